import { z } from 'zod';
import { answer, inLanguages } from './answer-parts.ts';

/**
 * The answers of the frontend group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
export const frontendAnswers = {
  list_popup: answer({
    table: z.array(
      z.object({
        id: z.number(),
        image: z.string(),
        linkage_type: z.string(),
        linkage_detail: z.string(),
        linkage_info: z.object({
          name: z.string(),
          description: z.string(),
        }),
        multiple_languages: inLanguages({
          name: z.string(),
          description: z.string(),
          image: z.string(),
        }),
        popup_type: z.string(),
      }),
    ),
    country_id: z.number(),
  }),
  list_banner: answer({
    table: z.array(
      z.object({
        id: z.number(),
        image: z.string(),
        linkage_type: z.string(),
        linkage_detail: z.string(),
        linkage_info: z.object({
          name: z.string(),
          description: z.string(),
        }),
        multiple_languages: inLanguages({
          name: z.string(),
          description: z.string(),
          image: z.string(),
        }),
      }),
    ),
    country_id: z.number(),
  }),
  mark_not_show_again: answer({}),
};
