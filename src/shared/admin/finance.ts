import { z } from 'zod';

/** The books in the back office (decision 0236): statements, the trial balance, liabilities, reconciliation. */
export const brandCommissionInput = z.object({
  /** basis points: 1000 = 10 % */
  commission_bp: z.number({ error: 'must be a number of basis points' }).int('must be a whole number').min(0, 'must be 0 or more').max(10_000, 'must be at most 10000 (100 %)'),
  version: z.number({ error: 'is required' }).int(),
});

export const STATEMENT_STATUSES = ['open', 'paid'] as const;

/** Statement CSV columns, in order. */
export const STATEMENT_CSV_HEADER = [
  'statement',
  'brand',
  'outlet',
  'day',
  'currency',
  'redemptions',
  'redeemed',
  'commission',
  'payable',
  'status',
  'paid_at',
];
