import { callApi } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';

/** detail_profile's table (spec field names), as the contract declares it. */
export type Profile = AnswerOf<'profile', 'detail_profile'>['table'];

export async function loadProfile(): Promise<Profile> {
  return (await callApi('profile', 'detail_profile')).table;
}
