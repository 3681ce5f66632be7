import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { conflict, notFound } from '../platform/api-error.ts';
import { randomId } from '../platform/crypto.ts';
import { notify } from '../notification/notify.ts';
import { transferOrderGoods } from './gift-transfer.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';
import { withdrawLink } from './gift-state-of.ts';

const redeemed = () => conflict('This gift has already been redeemed, so it can no longer be taken back', undefined, 'already_redeemed');

/**
 * unsend_order: the sender takes a gift back before it is redeemed (decision 0210). A gift given to a member comes
 * back (its goods return with new codes, refused when the recipient used any; the recipient is told), a gift waiting
 * for a phone stops waiting, a scheduled gift is cancelled, and an unsent gift's link is withdrawn. In every case the
 * share id is replaced, so an old link stops working, and the order is the sender's unsent gift again. One
 * transaction under the order's row lock, with a guarded UPDATE on the state it saw: a redeem, a delivery or a
 * mark-used racing with it has exactly one winner.
 */
export async function unsendOrder(db: Db, memberId: number, orderId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!order || order.member_id !== memberId || order.payment_status === 'Basket') throw notFound('Order');
    if (order.order_status === 'Received') throw redeemed();
    if (order.payment_status !== 'Paid' || !['gift', '', 'Scheduled', 'Waiting', 'Gifted'].includes(order.order_status))
      throw conflict('Only a gift can be taken back', undefined, 'not_sent');

    const holder = order.order_status === 'Gifted' ? order.recipient_id : null;
    if (order.order_status === 'Gifted' && (holder === null || order.received_at !== null)) throw redeemed();
    if (holder !== null) {
      await transferOrderGoods(tx, order.id, holder, memberId, () =>
        conflict('The recipient has already used this gift, so it can no longer be taken back', undefined, 'already_redeemed'),
      );
    }
    const sameRecipient: SQL | undefined = holder === null ? isNull(orders.recipient_id) : eq(orders.recipient_id, holder);
    const updated = await tx
      .update(orders)
      .set({
        order_status: 'gift',
        recipient_id: null,
        gifted_at: null,
        received_at: null,
        opened_at: null,
        deliver_at: null,
        gift_recipient_id: null,
        gift_phone: null,
        gift_email: null,
        share_id: randomId(),
        taken_back_at: now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.order_status, order.order_status), sameRecipient))
      .returning({ id: orders.id });
    if (updated.length === 0) throw redeemed();
    // the old link says the sender took the gift back (decision 0241)
    await withdrawLink(tx, order, 'taken_back', now);
    if (holder !== null)
      await notify(tx, {
        memberId: holder,
        type: 'unsend_order',
        relatedId: order.id,
        event: 'giftTakenBack',
        params: { name: await memberLabelOf(tx, memberId) },
        now,
      });
    return { message: 'Your gift is back with you, ready to send again', order_id: order.id, order_status: 'gift' };
  });
}
