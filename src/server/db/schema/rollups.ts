import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * A member's notifications and unread ones, added to by triggers (migration 0999, decision 0276): a member's rows sum
 * to the counts. The other running totals
 * of that migration (sales_days, settlement_days…) are read with SQL of their own (admin/dashboard/sales-rollup.ts,
 * ledger/statements.ts, ledger/reports.ts).
 */
export const notificationCounts = pgTable('notification_counts', {
  member_id: integer('member_id').notNull(),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});
