import { z } from 'zod';
import { emailDelivery } from '../api/answers/order.ts';

/**
 * An order in the back office (support; decision 0238): a list row names its customer, a read adds the recipient,
 * what a refund would give back, a timeline, lines, vouchers, payments and provider events. Money in minor units,
 * dates ISO 8601 (the timeline's too).
 */
const orderSummary = z.object({
  id: z.number(),
  order_no: z.string().nullable(),
  member_id: z.number(),
  payment_status: z.string(),
  order_status: z.string(),
  currency_code: z.string(),
  order_amount: z.number(),
  udollar_amount: z.number(),
  recipient_id: z.number().nullable(),
  refunded_amount: z.number(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  has_share_link: z.boolean(),
});
export type OrderSummary = z.output<typeof orderSummary>;

/** One row of GET /orders. */
export const orderRow = orderSummary.extend({ customer: z.string(), customer_phone: z.string() });
export type OrderRow = z.output<typeof orderRow>;

/** One voucher or uDollar card of the order and what a refund of it gives back now (decision 0236). */
const refundItem = z.object({
  kind: z.enum(['voucher', 'udollar']),
  id: z.number(),
  status: z.string(),
  holds: z.number(),
  refundable: z.number(),
  /** why it cannot be refunded, when it cannot */
  reason: z.string().nullable(),
});

/** GET /orders/:id. */
export const orderRecord = orderSummary.extend({
  /** what a refund of everything still refundable gives back now (0 unless Paid) */
  refundable: z.number(),
  refund_items: z.array(refundItem),
  member_name: z.string(),
  member_phone: z.string(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  deliver_at: z.string().nullable(),
  /** a gift sent by e-mail: its delivery (decision 0267); null for the others */
  email_delivery: emailDelivery.nullable(),
  /** support may still send the gift to another address */
  email_readdress: z.boolean(),
  timeline: z.array(z.object({ at: z.string(), what: z.string() })),
  lines: z.array(z.object({ product_id: z.number(), name: z.string(), quantity: z.number(), amount: z.number() })),
  vouchers: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      owner_member_id: z.number(),
      expires_at: z.string(),
      face_value: z.number(),
      stored_value: z.boolean(),
      balance: z.number().nullable(),
      used_at: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      provider: z.string(),
      provider_ref: z.string(),
      status: z.string(),
      amount: z.number(),
      currency_code: z.string(),
      review_reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  payment_events: z.array(
    z.object({ id: z.number(), provider: z.string(), event_id: z.string(), received_at: z.string(), type: z.string() }),
  ),
});
export type OrderRecord = z.output<typeof orderRecord>;

/** What a refund did (POST /orders/:id/refund answers the order with it): minor units, the items it took. */
export const orderRefund = z.object({
  orderId: z.number(),
  method: z.enum(['payment', 'udollar']),
  refunded: z.number(),
  toPayment: z.number(),
  toUdollar: z.number(),
  /** the provider's reference of the money sent back, once sent */
  refundRef: z.string().nullable(),
  /** the uDollar card credited, if any */
  udollarCardId: z.number().nullable(),
  vouchers: z.array(z.number()),
  udollarCards: z.array(z.number()),
  pointsTakenBack: z.number(),
});
export type OrderRefund = z.output<typeof orderRefund>;

/** POST /orders/:id/refund: the order after the refund, and the refund. */
export const orderRefundAnswer = orderRecord.extend({ refund: orderRefund });
export type OrderRefundAnswer = z.output<typeof orderRefundAnswer>;

/** POST /orders/:id/reissue-link: the order, and the gift's new share link (the old one stops working). */
export const orderReissueLinkAnswer = orderRecord.extend({ reissue_link: z.object({ share_url: z.string(), reissued: z.literal(true) }) });

/** POST /orders/:id/vouchers/:voucher/reissue: the order, and which voucher got a new code (the code stays in the wallet). */
export const orderReissueCodeAnswer = orderRecord.extend({ reissue_code: z.object({ voucher_id: z.number(), reissued: z.literal(true) }) });

/** POST /orders/:id/resend-email and /orders/:id/readdress-email (decision 0267): the gift e-mail's delivery after. */
export const orderEmailAnswer = z.object({ id: z.number(), email_delivery: emailDelivery.nullable() });
export type OrderEmailAnswer = z.output<typeof orderEmailAnswer>;
