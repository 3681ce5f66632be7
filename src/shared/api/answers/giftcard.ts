import { z } from 'zod';
import { cardElement } from './card-element.ts';
import { productSummary } from './product-summary.ts';
import { answer, inLanguages } from './answer-parts.ts';

/**
 * The answers of the giftcard group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
/** A card design as the answers carry it: is_editable 'Yes' / 'No' (spec), names in every language. */
const giftcardDesign = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  image_thumbnail: z.string(),
  is_editable: z.enum(['Yes', 'No']),
  edit_parameter: z.array(cardElement),
  /** the name, and the art painted in each language (decision 0243) */
  multiple_languages: inLanguages({
    name: z.string(),
    image: z.string(),
    image_thumbnail: z.string(),
  }),
  category_id: z.number(),
  category_name: z.string(),
  category_languages: inLanguages({
    name: z.string(),
  }),
});

/** A category of designs with its designs (list_giftcard with group_by_categories). */
const giftcardGroup = z.object({
  id: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  multiple_languages: inLanguages({
    name: z.string(),
  }),
  giftcards: z.array(giftcardDesign),
});

export const giftcardAnswers = {
  // a flat list of designs, or with group_by_categories the designs grouped by their category
  list_giftcard: answer({
    total: z.number(),
    table: z.union([z.array(giftcardDesign), z.array(giftcardGroup)]),
    country_id: z.number(),
  }),
  detail_giftcard: answer({
    table: giftcardDesign.extend({
      related_products: z.array(productSummary),
    }),
    country_id: z.number(),
  }),
  list_music: answer({
    table: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        url: z.string(),
        multiple_languages: inLanguages({ name: z.string() }),
        duration_ms: z.number(),
      }),
    ),
    default_music_id: z.number().optional(),
  }),
};
