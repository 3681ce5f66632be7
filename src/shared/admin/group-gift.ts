import { z } from 'zod';

/**
 * A group gift in the back office (support; decision 0258): a list row names the organiser and the recipient, a read
 * adds every contribution with its member, method, state and payment. Money in minor units, dates ISO 8601.
 */
export const groupGiftRow = z.object({
  id: z.string(),
  status: z.enum(['open', 'funded', 'cancelled', 'expired']),
  organiser_id: z.number(),
  organiser: z.string(),
  organiser_phone: z.string(),
  recipient_id: z.number().nullable(),
  recipient: z.string(),
  recipient_phone: z.string(),
  product_id: z.number(),
  quantity: z.number(),
  currency_code: z.string(),
  target: z.number(),
  paid: z.number(),
  mode: z.enum(['shares', 'free']),
  order_id: z.number(),
  deadline: z.string(),
  deliver_at: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type GroupGiftRow = z.output<typeof groupGiftRow>;

const contribution = z.object({
  id: z.number(),
  member_id: z.number(),
  member: z.string(),
  member_phone: z.string(),
  amount: z.number(),
  currency_code: z.string(),
  method: z.enum(['card', 'udollar']),
  udollar_card_id: z.number().nullable(),
  status: z.enum(['pending', 'paid', 'lapsed', 'refunded']),
  surplus: z.number(),
  /** the cashier payment's status and `provider:reference`, for a card contribution */
  payment_status: z.string().nullable(),
  payment_ref: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});

/** GET /group-gifts/:id. */
export const groupGiftRecord = groupGiftRow.extend({ contributions: z.array(contribution) });
export type GroupGiftRecord = z.output<typeof groupGiftRecord>;

/** POST /group-gifts/:id/cancel: the gift, cancelled, and the minor units refunded to its contributors. */
export const groupGiftCancelAnswer = groupGiftRecord.extend({ refunded: z.number() });
export type GroupGiftCancelAnswer = z.output<typeof groupGiftCancelAnswer>;
