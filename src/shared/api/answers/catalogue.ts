import { z } from 'zod';
import { cardElement } from './card-element.ts';
import { answer, inLanguages } from './answer-parts.ts';
import { campaignInfo, productSummary } from './product-summary.ts';

/**
 * The answers of the catalogue group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
export const catalogueAnswers = {
  list_category: answer({
    total: z.number(),
    table: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        image: z.string(),
        image_home: z.string(),
        colour_code: z.string(),
        multiple_languages: inLanguages({
          name: z.string(),
        }),
      }),
    ),
    country_id: z.number(),
  }),
  list_brand: answer({
    total: z.number(),
    table: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        image: z.string(),
        image_home: z.string(),
        colour_code: z.string(),
        multiple_languages: inLanguages({
          name: z.string(),
        }),
      }),
    ),
    country_id: z.number(),
  }),
  list_product: answer({
    total: z.number(),
    table: z.array(productSummary),
    limit: z.number(),
    offset: z.number(),
    has_more: z.boolean(),
    country_id: z.number(),
    currency_code: z.string(),
  }),
  detail_product: answer({
    table: z.object({
      id: z.number(),
      image: z.string(),
      multiple_languages: inLanguages({
        name: z.string(),
        description: z.string(),
        terms_and_conditions: z.string(),
        redeem_howto: z.string(),
      }),
      original_price: z.number(),
      discounted_price: z.number(),
      stock: z.number(),
      currency_code: z.string(),
      country_id: z.number(),
      product_images: z.array(
        z.object({
          image: z.string(),
        }),
      ),
      applicable_outlets: z.array(
        z.object({
          outlet_name: z.string(),
          address: z.string(),
          outlet_telno: z.string(),
          email: z.string(),
        }),
      ),
      brand: z
        .object({
          id: z.number(),
          image: z.string(),
          multiple_languages: inLanguages({
            name: z.string(),
          }),
        })
        .nullable(),
      category: z
        .object({
          id: z.number(),
          multiple_languages: inLanguages({
            name: z.string(),
          }),
        })
        .nullable(),
      giftcard_id: z.string(),
      giftcard_edit_parameter: z.array(cardElement),
      campaign_info: campaignInfo.nullable(),
      basket_quantity: z.number(),
    }),
  }),
  list_gift_intention: answer({
    table: z.array(
      z.object({
        id: z.number(),
        cf_content_label: z.string(),
        cf_content_value: z.string(),
        multiple_languages: inLanguages({
          name: z.string(),
        }),
      }),
    ),
  }),
  list_interest: answer({
    table: z.array(
      z.object({
        id: z.number(),
        cf_content_label: z.string(),
        cf_content_value: z.string(),
        multiple_languages: inLanguages({
          name: z.string(),
        }),
      }),
    ),
  }),
};
