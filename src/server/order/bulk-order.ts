import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulkGifts } from '../db/schema/index.ts';

/**
 * The order status of a bulk gift batch's one order (decision 0270): fulfilment issues nothing for it, its value waits
 * in the batch's ledger account until src/server/bulk-gift issues each row's gift. Here, so that the order domain
 * needs nothing of bulk-gift (which builds on it).
 */
export const BULK_ORDER_STATUS = 'Bulk';

export type BulkGift = typeof bulkGifts.$inferSelect;

/** The batch an order pays for, if any. */
export async function batchOfOrder(tx: Db, orderId: number): Promise<BulkGift | null> {
  const [batch] = await tx.select().from(bulkGifts).where(eq(bulkGifts.order_id, orderId));
  return batch ?? null;
}
