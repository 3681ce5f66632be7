import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { forgetEarlyCalls } from './early-calls.ts';

/** Stores shared by every island, persisted under the spec's localStorage keys. */
const json = {
  encode: JSON.stringify,
  decode: (v: string) => {
    try {
      return JSON.parse(v);
    } catch {
      return null;
    }
  },
};

export interface StoredToken {
  api_token: string;
  api_token_expiry: number;
}

export interface StoredUser {
  member_id: number;
  country_id: number;
  name?: string;
  profile_picture?: string;
  phone_prefix?: string;
  phone_number?: string;
  [key: string]: unknown;
}

export const $authAPI = persistentAtom<StoredToken | null>('authAPI', null, json);
export const $authUser = persistentAtom<StoredUser | null>('authUser', null, json);
export const $basketCount = persistentAtom<number>('basketCount', 0, { encode: String, decode: (v) => Number(v) || 0 });
export const $country = persistentAtom<string>('country', '');
export const $currency = persistentAtom<string>('currency', '');
export const $gid = persistentAtom<string>('gid', '');
export const $redirectId = persistentAtom<string>('redirectId', '');
export const $countryCode = persistentAtom<string>('countryCode', '');

export const $isMember = computed($authUser, (u) => u !== null && Number(u.member_id) > 0);

export function clearMemberData(): void {
  $authUser.set(null);
  $basketCount.set(0);
  $gid.set('');
  forgetEarlyCalls();
}
