import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members.ts';

/**
 * Birthday notices the birthday job sent (migration 0942): one row per friend told, birthday person, year and kind
 * ('week': 7 days before, 'day': on the day). The unique index makes the job idempotent and lets exactly one of two
 * servers running it at once send a notice.
 */
export const birthdayNotices = pgTable(
  'birthday_notices',
  {
    id: serial('id').primaryKey(),
    /** the friend who is told */
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** whose birthday it is */
    birthday_member_id: integer('birthday_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    kind: text('kind').$type<'week' | 'day'>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('birthday_notices_uq').on(t.birthday_member_id, t.member_id, t.year, t.kind),
    index('birthday_notices_member_idx').on(t.member_id),
    check('birthday_notices_kind_check', sql`${t.kind} in ('week', 'day')`),
  ],
);
