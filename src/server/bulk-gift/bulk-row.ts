import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulkGifts } from '../db/schema/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { BulkGift } from '../order/bulk-order.ts';

export { BULK_ORDER_STATUS, type BulkGift } from '../order/bulk-order.ts';

/** A batch of its buyer's: anyone else (another member, staff through the member API) gets "not found". */
export async function ownBatch(db: Db, memberId: number, id: string): Promise<BulkGift> {
  const [batch] = await db
    .select()
    .from(bulkGifts)
    .where(and(eq(bulkGifts.id, id), eq(bulkGifts.member_id, memberId)));
  if (!batch) throw new ApiError('not_found', 'Bulk gift not found');
  return batch;
}
