import { z } from 'zod';

/** The books in the back office (decision 0236): statements, the trial balance, liabilities, reconciliation. */
export const brandCommissionInput = z.object({
  /** basis points: 1000 = 10 % */
  commission_bp: z
    .number({ error: 'must be a number of basis points' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10_000, 'must be at most 10000 (100 %)'),
  version: z.number({ error: 'is required' }).int(),
});

/** The ledger's kinds of account (decision 0236): the server's accounts and the console's filter name the same ones. */
/** A brand's commission as the admin API answers it. */
export const brandCommissionRecord = z.object({ id: z.number(), name: z.string(), commission_bp: z.number(), version: z.number() });

export const ACCOUNT_KINDS = [
  'provider',
  'customer_funds',
  'udollar_held',
  'promotions',
  'voucher',
  'udollar',
  'payable',
  'commission',
  'breakage',
  'payouts',
  'opening',
  /** a group gift's pool: what its contributors paid in, owed to them until it is funded or refunded (decision 0258) */
  'group_pool',
  /** a gift held for a dearer swap while its recipient pays the rest (decision 0265) */
  'swap_held',
  /** a bulk gift batch: what its buyer paid, until each row's gift is issued from it or given back (decision 0270) */
  'bulk_gift',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const STATEMENT_STATUSES = ['open', 'paid'] as const;

/**
 * A merchant statement: what a brand's vouchers redeemed at one outlet on one business day, in one currency, less
 * Ugift's commission: the payable. Read from the ledger's redemption postings, so statements sum exactly to the
 * brand's payable account. Outlet 0 holds vouchers their holder marked used.
 */
export const statementRecord = z.object({
  id: z.string(),
  brand_id: z.number(),
  brand_name: z.string(),
  outlet_id: z.number(),
  outlet_name: z.string(),
  day: z.string(),
  currency_code: z.string(),
  redemptions: z.number(),
  redeemed: z.number(),
  commission: z.number(),
  payable: z.number(),
  status: z.enum(STATEMENT_STATUSES),
  paid_at: z.string().nullable(),
});
export type Statement = z.output<typeof statementRecord>;

/** One row of the trial balance: an account, or every account of one kind and currency. */
export const accountBalanceRecord = z.object({
  id: z.string(),
  kind: z.string(),
  currency_code: z.string(),
  /** minor units, debit positive */
  balance: z.number(),
  accounts: z.number(),
});
export type AccountBalance = z.output<typeof accountBalanceRecord>;

export const liabilityRecord = z.object({
  id: z.string(),
  country_id: z.number().nullable(),
  country_name: z.string(),
  currency_code: z.string(),
  /** minor units still claimable */
  vouchers: z.number(),
  udollar: z.number(),
  /** owed to brands for redemptions not yet paid out */
  payable: z.number(),
});
export type Liability = z.output<typeof liabilityRecord>;

export const financeDayRecord = z.object({
  id: z.string(),
  day: z.string(),
  currency_code: z.string(),
  payments: z.number(),
  refunds: z.number(),
  refunds_udollar: z.number(),
  redeemed: z.number(),
  commission: z.number(),
  breakage: z.number(),
});
export type FinanceDay = z.output<typeof financeDayRecord>;
