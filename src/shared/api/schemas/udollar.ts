import type { AnswerOf } from '../answers/index.ts';
import { z } from 'zod';
import { zId, zLimit, zMemberId, zOffset, zString } from '../fields.ts';

const currency = z.preprocess(
  (v) => (v === '' ? undefined : v),
  zString()
    .trim()
    .regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code')
    .optional(),
);

/** Payload schemas of the udollar group, keyed by option. */
export const udollarSchemas = {
  history_udollar_giftcards: z.object({ member_id: zMemberId, udollar_id: zId, limit: zLimit, offset: zOffset }),
  /** every card of the member, expired and spent ones too; optionally one currency */
  list_udollar_giftcards: z.object({ member_id: zMemberId, currency_code: currency, limit: zLimit, offset: zOffset }),
} satisfies Record<string, z.ZodType>;

/** A uDollar card as udollar/list_udollar_giftcards answers it (money in minor units; dates YYYY-MM-DD HH:mm:ss). */
export type UdollarCardAnswer = AnswerOf<'udollar', 'list_udollar_giftcards'>['table'][number];
