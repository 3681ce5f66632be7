import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';

/**
 * Records the first time a gift is opened by someone other than its sender; later opens change nothing (a guarded
 * update, so two opens at once keep the first). Answers the time the order now shows as opened. `still` is what the
 * opener saw that made it theirs to open (its recipient, or its share id): when the sender sent the gift elsewhere
 * meanwhile (decision 0269) nothing is recorded and the answer is null, so the open is refused instead of counting for
 * the new recipient.
 */
export async function markOpened(db: Db, orderId: number, now: Date, still?: SQL): Promise<Date | null> {
  const updated = await db
    .update(orders)
    .set({ opened_at: now })
    .where(and(eq(orders.id, orderId), isNull(orders.opened_at), still))
    .returning({ at: orders.opened_at });
  if (updated[0]?.at) return updated[0].at;
  const [row] = await db
    .select({ at: orders.opened_at })
    .from(orders)
    .where(and(eq(orders.id, orderId), still));
  return row ? (row.at ?? now) : null;
}
