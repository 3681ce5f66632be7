import { callApi, signValue } from '../../lib/api-client.ts';
import { $authUser, $country, $currency, type StoredUser } from '../../lib/session-store.ts';

/** Digits only, without leading zeros of the local number. */
export const digits = (value: string) => value.replace(/\D/g, '');
export const localNumber = (value: string) => digits(value).replace(/^0+/, '');

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
  return { otp: answer.otp };
}

export async function verifyOtp(action: 'register' | 'forgot_password', prefix: string, number: string, otp: string): Promise<string> {
  const answer = await callApi('account', 'verify_otp', { action, phone_number: `${prefix}${number}`, otp });
  return answer.otp_token;
}

/** The market a login answers: the member's own shop country and its currency (docs/decisions/0110). */
export interface Market {
  country_id: number;
  currency_code: string;
}

export function marketOf(answer: { market_country_id?: number | null; market_currency_code?: string | null }): Market | null {
  const id = answer.market_country_id ?? 0;
  return id > 0 && answer.market_currency_code ? { country_id: id, currency_code: answer.market_currency_code } : null;
}

export type LoginResult =
  | { kind: 'member'; user: StoredUser; market: Market | null }
  | { kind: 'expired'; resetToken: string; message: string };

/** login: a member, or a legacy member who must choose a new password (migrate_member). Throws ApiCallError. */
export async function login(phone: string, password: string): Promise<LoginResult> {
  const answer = await callApi('account', 'login', { phone_number: phone, password });
  if (answer.migrate_member === 1 || !answer.data)
    return { kind: 'expired', resetToken: answer.reset_token ?? '', message: answer.message };
  return { kind: 'member', user: answer.data, market: marketOf(answer) };
}

/**
 * What every successful login does: store the member as authUser and switch the shop to the member's own market.
 * The spec's "set country to 3" is read as "the member's country" (docs/decisions/0110): the market the login
 * answers, else the registered country, else the choice made before login stays.
 */
export function storeMember(user: StoredUser, market: Market | null = null): void {
  $authUser.set(user);
  if (market) {
    $country.set(String(market.country_id));
    $currency.set(market.currency_code);
  } else if (Number(user.country_id) > 0 && String(user.country_id) !== $country.get()) {
    $country.set(String(user.country_id));
    $currency.set(''); // the top bar fills it in from the country list
  }
}

/** Saves the member's home country (the country modal after a first login). */
export async function updateCountry(countryId: string | number): Promise<void> {
  await callApi('account', 'update_country', { country_id: countryId });
}

/** Applies a friend's referral code; answers the server's message. */
export async function applyReferralCode(code: string, memberId?: string | number): Promise<string> {
  const answer = await callApi(
    'account',
    'apply_referral_code',
    memberId === undefined ? { referral_code: code } : { referral_code: code, member_id: memberId },
  );
  return answer.message;
}

export function loginWithFacebook(accessToken: string) {
  return callApi('account', 'login_facebook', { access_token: accessToken });
}

/** Unbinds the token on the server. */
export async function logout(): Promise<void> {
  await callApi('account', 'logout', {});
}

export async function resetPassword(phone: string, password: string, otpToken: string | undefined): Promise<void> {
  await callApi('account', 'reset_password', { phone_number: phone, password, otp_token: otpToken });
}

export async function createAccount(prefix: string, number: string, password: string, otpToken: string | undefined): Promise<void> {
  await callApi('account', 'create_account', { phone_prefix: `+${prefix}`, phone_number: number, password, otp_token: otpToken });
}

/** Saves a member's market choice on the server (failures change nothing for the shopper). */
export async function saveMarketCountry(countryId: number): Promise<void> {
  await callApi('account', 'set_market_country', { country_id: countryId });
}
