import { sql, type SQL } from 'drizzle-orm';
import { evouchers } from '../db/schema/index.ts';

/**
 * True when the voucher's brand has an active merchant account: its vouchers are redeemed at the brand's
 * counters, and the holder's own Mark as used (from the spec) stays for the brands without merchants.
 */
export const redeemedAtCounter: SQL<boolean> = sql<boolean>`exists (
  select 1 from staff s where s.brand_id = ${evouchers.brand_id} and s.role = 'merchant' and not s.disabled)`;
