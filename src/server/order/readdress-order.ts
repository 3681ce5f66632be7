import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftEmails, orders } from '../db/schema/index.ts';
import type { EmailLang } from '../email/email-words.ts';
import { conflict, notFound } from '../platform/api-error.ts';
import { randomId } from '../platform/crypto.ts';
import { canReaddress } from './email-delivery-view.ts';
import { queueGiftEmail } from './email-gift.ts';
import { withdrawLink } from './gift-state-of.ts';

/**
 * Sends a gift waiting for an e-mail address to another address (decision 0267): the sender correcting a bounced or
 * mistyped address, or support doing it for them. Allowed until someone opens the gift. The share id is replaced, so
 * the link of the first e-mail stops working (it says the gift went to another address); a queued e-mail to the old
 * address is cancelled and one to the new address is queued. Answers the queued e-mail's id, to send after commit.
 * `ownerId` null: support, for any member's gift.
 */
export async function readdressGift(
  db: Db,
  ownerId: number | null,
  orderId: number,
  email: string,
  lang: EmailLang | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!order || (ownerId !== null && order.member_id !== ownerId) || order.payment_status === 'Basket') throw notFound('Order');
    if (!canReaddress(order))
      throw conflict(
        order.opened_at
          ? 'This gift has already been opened, so its address can no longer be changed'
          : 'Only a gift sent by e-mail can be sent to another address',
        undefined,
        order.opened_at ? 'gift_opened' : 'not_sent',
      );
    const shareId = randomId();
    await tx.update(orders).set({ gift_email: email, share_id: shareId }).where(eq(orders.id, order.id));
    await withdrawLink(tx, order, 'readdressed', now);
    const [previous] = await tx
      .select({ lang: giftEmails.lang })
      .from(giftEmails)
      .where(and(eq(giftEmails.order_id, order.id), eq(giftEmails.kind, 'gift')))
      .orderBy(desc(giftEmails.id))
      .limit(1);
    const emailId = await queueGiftEmail(tx, order.id, email, shareId, lang ?? previous?.lang ?? 'eng', now);
    return { orderId: order.id, memberId: order.member_id, from: order.gift_email ?? '', to: email, emailId };
  });
}
