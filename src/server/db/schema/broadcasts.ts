import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { countries } from './members.ts';

/** A broadcast notification as sent (migration 0997, decision 0274): what about, the text per language, to how many. */
export const broadcasts = pgTable('broadcasts', {
  id: text('id').primaryKey(),
  type: text('type').$type<'product' | 'campaign' | 'giftcard'>().notNull(),
  related_id: integer('related_id').notNull(),
  text: jsonb('text').$type<{ en: string; cn?: string; jp?: string }>().notNull(),
  image: text('image'),
  country_id: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
  recipients: integer('recipients').notNull(),
  staff_email: text('staff_email').notNull(),
  sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
});
