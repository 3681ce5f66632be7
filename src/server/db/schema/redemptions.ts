import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, outlets } from './catalogue.ts';
import { evouchers } from './orders.ts';
import { staff } from './staff.ts';

/**
 * The redemption ledger (migration 0934): one row per redemption at a counter, append-only (a trigger refuses
 * UPDATE and DELETE). A voucher redeemed in full has one row for its face value; a stored-value voucher one per
 * partial redemption, with the balance left after it.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    /** 128 random bits, base64url */
    id: text('id').primaryKey(),
    /** the order redemptions happened in (two in the same millisecond included) */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    evoucher_id: integer('evoucher_id')
      .notNull()
      .references(() => evouchers.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    outlet_id: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    staff_id: text('staff_id')
      .notNull()
      .references(() => staff.id),
    /** minor units */
    amount: integer('amount').notNull(),
    currency_code: text('currency_code').notNull(),
    balance_after: integer('balance_after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the console's pages in (created_at, seq) and (amount, seq) order (migration 1001)
    index('redemptions_created_seq_idx').on(t.created_at, t.seq),
    index('redemptions_amount_seq_idx').on(t.amount, t.seq),
    index('redemptions_brand_created_seq_idx').on(t.brand_id, t.created_at, t.seq),
    index('redemptions_voucher_idx').on(t.evoucher_id, t.created_at),
  ],
);

/** The outlets a merchant may redeem at; none means every outlet of the brand. */
export const staffOutlets = pgTable(
  'staff_outlets',
  {
    staff_id: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    outlet_id: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staff_id, t.outlet_id] })],
);
