import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { inTransaction } from '../db/transaction.ts';
import { notify } from '../notification/notify.ts';
import { memberLabel } from '../../shared/masked-phone.ts';
import { addDays, birthDatesFallingOn, type Day, shopDay } from './birthday-dates.ts';

/** The early notice goes out this many days before the birthday; the other on the day. */
export const BIRTHDAY_NOTICE_DAYS = 7;

export interface BirthdayRunResult {
  /** notices sent 7 days ahead */
  week: number;
  /** notices sent on the day */
  day: number;
}

interface Sent {
  member_id: number;
  birthday_member_id: number;
  name: string;
  phone_prefix: string;
  phone_number: string;
  profile_picture: string;
}

/** A birthday's day in each language, without the year: 2 Dec, 12月2日. */
function displayDay(d: Day): { en: string; cn: string; jp: string } {
  const at = new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
  const day = (locale: string) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(at);
  return { en: day('en-GB'), cn: day('zh-CN'), jp: day('ja-JP') };
}

/**
 * Records one notice per friend for the birthdays falling on `on` (insert … on conflict do nothing returning): only
 * the rows this run inserted come back, so a second run, or a second server running at the same moment (it waits on
 * the unique index until the first commits), sends nothing again.
 */
async function noticeBirthdaysOn(tx: Db, on: Day, kind: 'week' | 'day', now: Date): Promise<number> {
  const dates = birthDatesFallingOn(on);
  const matches = sql.join(
    dates.map((d) => sql`(extract(month from b.dob) = ${d.month} and extract(day from b.dob) = ${d.day})`),
    sql` or `,
  );
  const sent = rowsOf<Sent>(
    await tx.execute(sql`
      with due as (
        select b.id as birthday_member_id,
          case when f.requester_id = b.id then f.addressee_id else f.requester_id end as member_id
        from members b
        join friendships f on f.status = 'Accepted' and (f.requester_id = b.id or f.addressee_id = b.id)
        where b.show_birthday and b.dob is not null and not b.locked and (${matches})
        -- one order of inserts, so two runs at once wait on each other instead of deadlocking
        order by 1, 2
      ),
      inserted as (
        insert into birthday_notices (member_id, birthday_member_id, year, kind, created_at)
        select member_id, birthday_member_id, ${on.year}, ${kind}, ${now.toISOString()}::timestamptz from due
        on conflict (birthday_member_id, member_id, year, kind) do nothing
        returning member_id, birthday_member_id
      )
      select i.member_id, i.birthday_member_id, b.name, b.phone_prefix, b.phone_number, b.profile_picture
      from inserted i join members b on b.id = i.birthday_member_id
      order by i.birthday_member_id, i.member_id`),
  );
  const date = displayDay(on);
  for (const s of sent) {
    await notify(tx, {
      memberId: Number(s.member_id),
      type: 'birthday',
      relatedId: Number(s.birthday_member_id),
      event: kind === 'week' ? 'birthdaySoon' : 'birthdayToday',
      params: { name: memberLabel(s), date },
      image: s.profile_picture,
      now,
    });
  }
  return sent.length;
}

/**
 * The birthday job (every hour): for every member who shows their birthday and has it today or in 7 days (the shop's
 * day, decision 0212), tells each accepted friend once per year and kind, with a link to send a gift.
 */
export async function runBirthdayNotices(db: Db, now: Date): Promise<BirthdayRunResult> {
  const today = shopDay(now);
  return inTransaction(db, async (tx) => ({
    week: await noticeBirthdaysOn(tx, addDays(today, BIRTHDAY_NOTICE_DAYS), 'week', now),
    day: await noticeBirthdaysOn(tx, today, 'day', now),
  }));
}
