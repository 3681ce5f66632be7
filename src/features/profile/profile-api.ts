import { callApi } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';
import type { PayloadOf } from '../../shared/api/schemas/index.ts';

/** detail_profile's table (spec field names), as the contract declares it. */
export type Profile = AnswerOf<'profile', 'detail_profile'>['table'];

export async function loadProfile(): Promise<Profile> {
  return (await callApi('profile', 'detail_profile')).table;
}

/** Saves the edit form (a multipart payload when a new picture is attached); answers the updated profile. */
export async function updateProfile(payload: PayloadOf<'profile', 'update_profile'>) {
  return (await callApi('profile', 'update_profile', payload)).table;
}
