import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, payments } from '../db/schema/index.ts';
import { releaseOrder } from './release-order.ts';
import { inTransaction } from '../db/transaction.ts';

/** An order reserved but not paid for this long is cancelled and gives its stock and uDollar back. */
export const UNPAID_ORDER_TTL_MS = 30 * 60_000;

/**
 * An order with a cashier session opened less than this long ago is not expired yet: a provider session can still
 * be paid until it lapses (Stripe: ~31 minutes, the sandbox: 31 minutes), so the order outlives every open session
 * (docs/decisions/0080). get_cashier_url refuses an order past its reservation time, so no session outlives this.
 */
export const OPEN_CASHIER_GRACE_MS = 35 * 60_000;

/**
 * Cancels every Pending order reserved more than 30 minutes ago and without a cashier session opened in the last
 * 35 minutes, each in its own transaction. Answers how many.
 */
export async function expireUnpaidOrders(db: Db, now: Date, batch = 200): Promise<number> {
  const cutoff = new Date(now.getTime() - UNPAID_ORDER_TTL_MS);
  const sessionCutoff = new Date(now.getTime() - OPEN_CASHIER_GRACE_MS);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.payment_status, 'Pending'),
        lt(orders.reserved_at, cutoff),
        sql`not exists (select 1 from ${payments} where ${payments.order_id} = ${orders.id} and ${payments.status} = 'created' and ${payments.created_at} > ${sessionCutoff.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(orders.reserved_at))
    .limit(batch);
  let released = 0;
  for (const { id } of due) {
    if (await inTransaction(db, (tx) => releaseOrder(tx, id, now))) released++;
  }
  return released;
}
