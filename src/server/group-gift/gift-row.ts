import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupGiftContributions, groupGifts } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows-of.ts';
import { formatMoney } from '../../shared/money.ts';
import { badInput, notFound } from '../platform/api-error.ts';

export type GiftRow = typeof groupGifts.$inferSelect;

/**
 * A card contribution holds its part of the pool while its contributor is at the cashier (decision 0258), so that
 * fifty people paying at once never pay for more than the target. A payment that arrives after the hold is still
 * taken while the pool is open (the part over the target goes to the organiser as uDollar), and refunded otherwise.
 */
export const CASHIER_HOLD_MS = 30 * 60_000;

export interface GiftRef {
  id?: string;
  share_id?: string;
}

/** One group gift by its id or share id; `lock` takes its row lock (every change to a pool runs under it). */
export async function loadGift(tx: Db, ref: GiftRef, opts: { lock?: boolean } = {}): Promise<GiftRow> {
  const where = ref.id !== undefined ? eq(groupGifts.id, ref.id) : eq(groupGifts.share_id, ref.share_id ?? '');
  const q = tx.select().from(groupGifts).where(where);
  const [gift] = opts.lock ? await q.for('no key update') : await q;
  if (!gift) throw notFound('Group gift');
  return gift;
}

/** What card contributions still at the cashier hold of the pool. */
export async function heldAtCashier(tx: Db, giftId: string, now: Date): Promise<number> {
  const [row] = rowsOf<{ held: string | number | null }>(
    await tx.execute(sql`select coalesce(sum(amount), 0) as held from ${groupGiftContributions}
      where group_gift_id = ${giftId} and status = 'pending'
        and created_at > ${new Date(now.getTime() - CASHIER_HOLD_MS).toISOString()}::timestamptz`),
  );
  return Number(row?.held ?? 0);
}

/** What a new contribution may take now: the target less what is paid and what is held at the cashier. */
export async function leftOf(tx: Db, gift: GiftRow, now: Date): Promise<number> {
  if (gift.status !== 'open') return 0;
  return Math.max(0, gift.target - gift.paid - (await heldAtCashier(tx, gift.id, now)));
}

/** Refuses a change to a pool that is no longer open, or past its deadline: 409 naming why. */
export function requireOpen(gift: GiftRow, now: Date): void {
  if (gift.status === 'funded') throw closed('This group gift is already fully funded', 'group_gift_funded');
  if (gift.status === 'cancelled') throw closed('This group gift was cancelled', 'group_gift_closed');
  if (gift.status === 'expired' || gift.deadline.getTime() <= now.getTime())
    throw closed('This group gift is past its deadline', 'group_gift_closed');
}

import { ApiError } from '../platform/api-error.ts';
import type { ErrorReason } from '../../shared/api/error-codes.ts';

const closed = (message: string, reason: ErrorReason) => new ApiError('conflict', message, { field: 'id', reason });

/** The amount a new contribution takes: a share (or what is left of it), or a free amount within what is left. */
export function contributionAmount(gift: GiftRow, left: number, asked: number | undefined): number {
  if (left <= 0)
    throw new ApiError('conflict', 'Nothing is left to pay in this group gift', { field: 'amount', reason: 'group_gift_funded' });
  if (gift.mode === 'shares') {
    const share = gift.share_amount ?? left;
    if (asked !== undefined && asked !== share && asked !== Math.min(share, left))
      throw badInput('amount', `must be the share, ${formatMoney(Math.min(share, left), gift.currency_code)}`);
    return Math.min(share, left);
  }
  if (asked === undefined) throw badInput('amount', 'is required for a free amount');
  const minimum = Math.min(gift.min_amount ?? 1, left);
  if (asked < minimum) throw badInput('amount', `must be at least ${formatMoney(minimum, gift.currency_code)}`);
  if (asked > left) throw badInput('amount', `must be at most what is left, ${formatMoney(left, gift.currency_code)}`);
  return asked;
}

/** Whether the member already paid into the pool (or holds a part of it at the cashier). */
export async function hasContributed(tx: Db, giftId: string, memberId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: groupGiftContributions.id })
    .from(groupGiftContributions)
    .where(
      and(
        eq(groupGiftContributions.group_gift_id, giftId),
        eq(groupGiftContributions.member_id, memberId),
        eq(groupGiftContributions.status, 'paid'),
        gt(groupGiftContributions.amount, 0),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
