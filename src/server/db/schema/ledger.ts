import { bigint, bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger (migration 0950, decision 0236). An account is named by its key (`voucher:12`,
 * `provider:SGD`, `payable:7:SGD`); an entry debits (positive) or credits (negative) one account; the entries of a
 * transaction sum to zero per currency and nothing posted changes (both enforced by triggers).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    currency_code: text('currency_code').notNull(),
    ref_id: integer('ref_id'),
    country_id: integer('country_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_accounts_kind_idx').on(t.kind, t.currency_code)],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    order_id: integer('order_id'),
    evoucher_id: integer('evoucher_id'),
    udollar_card_id: integer('udollar_card_id'),
    redemption_id: text('redemption_id'),
    brand_id: integer('brand_id'),
    outlet_id: integer('outlet_id'),
    staff_id: text('staff_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_transactions_order_idx').on(t.order_id), index('ledger_transactions_kind_idx').on(t.kind, t.created_at)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transaction_id: bigint('transaction_id', { mode: 'number' }).notNull(),
    account_key: text('account_key').notNull(),
    currency_code: text('currency_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account_key, t.created_at),
    index('ledger_entries_transaction_idx').on(t.transaction_id),
  ],
);

/** A merchant statement (brand, outlet, business day, currency) marked paid; outlet 0: vouchers their holder marked used. */
export const settlementPayouts = pgTable('settlement_payouts', {
  id: text('id').primaryKey(),
  brand_id: integer('brand_id').notNull(),
  outlet_id: integer('outlet_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  currency_code: text('currency_code').notNull(),
  amount: integer('amount').notNull(),
  transaction_id: bigint('transaction_id', { mode: 'number' }),
  staff_id: text('staff_id'),
  paid_at: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
});
