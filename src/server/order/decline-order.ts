import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { conflict, notFound } from '../platform/api-error.ts';
import { randomId } from '../platform/crypto.ts';
import { notify } from '../notification/notify.ts';
import { transferOrderGoods } from './gift-transfer.ts';
import { giftRedeemed } from './gift-redeemed.ts';
import { isGiven } from './order-states.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';
import { withdrawLink } from './gift-state-of.ts';

const alreadyRedeemed = () =>
  conflict('This gift has already been redeemed, so it can no longer be declined', undefined, 'already_redeemed');

/**
 * decline_order: the recipient of a delivered gift that is not yet redeemed (decision 0210) gives it back. In one
 * transaction: the order row is locked, then the recipient's vouchers and cards (so a mark-used or a take-back racing
 * with it has exactly one winner); the goods go back to the sender with new codes (transferOrderGoods); the order is
 * the sender's unsent gift again, with a new share id so an old link stops working; the sender is told.
 * Anyone but the recipient is told the order does not exist.
 */
export async function declineOrder(db: Db, memberId: number, orderId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!order || order.recipient_id !== memberId || !isGiven(order)) throw notFound('Order');
    if (await giftRedeemed(tx, order, true)) throw alreadyRedeemed();
    const updated = await tx
      .update(orders)
      .set({
        order_status: 'gift',
        recipient_id: null,
        gifted_at: null,
        opened_at: null,
        received_at: null,
        share_id: randomId(),
        declined_at: now,
        declined_by: memberId,
      })
      .where(and(eq(orders.id, orderId), eq(orders.recipient_id, memberId), eq(orders.order_status, 'Gifted')))
      .returning({ id: orders.id });
    if (updated.length === 0) throw alreadyRedeemed();
    await withdrawLink(tx, order, 'declined', now);
    await transferOrderGoods(tx, orderId, memberId, order.member_id, alreadyRedeemed);
    const recipientName = await memberLabelOf(tx, memberId);
    await notify(tx, {
      memberId: order.member_id,
      type: 'decline_order',
      relatedId: orderId,
      event: 'giftDeclined',
      params: { name: recipientName },
      now,
    });
    return { message: 'You declined the gift. It went back to the sender.', order_id: orderId };
  });
}
