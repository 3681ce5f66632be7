import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { memberLabel } from '../../shared/masked-phone.ts';
import { type Day, nextBirthday } from './birthday-dates.ts';

/** How far ahead the home strip looks: today and the 30 days after it. */
export const UPCOMING_DAYS = 30;
export const DEFAULT_BIRTHDAYS_PAGE = 20;

export interface UpcomingBirthday {
  id: number;
  name: string;
  profile_picture: string;
  month: number;
  day: number;
  days_until: number;
}

interface Row {
  id: number;
  name: string;
  phone_prefix: string;
  phone_number: string;
  profile_picture: string;
  month: number;
  day: number;
}

/**
 * The member's accepted friends who chose to show their birthday and have one within UPCOMING_DAYS of today, soonest
 * first (then by name). Only the month and day leave the database: the year of birth is never read.
 */
export async function upcomingBirthdays(
  db: Db,
  me: number,
  today: Day,
  page: { limit?: number; offset?: number } = {},
): Promise<{ total: number; table: UpcomingBirthday[] }> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select m.id, m.name, m.phone_prefix, m.phone_number, m.profile_picture,
        extract(month from m.dob)::int as month, extract(day from m.dob)::int as day
      from friendships f
      join members m on m.id = case when f.requester_id = ${me} then f.addressee_id else f.requester_id end
      where f.status = 'Accepted' and (f.requester_id = ${me} or f.addressee_id = ${me})
        and m.show_birthday and m.dob is not null and not m.locked`),
  );
  const upcoming = rows
    .map((r) => {
      const next = nextBirthday({ month: Number(r.month), day: Number(r.day) }, today);
      // the day it falls on this time: 29 February shows as 28 February in a common year
      return {
        id: Number(r.id),
        name: memberLabel(r),
        profile_picture: r.profile_picture,
        month: next.on.month,
        day: next.on.day,
        days_until: next.daysUntil,
      };
    })
    .filter((b) => b.days_until <= UPCOMING_DAYS)
    .sort((a, b) => a.days_until - b.days_until || a.name.localeCompare(b.name) || a.id - b.id);
  const offset = page.offset ?? 0;
  return { total: upcoming.length, table: upcoming.slice(offset, offset + (page.limit ?? DEFAULT_BIRTHDAYS_PAGE)) };
}
