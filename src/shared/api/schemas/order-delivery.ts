import { z } from 'zod';
import { zId, zMemberId, zOptionalId } from '../fields.ts';

/** A gift may offer its recipient the gift's own product and up to this many others to pick from (decision 0265). */
export const GIFT_CHOICES_MAX_OTHERS = 4;

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

/** An e-mail address (trimmed, lower-cased domain checked by zod's rule), at most 254 characters. */
export const zGiftEmail = z.preprocess(
  (v) => (empty(v) ? undefined : typeof v === 'string' ? v.trim() : v),
  z.email({ error: 'must be an e-mail address such as name@example.com' }).max(254, 'must be at most 254 characters').optional(),
);

/** The language the recipient reads the gift e-mail in: eng, cn or jp (the sender's own by default). */
export const zEmailLanguage = z.preprocess(
  (v) => (empty(v) ? undefined : v),
  z.enum(['eng', 'cn', 'jp'], { error: 'must be eng, cn or jp' }).optional(),
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
 * send_order: to a friend (recipient_id), a phone number (recipient_phone) or an e-mail address (recipient_email, in
 * recipient_language), exactly one of them; at once, or at deliver_at (unix seconds, from now to one year ahead; not
 * for e-mail).
 */
export const sendOrderSchema = z
  .object({
    member_id: zMemberId,
    order_id: zId,
    recipient_id: zOptionalId,
    recipient_phone: zE164,
    recipient_email: zGiftEmail,
    recipient_language: zEmailLanguage,
    deliver_at: zDeliverAt,
    /** up to four other products the recipient may pick instead (decision 0265): its market's, at its price or less */
    choice_ids: z.preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z.array(zId).max(GIFT_CHOICES_MAX_OTHERS, `at most ${GIFT_CHOICES_MAX_OTHERS} other products`),
    ),
  })
  .superRefine((v, ctx) => {
    const given = [v.recipient_id, v.recipient_phone, v.recipient_email].filter((x) => x !== undefined).length;
    if (given === 0)
      ctx.addIssue({ code: 'custom', path: ['recipient_id'], message: 'is required (or give recipient_phone or recipient_email instead)' });
    else if (given > 1)
      ctx.addIssue({
        code: 'custom',
        path: [v.recipient_email !== undefined ? 'recipient_email' : 'recipient_phone'],
        message: 'give only one of recipient_id, recipient_phone and recipient_email',
      });
    else if (v.recipient_email !== undefined && v.deliver_at !== undefined)
      ctx.addIssue({ code: 'custom', path: ['deliver_at'], message: 'a gift by e-mail is sent at once; leave deliver_at out' });
  });

/** Payload schemas of the delivery options: take a gift back, move a scheduled gift's delivery time. */
export const orderDeliverySchemas = {
  unsend_order: z.object({ member_id: zMemberId, order_id: zId }),
  /**
   * the sender corrects a gift's recipient until it is opened: a gift by e-mail to another address (decision 0267),
   * a gift to a friend or a phone to another friend (recipient_id) or phone (recipient_phone) (decision 0269)
   */
  readdress_order: z
    .object({
      member_id: zMemberId,
      order_id: zId,
      recipient_id: zOptionalId,
      recipient_phone: zE164,
      recipient_email: zGiftEmail,
      recipient_language: zEmailLanguage,
    })
    .superRefine((v, ctx) => {
      const given = [v.recipient_id, v.recipient_phone, v.recipient_email].filter((x) => x !== undefined).length;
      if (given === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['recipient_id'],
          message: 'is required (or give recipient_phone or recipient_email instead)',
        });
      else if (given > 1)
        ctx.addIssue({
          code: 'custom',
          path: [v.recipient_email !== undefined ? 'recipient_email' : 'recipient_phone'],
          message: 'give only one of recipient_id, recipient_phone and recipient_email',
        });
    }),
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
