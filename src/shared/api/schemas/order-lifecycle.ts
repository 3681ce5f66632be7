import { z } from 'zod';
import { zId, zLimit, zOffset, zMemberId, zString } from '../fields.ts';
import { sendOrderSchema } from './order-delivery.ts';

/** Order lists: which side of an order the member is on (spec: purchased, sent, received, pay). */
export const ORDER_FILTERS = ['purchased', 'sent', 'received', 'pay'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

const zFilterBy = z.enum(ORDER_FILTERS, { error: 'must be one of purchased, sent, received, pay' });
const zEmptyAsUndefined = (schema: z.ZodType) => z.preprocess((v) => (v === '' || v === '0' ? undefined : v), schema.optional());

/** A share id: the unguessable id a share link carries (never the order id). */
export const zShareId = zString({ error: 'is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{22,64}$/, 'must be a share id');

/** Payload schemas of the order lifecycle options (orders feature); spread into orderSchemas. */
export const orderLifecycleSchemas = {
  list_order: z.object({
    member_id: zMemberId,
    filter_by: zFilterBy,
    filter_by_month: zEmptyAsUndefined(
      z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 to 12').max(12, 'must be 1 to 12'),
    ),
    filter_by_year: zEmptyAsUndefined(
      z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(2000, 'must be a year').max(2100, 'must be a year'),
    ),
    limit: zLimit,
    offset: zOffset,
  }),
  list_filter_time: z.object({ member_id: zMemberId, filter_by: zFilterBy }),
  detail_order: z.object({ member_id: zMemberId, order_id: zId }),
  /** to a friend or a phone number, now or later (src/shared/api/schemas/order-delivery.ts) */
  send_order: sendOrderSchema,
  cancel_order: z.object({ member_id: zMemberId, order_id: zId }),
  /** id is the share id of the link (the spec's order_id is not accepted: see docs/decisions) */
  redeem_order: z.object({ member_id: zMemberId, id: zShareId }),
  detail_shared_order: z.object({ member_id: zMemberId, id: zShareId }),
} satisfies Record<string, z.ZodType>;
