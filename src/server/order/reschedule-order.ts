import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { conflict, notFound } from '../platform/api-error.ts';
import { checkDeliverAt, deliverDate } from './deliver-gift.ts';
import { checkDeliverBeforeExpiry } from './gift-expiry.ts';

/** reschedule_order: the sender moves a Scheduled gift's delivery time, while it is still scheduled. */
export async function rescheduleOrder(db: Db, memberId: number, orderId: number, seconds: number, now: Date) {
  const deliverAt = checkDeliverAt(seconds, now);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!order || order.member_id !== memberId || order.payment_status === 'Basket') throw notFound('Order');
    if (order.order_status === 'Scheduled') await checkDeliverBeforeExpiry(tx, orderId, deliverAt);
    const updated = await tx
      .update(orders)
      .set({ deliver_at: deliverAt })
      .where(and(eq(orders.id, orderId), eq(orders.order_status, 'Scheduled')))
      .returning({ id: orders.id });
    if (updated.length === 0) throw conflict('This gift is not scheduled (it may have been delivered already)', undefined, 'not_scheduled');
    return {
      message: `Your gift is now scheduled for ${deliverDate(deliverAt)}`,
      order_id: orderId,
      deliver_at: Math.floor(deliverAt.getTime() / 1000),
      deliver_date: deliverDate(deliverAt),
    };
  });
}
