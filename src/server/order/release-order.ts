import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderLines, orders } from '../db/schema/index.ts';
import { releaseUdollar } from '../value/udollar.ts';
import { returnStock } from './product-stock.ts';
import { restoreHeldGift } from './dearer-swap.ts';

/**
 * Cancels a Pending order and gives back what its reservation took: each line's stock and any uDollar debit
 * (credited back through the ledger). Run inside a transaction; answers false when the order was not Pending
 * (already paid, cancelled or released by someone else), so a replay changes nothing twice.
 */
export async function releaseOrder(tx: Db, orderId: number, now: Date): Promise<boolean> {
  const released = await tx
    .update(orders)
    .set({ payment_status: 'Cancelled', cancelled_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.payment_status, 'Pending')))
    .returning({ id: orders.id, udollar_card_id: orders.udollar_card_id, udollar_amount: orders.udollar_amount });
  const order = released[0];
  if (!order) return false;
  const lines = await tx
    .select({ product_id: orderLines.product_id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.order_id, orderId));
  await returnStock(
    tx,
    lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
  );
  if (order.udollar_card_id && order.udollar_amount > 0) {
    await releaseUdollar(tx, { cardId: order.udollar_card_id, orderId, amount: order.udollar_amount }, now);
  }
  // a dearer swap left unpaid: the gift it held is its recipient's again (decision 0265)
  await restoreHeldGift(tx, orderId, now);
  return true;
}
