import { z } from 'zod';
import { ERROR_REASONS, ERROR_STATUS, type ErrorCode } from '../error-codes.ts';
import type { ApiGroup, OptionOf } from '../groups.ts';
import { accountAnswers } from './account.ts';
import { basketAnswers } from './basket.ts';
import { catalogueAnswers } from './catalogue.ts';
import { evoucherAnswers } from './evoucher.ts';
import { frontendAnswers } from './frontend.ts';
import { giftcardAnswers } from './giftcard.ts';
import { groupGiftAnswers } from './group-gift.ts';
import { bulkGiftAnswers } from './bulk-gift.ts';
import { notificationAnswers } from './notification.ts';
import { orderAnswers } from './order.ts';
import { profileAnswers } from './profile.ts';
import { tokenAnswers } from './token.ts';
import { udollarAnswers } from './udollar.ts';

/**
 * The answer half of the contract (decision 0100): per group, per option, the schema of a successful answer. The
 * requests are in ../schemas; both feed the OpenAPI document. The client imports only the types.
 */
export const ANSWERS = {
  token: tokenAnswers,
  account: accountAnswers,
  profile: profileAnswers,
  frontend: frontendAnswers,
  catalogue: catalogueAnswers,
  giftcard: giftcardAnswers,
  basket: basketAnswers,
  order: orderAnswers,
  evoucher: evoucherAnswers,
  notification: notificationAnswers,
  udollar: udollarAnswers,
  group_gift: groupGiftAnswers,
  bulk_gift: bulkGiftAnswers,
} satisfies { [G in ApiGroup]: { [O in OptionOf<G>]: z.ZodType } };

/** The typed answer of an option. */
export type AnswerOf<G extends ApiGroup, O extends OptionOf<G>> = O extends keyof (typeof ANSWERS)[G]
  ? (typeof ANSWERS)[G][O] extends z.ZodType
    ? z.output<(typeof ANSWERS)[G][O]>
    : never
  : never;

/** What the server may hand in for an option's answer (the schema's input side, before defaults and transforms). */
export type AnswerInputOf<G extends ApiGroup, O extends OptionOf<G>> = O extends keyof (typeof ANSWERS)[G]
  ? (typeof ANSWERS)[G][O] extends z.ZodType
    ? z.input<(typeof ANSWERS)[G][O]>
    : never
  : never;

/** Every failed answer: the closed set of codes, a message, and the field it names when there is one. */
export const apiFailureSchema = z.looseObject({
  success: z.literal(false),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string().min(1),
  field: z.string().optional(),
  reason: z.enum(ERROR_REASONS).optional(),
});
