import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { evouchers, redemptions, udollarCards } from '../db/schema/index.ts';

export interface GivenOrder {
  id: number;
  order_status: string;
  recipient_id: number | null;
}

/**
 * Whether a given gift counts as redeemed (decision 0210): taken through its link (Received), or its recipient used a
 * voucher (Used, or partly spent at a counter: it has redemptions) or spent from its uDollar card.
 * With `lock`, the recipient's vouchers and cards of the order are locked first (SELECT ... FOR UPDATE, in id order as
 * transferOrderGoods takes them), so a mark-used or a counter redemption either finished before or waits for the caller.
 */
export async function giftRedeemed(db: Db, order: GivenOrder, lock = false): Promise<boolean> {
  if (order.order_status === 'Received') return true;
  if (order.recipient_id === null) return false;
  const owned = and(eq(evouchers.order_id, order.id), eq(evouchers.owner_member_id, order.recipient_id));
  const voucherQuery = db.select({ id: evouchers.id, status: evouchers.status }).from(evouchers).where(owned).orderBy(evouchers.id);
  const vouchers = lock ? await voucherQuery.for('no key update') : await voucherQuery;
  // a gift its recipient swapped (decision 0265) is theirs as surely as one they used
  if (vouchers.some((v) => v.status === 'Used' || v.status === 'Swapped')) return true;
  const cardQuery = db
    .select({ balance: udollarCards.balance, orig: udollarCards.orig_balance })
    .from(udollarCards)
    .where(and(eq(udollarCards.order_id, order.id), eq(udollarCards.member_id, order.recipient_id)))
    .orderBy(udollarCards.id);
  const cards = lock ? await cardQuery.for('no key update') : await cardQuery;
  if (cards.some((c) => c.balance < c.orig)) return true;
  if (vouchers.length === 0) return false;
  const spent = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(
      inArray(
        redemptions.evoucher_id,
        vouchers.map((v) => v.id),
      ),
    )
    .limit(1);
  return spent.length > 0;
}
