import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupGiftContributions, groupGifts } from '../db/schema/index.ts';
import { groupGiftReturnPath } from './contribute.ts';

/** Where the cashier sends a contributor back to, and whether the pool still takes the payment (decision 0258). */
export async function contributionCashier(db: Db, contributionId: number): Promise<{ returnPath: string; open: boolean } | null> {
  const [row] = await db
    .select({ share: groupGifts.share_id, status: groupGifts.status })
    .from(groupGiftContributions)
    .innerJoin(groupGifts, eq(groupGifts.id, groupGiftContributions.group_gift_id))
    .where(eq(groupGiftContributions.id, contributionId));
  return row ? { returnPath: groupGiftReturnPath(row.share), open: row.status === 'open' } : null;
}
