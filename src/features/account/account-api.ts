import { callApi, signValue } from '../../lib/api-client.ts';
import { $authUser, $country, type StoredUser } from '../../lib/session-store.ts';

export interface Country {
  id: number;
  name: string;
  image: string;
  country_code: string;
  currency_code: string;
}

/** Digits only, without leading zeros of the local number. */
export const digits = (value: string) => value.replace(/\D/g, '');
export const localNumber = (value: string) => digits(value).replace(/^0+/, '');

let countries: Promise<Country[]> | null = null;

/** list_country, once per page. */
export function loadCountries(): Promise<Country[]> {
  countries ??= callApi('profile', 'list_country', { order_by: 'ASC' })
    .then((a) => a.table as Country[])
    .catch((e) => {
      countries = null;
      throw e;
    });
  return countries;
}

/** get_otp, signed as the spec says: content = HMAC of phone_number + timestamp. Answers the demo code, if any. */
export async function requestOtp(action: 'register' | 'forgot_password', prefix: string, number: string): Promise<{ otp?: string }> {
  const phone = `${prefix}${number}`;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const answer = await callApi('account', 'get_otp', {
    action,
    phone_number: phone,
    timestamp,
    source: 'web',
    content: await signValue(phone + timestamp),
  });
  return { otp: typeof answer.otp === 'string' ? answer.otp : undefined };
}

export async function verifyOtp(action: 'register' | 'forgot_password', prefix: string, number: string, otp: string): Promise<string> {
  const answer = await callApi('account', 'verify_otp', { action, phone_number: `${prefix}${number}`, otp });
  return String(answer.otp_token);
}

export type LoginResult = { kind: 'member'; user: StoredUser } | { kind: 'expired'; resetToken: string; message: string };

/** login: a member, or a legacy member who must choose a new password (migrate_member). Throws ApiCallError. */
export async function login(phone: string, password: string): Promise<LoginResult> {
  const answer = await callApi('account', 'login', { phone_number: phone, password });
  if (Number(answer.migrate_member) === 1)
    return { kind: 'expired', resetToken: String(answer.reset_token ?? ''), message: answer.message };
  return { kind: 'member', user: answer.data as StoredUser };
}

/** What every successful login does (spec): store the member as authUser and set country to 3. */
export function storeMember(user: StoredUser): void {
  $authUser.set(user);
  $country.set('3');
}
