import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../platform/api-error.ts';
import { notify } from '../notification/notify.ts';
import { isGiven } from './order-states.ts';
import { transferOrderGoods } from './gift-transfer.ts';
import { refuseExpiredGift } from './gift-expiry.ts';
import { findSharedOrder } from './shared-order.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';

/**
 * redeem_order: a member other than the sender takes the gift behind a share link, once. The order becomes
 * Received with the redeemer as recipient, its vouchers move to the redeemer's wallet and the sender is notified.
 */
export async function redeemOrder(db: Db, memberId: number, shareId: string, ip: string, now: Date) {
  // looked up outside the transaction so that a miss is counted against the caller even though we refuse
  const found = await findSharedOrder(db, shareId, ip, now);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('no key update');
    // taken back meanwhile (a new share id), or scheduled for later: the link does not redeem it (decision 0210)
    if (order.share_id !== shareId || order.order_status === 'Scheduled') throw notFound('Gift');
    if (order.member_id === memberId) throw forbidden('You cannot redeem a gift you sent');
    if (isGiven(order) || order.recipient_id !== null) {
      throw conflict(
        order.recipient_id === memberId ? 'You have already redeemed this gift' : 'This gift has already been redeemed by someone else',
        undefined,
        'already_redeemed',
      );
    }
    // a share link opened after the gift expired: its value stays with the sender (decision 0262)
    await refuseExpiredGift(tx, order.id, now);
    const updated = await tx
      .update(orders)
      .set({ order_status: 'Received', recipient_id: memberId, gifted_at: order.gifted_at ?? now, received_at: now })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.payment_status, 'Paid'),
          isNull(orders.recipient_id),
          sql`${orders.order_status} not in ('Self-Use', 'Gifted', 'Received', 'Scheduled')`,
          eq(orders.share_id, shareId),
        ),
      )
      .returning({ id: orders.id });
    if (updated.length === 0) throw conflict('This gift has already been redeemed by someone else', undefined, 'already_redeemed');
    await transferOrderGoods(tx, order.id, order.member_id, memberId);
    const redeemerName = await memberLabelOf(tx, memberId);
    await notify(tx, {
      memberId: order.member_id,
      type: 'redeem_order',
      relatedId: order.id,
      event: 'giftRedeemed',
      params: { name: redeemerName },
      now,
    });
    return { message: 'Gift redeemed. You will find the vouchers in your wallet.', order_id: order.id };
  });
}
