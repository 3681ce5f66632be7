import { z } from 'zod';
import { zId, zMemberId, zString } from '../fields.ts';

/** Money fields arrive as integer minor units ("1250" = 12.50 in a two-digit currency). */
const zMinor = z.coerce
  .number({ error: 'must be an amount in minor units' })
  .int('must be a whole number of minor units')
  .min(0, 'must not be negative')
  .max(100_000_000, 'is too large');
const zCurrency = zString()
  .trim()
  .regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code');

/** Basket options of the checkout feature (Cart totals, lines, billing address, uDollar). */
export const basketDetailSchemas = {
  detail_basket: z.object({ member_id: zMemberId }),
  remove_product: z.object({ member_id: zMemberId, product_id: zId }),
  remove_giftcard: z.object({ member_id: zMemberId }),
  update_billing_address: z.object({
    member_id: zMemberId,
    billing_address: zString({ error: 'is required' }).trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  }),
  list_udollar_giftcards: z.object({ member_id: zMemberId, currency_code: zCurrency.optional() }),
  apply_udollar_giftcard: z.object({
    member_id: zMemberId,
    order_id: zId,
    udollar_id: zId,
    /** 0 removes the uDollar from the basket */
    udollar_amount: zMinor,
  }),
};
