import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulkGifts } from '../db/schema/index.ts';
import { ApiError } from '../platform/api-error.ts';

/** The order status of a batch's one paid order (decision 0270): its value waits in the batch's ledger account. */
export const BULK_ORDER_STATUS = 'Bulk';

export type BulkGift = typeof bulkGifts.$inferSelect;

/** The batch an order pays for, if any. */
export async function batchOfOrder(tx: Db, orderId: number): Promise<BulkGift | null> {
  const [batch] = await tx.select().from(bulkGifts).where(eq(bulkGifts.order_id, orderId));
  return batch ?? null;
}

/** A batch of its buyer's: anyone else (another member, staff through the member API) gets "not found". */
export async function ownBatch(db: Db, memberId: number, id: string): Promise<BulkGift> {
  const [batch] = await db
    .select()
    .from(bulkGifts)
    .where(and(eq(bulkGifts.id, id), eq(bulkGifts.member_id, memberId)));
  if (!batch) throw new ApiError('not_found', 'Bulk gift not found');
  return batch;
}
