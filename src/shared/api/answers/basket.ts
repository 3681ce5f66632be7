import { z } from 'zod';
import { cardElement } from './card-element.ts';
import { answer, inLanguages } from './answer-parts.ts';

/**
 * The answers of the basket group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
export const basketAnswers = {
  detail_basket: answer({
    table: z.object({
      id: z.string(),
      products: z.array(
        z.object({
          product_id: z.string(),
          image: z.string(),
          quantity: z.number(),
          unit_price: z.number(),
          unit_discount: z.number(),
          original_amount: z.number(),
          amount: z.number(),
          currency_code: z.string(),
          stock: z.number(),
          multiple_languages: inLanguages({
            product_name: z.string(),
          }),
          campaign_info: z
            .object({
              discount_mode: z.enum(['percent', 'amount']),
              discount_value: z.number(),
              discount_message: z.string(),
              multiple_languages: inLanguages({
                discount_message: z.string(),
              }),
            })
            .nullable(),
        }),
      ),
      giftcard_id: z.string(),
      giftcard_edit_parameter: z.array(cardElement),
      giftcard: z
        .object({
          id: z.string(),
          image: z.string(),
          image_thumbnail: z.string(),
          is_editable: z.string(),
          multiple_languages: inLanguages({
            name: z.string(),
            image: z.string(),
            image_thumbnail: z.string(),
          }),
        })
        .nullable(),
      sub_total: z.number(),
      total_discount: z.number(),
      /** the most uDollar may pay: every line but uDollar gift cards, after discount (decision 0243) */
      udollar_payable: z.number(),
      points: z.number(),
      udollar_id: z.string(),
      udollar_amount: z.number(),
      order_amount: z.number(),
      currency: z.string(),
      order_status: z.string(),
      billing_address: z.string(),
      count: z.number(),
    }),
  }),
  product_to_basket: answer({
    table: z.object({
      id: z.number(),
      products: z.array(
        z.object({
          product_id: z.number(),
          quantity: z.number(),
        }),
      ),
      giftcard_id: z.string(),
      giftcard_edit_parameter: z.array(cardElement),
      order_status: z.string(),
      currency: z.string(),
      country_id: z.number().nullable(),
    }),
    count: z.number(),
  }),
  giftcard_to_basket: answer({
    table: z.object({
      id: z.number(),
      products: z.array(
        z.object({
          product_id: z.number(),
          quantity: z.number(),
        }),
      ),
      giftcard_id: z.string(),
      giftcard_edit_parameter: z.array(cardElement),
      order_status: z.string(),
      currency: z.string(),
      country_id: z.number().nullable(),
    }),
    count: z.number(),
  }),
  remove_product: answer({}),
  remove_giftcard: answer({}),
  update_order_status: answer({
    table: z.object({
      id: z.number(),
      products: z.array(
        z.object({
          product_id: z.number(),
          quantity: z.number(),
        }),
      ),
      giftcard_id: z.string(),
      giftcard_edit_parameter: z.array(cardElement),
      order_status: z.string(),
      currency: z.string(),
      country_id: z.number().nullable(),
    }),
    count: z.number(),
  }),
  update_billing_address: answer({}),
  list_udollar_giftcards: answer({
    table: z.array(
      z.object({
        id: z.string(),
        udollar_balance: z.number(),
        udollar_orig_balance: z.number(),
        currency_code: z.string(),
        udollar_expire_date: z.string(),
      }),
    ),
  }),
  apply_udollar_giftcard: answer({
    udollar_amount: z.number(),
  }),
};
