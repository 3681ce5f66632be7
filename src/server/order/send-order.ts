import { memberLabel } from '../../shared/masked-phone.ts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { friendships, members, orders } from '../db/schema/index.ts';
import { ApiError, badInput, conflict, notFound } from '../platform/api-error.ts';
import { notify } from '../notification/notify.ts';
import { GIVEN_STATUSES } from './order-states.ts';
import { transferOrderGoods } from './gift-transfer.ts';

export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ id: friendships.id })
    .from(friendships)
    .where(
      and(
        eq(friendships.status, 'Accepted'),
        or(
          and(eq(friendships.requester_id, a), eq(friendships.addressee_id, b)),
          and(eq(friendships.requester_id, b), eq(friendships.addressee_id, a)),
        ),
      ),
    );
  return rows.length > 0;
}

/**
 * send_order: the owner gives a paid order to a friend. The order becomes Gifted with the recipient, its vouchers
 * move to the recipient's wallet and the recipient is notified, all in one transaction.
 */
export async function sendOrder(db: Db, memberId: number, orderId: number, recipientId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.member_id !== memberId || order.payment_status === 'Basket') throw notFound('Order');
    if (order.payment_status !== 'Paid') throw conflict('Only a paid order can be sent to a friend');
    if (order.order_status === 'Self-Use') throw conflict('This order was bought for yourself and cannot be sent');
    if (order.recipient_id !== null || (GIVEN_STATUSES as readonly string[]).includes(order.order_status))
      throw conflict('This order has already been given', undefined, 'already_given');
    if (recipientId === memberId) throw badInput('recipient_id', 'must be a friend, not yourself');
    const [recipient] = await tx.select({ id: members.id, name: members.name }).from(members).where(eq(members.id, recipientId));
    if (!recipient || !(await areFriends(tx, memberId, recipientId))) {
      throw new ApiError('forbidden', 'recipient_id: must be one of your friends', { field: 'recipient_id' });
    }
    const updated = await tx
      .update(orders)
      .set({ order_status: 'Gifted', recipient_id: recipientId, gifted_at: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.payment_status, 'Paid'),
          isNull(orders.recipient_id),
          sql`${orders.order_status} not in ('Self-Use', 'Gifted', 'Received')`,
        ),
      )
      .returning({ id: orders.id });
    if (updated.length === 0) throw conflict('This order has already been given', undefined, 'already_given');
    await transferOrderGoods(tx, orderId, memberId, recipientId);
    const [sender] = await tx
      .select({ name: members.name, phone_prefix: members.phone_prefix, phone_number: members.phone_number })
      .from(members)
      .where(eq(members.id, memberId));
    await notify(tx, {
      memberId: recipientId,
      type: 'send_order',
      relatedId: orderId,
      event: 'giftReceived',
      params: { name: sender ? memberLabel(sender) : '' },
      now,
    });
    return { message: `Your gift was sent to ${recipient.name}`, recipient_name: recipient.name };
  });
}
