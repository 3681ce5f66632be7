import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { BASE } from '../../shared/base-path.ts';
import { giftEmails } from '../db/schema/index.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError, badInput } from '../platform/api-error.ts';
import { safeEqual } from '../platform/crypto.ts';
import { markBounced } from './gift-email-outbox.ts';

const bounceReport = z.object({
  message_id: z.string({ error: 'is required' }).min(3, 'must be a Message-ID').max(300, 'must be at most 300 characters'),
  reason: z.string().max(300, 'must be at most 300 characters').optional(),
});

const refuse = (c: { json: (b: unknown, s: 400 | 401 | 404) => Response }, status: 400 | 401 | 404, err: ApiError) =>
  c.json(err.toBody(), status);

/**
 * POST /UgiftWeb/mail/bounce (decision 0267): a provider reports that a message it accepted bounced later. The caller
 * proves itself with `Authorization: Bearer <EMAIL_WEBHOOK_SECRET>` (the route does not exist while that is unset).
 * The body names the message by the Message-ID the provider answered when it took it: `{ "message_id": "<…>",
 * "reason": "…" }`. The gift e-mail shows Bounced and its sender is told, once (a repeated report changes nothing).
 * An unknown Message-ID answers 200 `matched: false`, so the provider stops retrying.
 */
export function mountBounceWebhook(app: Hono, deps: AppDeps): void {
  app.post(`${BASE}/mail/bounce`, async (c) => {
    const secret = deps.config.email.webhookSecret;
    if (!secret) return refuse(c, 404, new ApiError('not_found', 'Not found'));
    const given = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
    if (!safeEqual(given, secret)) {
      deps.logger.warn({ ip: c.req.header('x-forwarded-for') ?? '' }, 'bounce webhook: wrong secret');
      return refuse(c, 401, new ApiError('unauthorized', 'A valid webhook secret is required'));
    }
    const parsed = bounceReport.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'message_id');
      return refuse(c, 400, badInput(field, issue?.message ?? 'is required'));
    }
    const now = deps.clock();
    const matched = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(giftEmails).where(eq(giftEmails.message_id, parsed.data.message_id)).for('no key update');
      if (!row) return false;
      await markBounced(tx, row, parsed.data.reason ?? 'reported by the provider', now);
      return true;
    });
    return c.json({ success: true, matched });
  });
}
