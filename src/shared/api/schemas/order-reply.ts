import { z } from 'zod';
import { hasControlCharacters, zId, zMemberId } from '../fields.ts';
import { zShareId } from './order-lifecycle.ts';
import { cleanThankNote, GIFT_REACTIONS, noteLength, THANK_NOTE_MAX } from '../../gift-reply.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A thank-you note: control characters are refused naming the field like every other field (line breaks and tabs
 * are text), then it is cleaned to plain text (src/shared/gift-reply.ts) and held to THANK_NOTE_MAX characters.
 */
const zThankNote = z
  .preprocess(
    blankToUndefined,
    z
      .string({ error: 'must be text' })
      .refine((v) => !hasControlCharacters(v), 'must not contain control characters')
      .optional(),
  )
  .transform((v) => cleanThankNote(v ?? ''))
  .refine((v) => noteLength(v) <= THANK_NOTE_MAX, `must be at most ${THANK_NOTE_MAX} characters`);

const zReaction = z.preprocess(
  blankToUndefined,
  z.enum(GIFT_REACTIONS, { error: `must be one of ${GIFT_REACTIONS.join(', ')}` }).optional(),
);

/** Payload schemas of the recipient's answers to a gift (thanks, declining); spread into orderSchemas. */
export const orderReplySchemas = {
  /** note is required unless a reaction is given */
  thank_order: z.object({ member_id: zMemberId, order_id: zId, note: zThankNote, reaction: zReaction }).superRefine((v, ctx) => {
    if (v.note === '' && v.reaction === undefined)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'is required unless you pick a reaction' });
  }),
  decline_order: z.object({ member_id: zMemberId, order_id: zId }),
  /** the holder of a gift's link declines it before redeeming (decision 0241) */
  decline_shared_order: z.object({ member_id: zMemberId, id: zShareId }),
} satisfies Record<string, z.ZodType>;
