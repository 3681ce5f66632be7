import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftEmails, orders } from '../db/schema/index.ts';
import type { EmailLang } from '../email/email-words.ts';
import { rateLimited, takeAttempt } from '../platform/rate-limit.ts';
import { ensureShareId } from './share-id.ts';

/** Gifts to e-mail addresses a sender may send per day (each e-mail goes to a stranger's inbox under the shop's name). */
export const EMAIL_GIFT_LIMIT = 20;
const DAY_MS = 86_400_000;

/** Counts one e-mail gift against the sender's daily limit: the attempt's id, or 429 past the limit. */
export async function takeEmailGiftAttempt(db: Db, memberId: number, now: Date): Promise<number> {
  const id = await takeAttempt(db, `email-gift:${memberId}`, EMAIL_GIFT_LIMIT, DAY_MS, now);
  if (id === null) throw rateLimited(`You can send at most ${EMAIL_GIFT_LIMIT} gifts by e-mail a day. Please try again tomorrow.`);
  return id;
}

/**
 * A gift to an e-mail address (decision 0267): the order waits for whoever opens its link (Waiting, guarded UPDATE
 * from the states the caller expects), and one e-mail carrying the share link is queued in the same transaction.
 * Answers the queued e-mail's id (for sendQueuedGiftEmails after commit), or null when the order was not in those
 * states any more.
 */
export async function waitForEmail(
  tx: Db,
  order: { id: number },
  email: string,
  lang: EmailLang,
  from: readonly string[],
  now: Date,
): Promise<number | null> {
  const updated = await tx
    .update(orders)
    .set({ order_status: 'Waiting', gift_email: email, gift_phone: null, deliver_at: null, gift_recipient_id: null })
    .where(and(eq(orders.id, order.id), eq(orders.payment_status, 'Paid'), isNull(orders.recipient_id), inArray(orders.order_status, from)))
    .returning({ id: orders.id });
  if (updated.length === 0) return null;
  return queueGiftEmail(tx, order.id, email, await ensureShareId(tx, order.id), lang, now);
}

/** Queues one gift e-mail (the job sends it); earlier queued e-mails of the gift are cancelled. */
export async function queueGiftEmail(tx: Db, orderId: number, email: string, shareId: string, lang: EmailLang, now: Date): Promise<number> {
  await tx
    .update(giftEmails)
    .set({ status: 'cancelled' })
    .where(and(eq(giftEmails.order_id, orderId), eq(giftEmails.kind, 'gift'), eq(giftEmails.status, 'queued')));
  const [row] = await tx
    .insert(giftEmails)
    .values({ order_id: orderId, to_email: email, share_id: shareId, lang, next_attempt_at: now, created_at: now })
    .returning({ id: giftEmails.id });
  return row.id;
}
