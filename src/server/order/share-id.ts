import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { randomId } from '../platform/crypto.ts';

/**
 * The order's share id (128 random bits), created the first time a share link is needed.
 * Only the first writer sets it, so concurrent callers end with the same id.
 */
export async function ensureShareId(db: Db, orderId: number): Promise<string> {
  await db
    .update(orders)
    .set({ share_id: randomId() })
    .where(and(eq(orders.id, orderId), isNull(orders.share_id)));
  const [row] = await db.select({ share_id: orders.share_id }).from(orders).where(eq(orders.id, orderId));
  if (!row?.share_id) throw new Error(`order ${orderId} has no share id`);
  return row.share_id;
}
