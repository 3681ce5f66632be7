import { z } from 'zod';
import { zId, zMemberId, zOptionalId } from '../fields.ts';

/** The latest a gift may be scheduled for, from now (decision 0210). */
export const MAX_SCHEDULE_AHEAD_SECONDS = 366 * 86_400;

/** E.164: a plus, a country code and the number, 8 to 15 digits in all (spaces and dashes are dropped). */
export const E164_PATTERN = /^\+[1-9][0-9]{7,14}$/;

const empty = (v: unknown) => v === '' || v === undefined || v === null;

/** A phone number in international form; spaces, dashes and brackets are dropped before it is checked. */
export const zE164 = z.preprocess(
  (v) => (empty(v) ? undefined : typeof v === 'string' ? v.replace(/[\s\-().]/g, '') : v),
  z
    .string({ error: 'must be a phone number' })
    .regex(E164_PATTERN, 'must be a phone number in international form, such as +6591234567')
    .optional(),
);

/** A delivery time in unix seconds; whether it is too early or too late is checked against the server's clock. */
const zDeliverAt = z.preprocess(
  (v) => (empty(v) ? undefined : v),
  z.coerce
    .number({ error: 'must be a time in unix seconds' })
    .int('must be a whole number of seconds')
    .positive('must be a time in unix seconds')
    .max(4_102_444_800, 'must be at most one year ahead')
    .optional(),
);

/**
 * send_order: to a friend (recipient_id) or to a phone number (recipient_phone), exactly one of them; at once, or at
 * deliver_at (unix seconds, from now to one year ahead).
 */
export const sendOrderSchema = z
  .object({
    member_id: zMemberId,
    order_id: zId,
    recipient_id: zOptionalId,
    recipient_phone: zE164,
    deliver_at: zDeliverAt,
  })
  .superRefine((v, ctx) => {
    if (v.recipient_id === undefined && v.recipient_phone === undefined)
      ctx.addIssue({ code: 'custom', path: ['recipient_id'], message: 'is required (or give recipient_phone instead)' });
    else if (v.recipient_id !== undefined && v.recipient_phone !== undefined)
      ctx.addIssue({ code: 'custom', path: ['recipient_phone'], message: 'give either recipient_id or recipient_phone, not both' });
  });

/** Payload schemas of the delivery options: take a gift back, move a scheduled gift's delivery time. */
export const orderDeliverySchemas = {
  unsend_order: z.object({ member_id: zMemberId, order_id: zId }),
  reschedule_order: z.object({
    member_id: zMemberId,
    order_id: zId,
    deliver_at: z.preprocess(
      (v) => (empty(v) ? undefined : v),
      z.coerce
        .number({ error: 'must be a time in unix seconds' })
        .int('must be a whole number of seconds')
        .positive('must be a time in unix seconds')
        .max(4_102_444_800, 'must be at most one year ahead'),
    ),
  }),
} satisfies Record<string, z.ZodType>;
