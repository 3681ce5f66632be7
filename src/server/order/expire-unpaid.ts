import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { releaseOrder } from './release-order.ts';

/** An order reserved but not paid for this long is cancelled and gives its stock and uDollar back. */
export const UNPAID_ORDER_TTL_MS = 30 * 60_000;

/** Cancels every Pending order reserved more than 30 minutes ago, each in its own transaction. Answers how many. */
export async function expireUnpaidOrders(db: Db, now: Date, batch = 200): Promise<number> {
  const cutoff = new Date(now.getTime() - UNPAID_ORDER_TTL_MS);
  const due = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.payment_status, 'Pending'), lt(orders.reserved_at, cutoff)))
    .orderBy(asc(orders.reserved_at)).limit(batch);
  let released = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => releaseOrder(tx, id, now))) released++;
  }
  return released;
}
