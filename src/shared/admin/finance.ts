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
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const STATEMENT_STATUSES = ['open', 'paid'] as const;

/**
 * A merchant statement: what a brand's vouchers redeemed at one outlet on one business day, in one currency, less
 * Ugift's commission: the payable. Read from the ledger's redemption postings, so statements sum exactly to the
 * brand's payable account. Outlet 0 holds vouchers their holder marked used.
 */
export interface Statement {
  id: string;
  brand_id: number;
  brand_name: string;
  outlet_id: number;
  outlet_name: string;
  day: string;
  currency_code: string;
  redemptions: number;
  redeemed: number;
  commission: number;
  payable: number;
  status: 'open' | 'paid';
  paid_at: string | null;
}

/** One row of the trial balance: an account, or every account of one kind and currency. */
export interface AccountBalance {
  id: string;
  kind: string;
  currency_code: string;
  /** minor units, debit positive */
  balance: number;
  accounts: number;
}

export interface Liability {
  id: string;
  country_id: number | null;
  country_name: string;
  currency_code: string;
  /** minor units still claimable */
  vouchers: number;
  udollar: number;
  /** owed to brands for redemptions not yet paid out */
  payable: number;
}

export interface FinanceDay {
  id: string;
  day: string;
  currency_code: string;
  payments: number;
  refunds: number;
  refunds_udollar: number;
  redeemed: number;
  commission: number;
  breakage: number;
}
