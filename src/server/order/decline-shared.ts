import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { conflict, notFound } from '../platform/api-error.ts';
import { randomId } from '../platform/crypto.ts';
import { notify } from '../notification/notify.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';
import { withdrawLink } from './gift-state-of.ts';

/** The states in which a gift's link may still be redeemed, and so declined. */
const OPEN_STATES = ['gift', '', 'Waiting'];

/**
 * decline_shared_order: the member holding a gift's link says no before redeeming it (decision 0241). Under the
 * order's row lock: the gift stops waiting for a phone if it was, its link stops working (recorded as declined, so the
 * link says so), and it is the sender's unsent gift again, marked declined by that member; the sender is told. Nothing
 * changed hands, so no goods move. The sender cannot decline their own gift; a given or scheduled gift's link shows
 * nothing to decline.
 */
export async function declineSharedOrder(db: Db, memberId: number, shareId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.share_id, shareId)).for('no key update');
    if (order?.payment_status !== 'Paid' || !OPEN_STATES.includes(order.order_status)) throw notFound('Gift');
    if (order.member_id === memberId) throw conflict('You sent this gift: take it back from its order instead', undefined, 'not_sent');
    const updated = await tx
      .update(orders)
      .set({ order_status: 'gift', gift_phone: null, gift_email: null, share_id: randomId(), declined_at: now, declined_by: memberId })
      .where(and(eq(orders.id, order.id), eq(orders.share_id, shareId), inArray(orders.order_status, OPEN_STATES)))
      .returning({ id: orders.id });
    if (updated.length === 0) throw notFound('Gift');
    await withdrawLink(tx, order, 'declined', now);
    await notify(tx, {
      memberId: order.member_id,
      type: 'decline_order',
      relatedId: order.id,
      event: 'giftDeclined',
      params: { name: await memberLabelOf(tx, memberId) },
      now,
    });
    return { message: 'You declined the gift. The sender has been told.' };
  });
}
