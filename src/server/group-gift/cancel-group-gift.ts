import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../platform/api-error.ts';
import { loadGift, requireOpen } from './gift-row.ts';
import { payOutCardRefunds, refundPool } from './refund-pool.ts';

/**
 * Cancels an open pool and refunds everyone (decision 0258): by its organiser (cancel_group_gift) or by support (the
 * back office, which audits it). The refunds are written under the gift's lock; the provider's part follows the commit.
 */
export async function cancelGroupGift(deps: AppDeps, giftId: string, by: { memberId: number } | { staff: true }, now: Date) {
  const result = await deps.db.transaction(async (tx) => {
    const gift = await loadGift(tx, { id: giftId }, { lock: true });
    if ('memberId' in by && gift.organiser_id !== by.memberId)
      throw new ApiError('forbidden', 'id: only the organiser can cancel a group gift', { field: 'id' });
    if (gift.status !== 'open') requireOpen(gift, now);
    return refundPool(tx, gift, 'cancelled', now);
  });
  await payOutCardRefunds(deps.db, deps.adapters.payment ?? null, result.payouts, deps.logger, now);
  return { status: 'cancelled' as const, refunded: result.refunded };
}
