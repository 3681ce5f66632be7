import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';

/**
 * Records the first time a gift is opened by someone other than its sender; later opens change nothing (a guarded
 * update, so two opens at once keep the first). Answers the time the order now shows as opened.
 */
export async function markOpened(db: Db, orderId: number, now: Date): Promise<Date> {
  const updated = await db
    .update(orders)
    .set({ opened_at: now })
    .where(and(eq(orders.id, orderId), isNull(orders.opened_at)))
    .returning({ at: orders.opened_at });
  if (updated[0]?.at) return updated[0].at;
  const [row] = await db.select({ at: orders.opened_at }).from(orders).where(eq(orders.id, orderId));
  return row?.at ?? now;
}
