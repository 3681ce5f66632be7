import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulkGifts } from '../db/schema/index.ts';
import { BASE } from '../../shared/base-path.ts';

/** Where the cashier sends the buyer of a bulk gift batch back to (its progress page), or null for any other order. */
export async function bulkReturnPath(db: Db, orderId: number): Promise<string | null> {
  const [batch] = await db.select({ id: bulkGifts.id }).from(bulkGifts).where(eq(bulkGifts.order_id, orderId));
  return batch ? `${BASE}/business-gifts?id=${encodeURIComponent(batch.id)}&paid=1` : null;
}
