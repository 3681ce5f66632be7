import { callApi } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';

export type UpcomingBirthday = AnswerOf<'profile', 'list_birthdays'>['table'][number];

/** How many friends the home strip shows at most. */
export const STRIP_LIMIT = 10;

/** The member's friends with a birthday in the coming 30 days, soonest first (only friends who chose to show it). */
export async function listBirthdays(): Promise<UpcomingBirthday[]> {
  return (await callApi('profile', 'list_birthdays', { limit: STRIP_LIMIT })).table;
}
