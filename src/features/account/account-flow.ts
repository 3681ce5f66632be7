/**
 * The state of a registration or password reset between its screens, kept in sessionStorage (this tab only, gone
 * when it closes): the phone, the console provider's code hint, when the code was sent, and the otp_token.
 */
export type FlowAction = 'register' | 'forgot_password' | 'migrate';

export interface AccountFlow {
  action: FlowAction;
  /** calling code without + */
  prefix: string;
  /** local number without leading zeros */
  number: string;
  /** the code, only with the console SMS provider (demo) */
  otpHint?: string;
  /** ms since epoch of the last code sent */
  sentAt?: number;
  /** the single-use proof from verify_otp (or a legacy login) */
  otpToken?: string;
  /** a referral code from an invite link (/register?referral_code=), offered on /set-password */
  referral?: string;
}

const KEY = 'accountFlow';

export function readFlow(): AccountFlow | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as AccountFlow | null;
    return value && typeof value.prefix === 'string' && typeof value.number === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveFlow(flow: AccountFlow): void {
  sessionStorage.setItem(KEY, JSON.stringify(flow));
}

export function clearFlow(): void {
  sessionStorage.removeItem(KEY);
}

/** "+65 81234567" */
export function displayPhone(flow: Pick<AccountFlow, 'prefix' | 'number'>): string {
  return `+${flow.prefix} ${flow.number}`;
}
