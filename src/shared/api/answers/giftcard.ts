import { z } from 'zod';
import { cardElement } from './card-element.ts';
import { answer, inLanguages } from './answer-parts.ts';

/**
 * The answers of the giftcard group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
export const giftcardAnswers = {
  list_giftcard: answer({
    total: z.number(),
    table: z.array(
      z.object({
        id: z.number(),
        name: z.string().optional(),
        image: z.string().optional(),
        image_thumbnail: z.string().optional(),
        is_editable: z.string().optional(),
        edit_parameter: z.array(cardElement).optional(),
        multiple_languages: inLanguages({
          name: z.string(),
        }),
        category_id: z.number(),
        category_name: z.string(),
        category_languages: z
          .object({
            en: z.object({
              name: z.string(),
            }),
            cn: z.object({
              name: z.string(),
            }),
            jp: z.object({
              name: z.string(),
            }),
          })
          .optional(),
        giftcards: z
          .array(
            z.object({
              id: z.number(),
              name: z.string(),
              image: z.string(),
              image_thumbnail: z.string(),
              is_editable: z.string(),
              edit_parameter: z.array(cardElement),
              multiple_languages: inLanguages({
                name: z.string(),
              }),
              category_id: z.number(),
              category_name: z.string(),
              category_languages: inLanguages({
                name: z.string(),
              }),
            }),
          )
          .optional(),
      }),
    ),
    country_id: z.number(),
  }),
  detail_giftcard: answer({
    table: z.object({
      id: z.number(),
      name: z.string(),
      image: z.string(),
      image_thumbnail: z.string(),
      is_editable: z.string(),
      edit_parameter: z.array(cardElement),
      multiple_languages: inLanguages({
        name: z.string(),
      }),
      category_id: z.number(),
      category_name: z.string(),
      category_languages: inLanguages({
        name: z.string(),
      }),
      related_products: z.array(
        z.object({
          id: z.number(),
          image: z.string(),
          name: z.string(),
          multiple_languages: inLanguages({
            name: z.string(),
          }),
          original_price: z.number(),
          discounted_price: z.number(),
          stock: z.number(),
          currency_code: z.string(),
          is_recommended: z.boolean(),
          brand_id: z.number(),
          category_id: z.number(),
          campaign_info: z
            .object({
              campaign_id: z.number(),
              discount_mode: z.enum(['percent', 'amount']),
              discount_value: z.number(),
              discounted_price: z.number(),
              discount_message: z.string(),
              multiple_languages: inLanguages({
                name: z.string(),
                discount_message: z.string(),
              }),
            })
            .nullable(),
        }),
      ),
    }),
    country_id: z.number(),
  }),
  list_music: answer({
    table: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        url: z.string(),
        duration_ms: z.number(),
      }),
    ),
    default_music_id: z.number().optional(),
  }),
};
