import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { orders } from '../db/schema/index.ts';
import { conflict, notFound } from '../platform/api-error.ts';
import { releaseOrder } from './release-order.ts';

/** cancel_order: the owner cancels an order still waiting for payment; its stock and uDollar are given back. */
export async function cancelOrder(db: Db, memberId: number, orderId: number, now: Date) {
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({ member_id: orders.member_id, payment_status: orders.payment_status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('no key update');
    if (!order || order.member_id !== memberId || order.payment_status === 'Basket') throw notFound('Order');
    if (order.payment_status !== 'Pending') throw conflict('Only an order waiting for payment can be cancelled');
    if (!(await releaseOrder(tx, orderId, now))) throw conflict('Only an order waiting for payment can be cancelled');
    return { message: 'Order Cancelled' };
  });
}
