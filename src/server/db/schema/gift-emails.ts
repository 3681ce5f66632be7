import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

export type GiftEmailStatus = 'queued' | 'sent' | 'bounced' | 'cancelled';
/** gift: to a gift's recipient; receipt and refund: to the buyer of a paid or refunded order (decision 0263) */
export type OutboxEmailKind = 'gift' | 'receipt' | 'refund';
/** What a refund's note says: the minor units back to the card and as uDollar, in the order's currency. */
export interface RefundEmailParams {
  to_card?: number;
  to_udollar?: number;
}

/**
 * Each e-mail sent for an order, with its delivery status (migration 0990, decisions 0266-0267): the gift e-mails,
 * and the buyer's receipts and refund notes (migration 0991, decision 0263).
 */
export const giftEmails = pgTable(
  'gift_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    to_email: text('to_email').notNull(),
    kind: text('kind').$type<OutboxEmailKind>().notNull().default('gift'),
    /** a gift e-mail's share link (null for the other kinds); a queued one whose gift has another link is cancelled */
    share_id: text('share_id'),
    /** a refund note's amounts */
    params: jsonb('params').$type<RefundEmailParams>().notNull().default({}),
    lang: text('lang').$type<'eng' | 'cn' | 'jp'>().notNull(),
    status: text('status').$type<GiftEmailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    message_id: text('message_id'),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    bounced_at: timestamp('bounced_at', { withTimezone: true }),
  },
  (t) => [
    index('gift_emails_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'queued'`),
    index('gift_emails_order_idx').on(t.order_id, t.id),
    uniqueIndex('gift_emails_message_id_uq').on(t.message_id),
  ],
);
