import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { countries, members } from './members.ts';
import { products } from './catalogue.ts';
import { orders } from './orders.ts';

/** A bulk gift batch (migration 0995, decision 0270): one upload, one paid order, one gift per row. */
export const bulkGifts = pgTable('bulk_gifts', {
  id: text('id').primaryKey(),
  member_id: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  currency_code: text('currency_code').notNull(),
  country_id: integer('country_id').references(() => countries.id),
  order_id: integer('order_id')
    .notNull()
    .references(() => orders.id),
  rows_total: integer('rows_total').notNull(),
  /** minor units */
  amount: integer('amount').notNull(),
  end_at: timestamp('end_at', { withTimezone: true }).notNull(),
  returned_at: timestamp('returned_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type BulkRowStatus = 'queued' | 'sent' | 'failed' | 'returned';

/** One recipient of a batch: a phone number or an e-mail address, a product and its amount, a message and a time. */
export const bulkGiftRows = pgTable(
  'bulk_gift_rows',
  {
    id: serial('id').primaryKey(),
    bulk_gift_id: text('bulk_gift_id')
      .notNull()
      .references(() => bulkGifts.id, { onDelete: 'cascade' }),
    row_no: integer('row_no').notNull(),
    phone: text('phone'),
    email: text('email'),
    lang: text('lang').$type<'eng' | 'cn' | 'jp'>().notNull().default('eng'),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** minor units */
    amount: integer('amount').notNull(),
    message: text('message').notNull().default(''),
    deliver_at: timestamp('deliver_at', { withTimezone: true }).notNull(),
    status: text('status').$type<BulkRowStatus>().notNull().default('queued'),
    gift_order_id: integer('gift_order_id').references(() => orders.id),
    error: text('error'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    returned_at: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [unique('bulk_gift_rows_no_uq').on(t.bulk_gift_id, t.row_no)],
);
