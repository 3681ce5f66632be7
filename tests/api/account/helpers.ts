import { hmacSha256Hex } from '../../../src/server/platform/crypto.ts';
import { TEST_SECRET, type ApiResult, type TestApp } from '../../support/test-app.ts';

export const nowSec = (t: TestApp) => Math.floor(t.clock.now.getTime() / 1000);

/** get_otp's content signature: HMAC-SHA256 of phone_number + timestamp. */
export function otpContent(phone: string, timestamp: number, secret = TEST_SECRET): string {
  return hmacSha256Hex(secret, `${phone}${timestamp}`);
}

export function getOtp(t: TestApp, token: string, phone: string, action: 'register' | 'forgot_password' = 'register'): Promise<ApiResult> {
  const ts = nowSec(t);
  return t.call(
    'account',
    'get_otp',
    { action, phone_number: phone, timestamp: ts, source: 'web', content: otpContent(phone, ts) },
    { token },
  );
}

/** get_otp then verify_otp with the code the captured SMS carried; answers the otp_token. */
export async function verifiedToken(
  t: TestApp,
  token: string,
  phone: string,
  action: 'register' | 'forgot_password' = 'register',
): Promise<string> {
  t.clock.advance(31_000); // past any earlier code's resend wait for this phone
  const sent = await getOtp(t, token, phone, action);
  if (sent.status !== 200) throw new Error(`get_otp: ${sent.body.message}`);
  const verified = await t.call('account', 'verify_otp', { action, phone_number: phone, otp: lastCode(t) }, { token });
  if (verified.status !== 200) throw new Error(`verify_otp: ${verified.body.message}`);
  return String(verified.body.otp_token);
}

/** The 6-digit code of the last SMS the server sent. */
export function lastCode(t: TestApp): string {
  const text = t.sms.sent.at(-1)?.text ?? '';
  const m = /\b(\d{6})\b/.exec(text);
  if (!m) throw new Error(`no code in SMS "${text}"`);
  return m[1];
}

/** A full registration (prefix 65): answers the new member's id. */
export async function registerViaApi(t: TestApp, number: string, password = 'secret-pass-1'): Promise<number> {
  const token = await t.guestToken();
  const otpToken = await verifiedToken(t, token, `65${number}`);
  const created = await t.call(
    'account',
    'create_account',
    { phone_prefix: '+65', phone_number: number, password, otp_token: otpToken },
    { token },
  );
  if (created.status !== 200) throw new Error(`create_account: ${created.body.message}`);
  return Number(created.body.member_id);
}
