import { z } from 'zod';
import { answer } from './answer-parts.ts';

/**
 * The answers of the notification group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
export const notificationAnswers = {
  list_notification: answer({
    table: z.array(
      z.object({
        id: z.number(),
        type: z.string(),
        related_id: z.string(),
        message: z.string(),
        event: z.string(),
        params: z.record(
          z.string(),
          z.union([z.string(), z.number(), z.object({ en: z.string(), cn: z.string().optional(), jp: z.string().optional() })]),
        ),
        image: z.string(),
        is_read: z.string(),
        created_date: z.string(),
      }),
    ),
    total: z.number(),
    unread_count: z.number(),
    limit: z.number(),
    offset: z.number(),
  }),
  read_notification: answer({
    unread_count: z.number(),
  }),
};
