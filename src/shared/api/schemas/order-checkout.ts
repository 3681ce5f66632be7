import { z } from 'zod';
import { zId, zMemberId, zString } from '../fields.ts';
import { zEmailLanguage } from './order-delivery.ts';

/** Order options of the checkout feature: reserve, pay (nothing-to-pay orders only) and the cashier. */
export const orderCheckoutSchemas = {
  /** language: the shopper's (eng, cn or jp), remembered as the member's for their receipts (decision 0263) */
  reserve_order: z.object({ member_id: zMemberId, language: zEmailLanguage }),
  pay_order: z.object({
    member_id: zMemberId,
    order_id: zId,
    payment_status: zString({ error: 'is required' })
      .trim()
      .toLowerCase()
      .pipe(z.literal('paid', { error: 'must be paid' })),
  }),
  get_cashier_url: z.object({ member_id: zMemberId, order_id: zId, order_source: z.enum(['web'], { error: 'must be web' }).optional() }),
};
