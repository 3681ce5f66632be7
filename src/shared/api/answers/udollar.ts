import { z } from 'zod';
import { answer } from './answer-parts.ts';

/**
 * The answers of the udollar group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
export const udollarAnswers = {
  history_udollar_giftcards: answer({
    table: z.array(
      z.object({
        ordered_date: z.string(),
        amount: z.number(),
        currency_code: z.string(),
        order_no: z.string(),
        order_id: z.number(),
        reason: z.string(),
      }),
    ),
    currency_code: z.string(),
    udollar_balance: z.number(),
    udollar_orig_balance: z.number(),
  }),
  list_udollar_giftcards: answer({
    table: z.array(
      z.object({
        id: z.string(),
        currency_code: z.string(),
        udollar_balance: z.number(),
        udollar_orig_balance: z.number(),
        udollar_expire_date: z.string(),
        order_date: z.string(),
        order_no: z.string(),
        is_expired: z.boolean(),
      }),
    ),
  }),
};
