import { z } from 'zod';
import { hasControlCharacters, zFlag, zId, zIdList, zMemberId, zOptionalId, zString } from '../fields.ts';
import { zE164 } from './order-delivery.ts';

/** Group gifts (decision 0258): the rules every client and the server share. */
export const GROUP_GIFT_MAX_DAYS = 14;
export const GROUP_GIFT_MAX_QUANTITY = 10;
export const GROUP_GIFT_MAX_SHARES = 50;
export const SIGNATURE_MAX_CHARS = 280;
export const VOICE_MAX_SECONDS = 20;
export const VOICE_MAX_BYTES = 1024 * 1024;

const empty = (v: unknown) => v === '' || v === undefined || v === null;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (empty(v) ? undefined : v), schema.optional());

/** A group gift's id or its share id: random, at least 128 bits, base64url. */
const zGiftId = zString({ error: 'is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{22,64}$/, 'is not a valid group gift id');

/** Minor units. */
const zAmount = z.coerce
  .number({ error: 'must be an amount in minor units' })
  .int('must be a whole number of minor units')
  .positive('must be more than 0')
  .max(100_000_000, 'is too large');

/** A file part; a text value in its place is refused like any other text with control characters. */
const zFilePart = z
  .unknown()
  .refine((v) => typeof v !== 'string' || !hasControlCharacters(v), 'must not contain control characters')
  .optional();

/** One group gift: by id (its members) or by share id (anyone with the link). */
const byIdOrShare = {
  member_id: zMemberId,
  id: optional(zGiftId),
  share_id: optional(zGiftId),
};
const oneOfIdOrShare = (v: { id?: string; share_id?: string }, ctx: z.RefinementCtx) => {
  if (v.id === undefined && v.share_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['id'], message: 'is required (or give share_id)' });
  else if (v.id !== undefined && v.share_id !== undefined)
    ctx.addIssue({ code: 'custom', path: ['share_id'], message: 'give either id or share_id, not both' });
};

export const groupGiftSchemas = {
  create_group_gift: z
    .object({
      member_id: zMemberId,
      product_id: zId,
      quantity: z.preprocess(
        (v) => (empty(v) ? 1 : v),
        z.coerce
          .number({ error: 'must be a number' })
          .int('must be a whole number')
          .min(1, 'must be at least 1')
          .max(GROUP_GIFT_MAX_QUANTITY, `must be at most ${GROUP_GIFT_MAX_QUANTITY}`),
      ),
      /** a friend, or */
      recipient_id: zOptionalId,
      /** a phone number (its member, else whoever registers with it) */
      recipient_phone: zE164,
      /** unix seconds: in the future, at most 14 days away (before the birthday when for_birthday) */
      deadline: z.coerce
        .number({ error: 'must be a time in unix seconds' })
        .int('must be a whole number of seconds')
        .positive('must be a time in unix seconds')
        .max(4_102_444_800, 'must be at most 14 days away'),
      giftcard_id: zOptionalId,
      /** shares: `shares` equal parts; free: any amount of at least min_amount */
      mode: z.enum(['shares', 'free'], { error: "must be 'shares' or 'free'" }),
      shares: optional(
        z.coerce
          .number({ error: 'must be a number' })
          .int('must be a whole number')
          .min(2, 'must be at least 2')
          .max(GROUP_GIFT_MAX_SHARES, `must be at most ${GROUP_GIFT_MAX_SHARES}`),
      ),
      min_amount: optional(zAmount),
      /** started from the recipient's birthday: the deadline is before it and the gift is delivered on it */
      for_birthday: zFlag,
      /** friends invited in the app */
      invite_ids: zIdList,
    })
    .superRefine((v, ctx) => {
      if (v.recipient_id === undefined && v.recipient_phone === undefined)
        ctx.addIssue({ code: 'custom', path: ['recipient_id'], message: 'is required (or give recipient_phone instead)' });
      else if (v.recipient_id !== undefined && v.recipient_phone !== undefined)
        ctx.addIssue({ code: 'custom', path: ['recipient_phone'], message: 'give either recipient_id or recipient_phone, not both' });
      if (v.mode === 'shares' && v.shares === undefined)
        ctx.addIssue({ code: 'custom', path: ['shares'], message: 'is required for fixed shares' });
      if (v.mode === 'free' && v.min_amount === undefined)
        ctx.addIssue({ code: 'custom', path: ['min_amount'], message: 'is required for free amounts' });
      if (v.for_birthday && v.recipient_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['for_birthday'], message: 'needs a friend as recipient_id' });
    }),
  detail_group_gift: z.object(byIdOrShare).superRefine(oneOfIdOrShare),
  contribute_group_gift: z
    .object({
      ...byIdOrShare,
      /** free amounts: what to give (fixed shares: the share) */
      amount: optional(zAmount),
      /** the part paid from one of the member's uDollar cards; the rest goes through the cashier */
      udollar_card_id: zOptionalId,
      udollar_amount: optional(zAmount),
    })
    .superRefine(oneOfIdOrShare)
    .superRefine((v, ctx) => {
      if (v.udollar_amount !== undefined && v.udollar_card_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['udollar_card_id'], message: 'is required with udollar_amount' });
    }),
  sign_group_gift: z
    .object({
      ...byIdOrShare,
      text: zString({ error: 'must be text' })
        .trim()
        .max(SIGNATURE_MAX_CHARS, `must be at most ${SIGNATURE_MAX_CHARS} characters`)
        .default(''),
      /** an image file part (PNG, JPEG, GIF or WebP, at most 5 MB, checked by its bytes) */
      photo: zFilePart,
      /** an audio file part: WebM (Opus) or MP4 (AAC), audio only, at most 20 s and 1 MB (decision 0259) */
      voice: zFilePart,
    })
    .superRefine(oneOfIdOrShare),
  top_up_group_gift: z.object({ member_id: zMemberId, id: zGiftId, udollar_card_id: zOptionalId }),
  cancel_group_gift: z.object({ member_id: zMemberId, id: zGiftId }),
  list_group_gift: z.object({
    member_id: zMemberId,
    /** organiser | contributor | recipient; all of them when left out */
    role: optional(z.enum(['organiser', 'contributor', 'recipient'], { error: "must be 'organiser', 'contributor' or 'recipient'" })),
    limit: z.coerce.number().int().min(1, 'must be at least 1').max(50, 'must be at most 50').optional(),
    offset: z.coerce.number().int().min(0, 'must not be negative').max(1_000_000, 'must be at most 1000000').optional(),
  }),
} satisfies Record<string, z.ZodType>;
