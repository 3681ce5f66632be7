import type { Logger } from 'pino';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { hexDecodeUtf8 } from '../../shared/card-elements.ts';
import type { Db } from '../db/client.ts';
import { giftEmails, orders, type OutboxEmailKind } from '../db/schema/index.ts';
import { notify } from '../notification/notify.ts';
import { type EmailAdapter, type EmailMessage, EmailRejected } from '../platform/adapters.ts';
import { cardOf, defaultCard } from './order-view.ts';
import { giftShareLink } from './phone-gift.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';
import { giftEmail } from '../email/gift-email.ts';
import { accountMessageOf } from './account-emails.ts';

/** What sending gift e-mails needs from the app. */
export interface GiftEmailDeps {
  email: EmailAdapter;
  baseUrl: string;
  logger?: Logger;
}

/** An e-mail is tried at most this many times; after the last passing failure it shows Bounced. */
export const EMAIL_ATTEMPTS = 6;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** The wait before the next try after `attempts` failed ones: 1, 2, 4, 8 … minutes, at most an hour (decision 0267). */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

const absolute = (baseUrl: string, url: string) =>
  url === '' || /^https?:\/\//.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;

type Row = typeof giftEmails.$inferSelect;

/**
 * The e-mail of a queued row, or null when it is no longer wanted (cancel it): a gift that no longer waits for that
 * address with that link; a receipt or refund note (decision 0263) whose member turned them off.
 */
async function messageOf(tx: Db, row: Row, baseUrl: string): Promise<EmailMessage | null> {
  if (row.kind !== 'gift') return accountMessageOf(tx, row, baseUrl);
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.order_id));
  if (!row.share_id || order?.order_status !== 'Waiting' || order.share_id !== row.share_id || order.gift_email !== row.to_email)
    return null;
  const chosen = await cardOf(tx, order.giftcard_id, order.giftcard_edit_parameter);
  const card = chosen.giftcard_image ? chosen : await defaultCard(tx, order.country_id);
  const message = chosen.giftcard_edit_parameter
    .filter((e) => e.type === 'message')
    .map((e) => hexDecodeUtf8(e.content).trim())
    .filter(Boolean)
    .join('\n\n');
  return giftEmail({
    to: row.to_email,
    lang: row.lang,
    sender: (await memberLabelOf(tx, order.member_id)) || 'A Ugift member',
    cardImage: absolute(baseUrl, card.giftcard_image),
    message,
    link: giftShareLink(baseUrl, row.share_id),
  });
}

/**
 * The e-mail bounced: it shows Bounced. A gift's sender is told, who may correct the address (decision 0267); a
 * bounced receipt or refund note tells nobody (the member sees the order in the app; decision 0263).
 */
export async function markBounced(
  tx: Db,
  row: { id: number; order_id: number; to_email: string; kind: OutboxEmailKind },
  reason: string,
  now: Date,
) {
  const updated = await tx
    .update(giftEmails)
    .set({ status: 'bounced', bounced_at: now, last_error: reason.slice(0, 300) })
    .where(and(eq(giftEmails.id, row.id), inArray(giftEmails.status, ['queued', 'sent'])))
    .returning({ id: giftEmails.id });
  if (updated.length === 0) return false;
  if (row.kind !== 'gift') return true;
  const [order] = await tx.select({ member_id: orders.member_id }).from(orders).where(eq(orders.id, row.order_id));
  if (order)
    await notify(tx, {
      memberId: order.member_id,
      type: 'send_order',
      relatedId: row.order_id,
      event: 'giftEmailBounced',
      params: { email: row.to_email },
      now,
    });
  return true;
}

/**
 * Sends due e-mails of the outbox, gift e-mails and the buyers' receipts and refund notes (decision 0263): those
 * `ids` right after the transaction that queued them committed, or every due one (the job). Each row is locked while it is sent (skip locked), so two servers never send it twice; the job itself runs on
 * one server at a time (its lease). An SMTP 5xx marks it Bounced at once; any other failure waits retryDelayMs and
 * tries again, EMAIL_ATTEMPTS times in all. At least once: a crash after the provider took it and before the row was
 * marked sends it again.
 */
export async function sendQueuedGiftEmails(db: Db, deps: GiftEmailDeps, now: Date, ids?: number[]): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(giftEmails)
        .where(and(eq(giftEmails.status, 'queued'), lte(giftEmails.next_attempt_at, now), ids ? inArray(giftEmails.id, ids) : undefined))
        .orderBy(giftEmails.id)
        .limit(20)
        .for('no key update', { skipLocked: true });
      for (const row of due) {
        const mail = await messageOf(tx, row, deps.baseUrl);
        if (!mail) {
          await tx.update(giftEmails).set({ status: 'cancelled' }).where(eq(giftEmails.id, row.id));
          continue;
        }
        const attempts = row.attempts + 1;
        try {
          const receipt = await deps.email.send(mail);
          await tx
            .update(giftEmails)
            .set({ status: 'sent', sent_at: now, attempts, message_id: receipt.messageId, last_error: null })
            .where(eq(giftEmails.id, row.id));
          sent++;
        } catch (err) {
          const reason = String((err as Error).message ?? err);
          deps.logger?.warn({ err, orderId: row.order_id, attempts }, 'gift e-mail not sent');
          await tx.update(giftEmails).set({ attempts }).where(eq(giftEmails.id, row.id));
          if (err instanceof EmailRejected || attempts >= EMAIL_ATTEMPTS) await markBounced(tx, row, reason, now);
          else
            await tx
              .update(giftEmails)
              .set({ next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)), last_error: reason.slice(0, 300) })
              .where(eq(giftEmails.id, row.id));
        }
      }
      return due.length;
    });
    if (batch < 20 || ids) return sent;
  }
}
