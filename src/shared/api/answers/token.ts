import { z } from 'zod';
import { answer } from './answer-parts.ts';

/**
 * The answers of the token group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
export const tokenAnswers = {
  get_api_token: answer({
    api_token: z.string(),
    api_token_expiry: z.number(),
  }),
  track_link: answer({}),
};
