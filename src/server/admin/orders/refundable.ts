import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evouchers, orderLines, products, udollarCards } from '../../db/schema/index.ts';
import { outstanding } from '../../value/vouchers.ts';

/** One voucher or uDollar card of an order, with what a refund of it would give back (decision 0236). */
export interface RefundItem {
  kind: 'voucher' | 'udollar';
  id: number;
  productId: number | null;
  status: string;
  /** value it still holds: a voucher's face value or stored value left, a card's balance */
  holds: number;
  /** minor units a refund of it gives back now: its share of what was paid for what is unspent */
  refundable: number;
  refundableNow: boolean;
  /** it still holds value (refundable now, or part-spent and refundable in part) */
  holdsValue: boolean;
  /** why it cannot be refunded, when it cannot */
  reason: string | null;
}

/**
 * What each voucher and bought uDollar card of an order would give back if refunded now: nothing already spent.
 * A whole voucher gives back what was paid for it while Active and unexpired; a stored-value voucher the paid share of
 * its balance left (rounded down); a uDollar card what was paid for it while none of it was spent.
 */
export async function refundableItems(db: Db, orderId: number, now = new Date()): Promise<RefundItem[]> {
  const vouchers = await db.select().from(evouchers).where(eq(evouchers.order_id, orderId)).orderBy(asc(evouchers.id));
  const items: RefundItem[] = vouchers.map((v) => {
    const holds = outstanding(v);
    const expired = v.status === 'Active' && v.expires_at.getTime() <= now.getTime();
    const reason =
      v.status === 'Used'
        ? 'it was redeemed in full'
        : v.status === 'Refunded'
          ? 'it was refunded already'
          : v.status === 'Expired' || expired
            ? 'it has expired'
            : null;
    const refundable = reason ? 0 : v.stored_value ? Math.floor((v.paid_value * holds) / Math.max(v.face_value, 1)) : v.paid_value;
    return {
      kind: 'voucher',
      id: v.id,
      productId: v.product_id,
      status: v.status,
      holds,
      refundable,
      refundableNow: reason === null,
      holdsValue: reason === null,
      reason,
    };
  });
  const [udollarLine] = await db
    .select({ productId: orderLines.product_id })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(and(eq(orderLines.order_id, orderId), eq(products.is_udollar, true)))
    .limit(1);
  const cards = await db
    .select()
    .from(udollarCards)
    .where(
      and(
        eq(udollarCards.order_id, orderId),
        sql`exists (select 1 from udollar_ledger l where l.card_id = ${udollarCards.id} and l.reason = 'purchase')`,
      ),
    )
    .orderBy(asc(udollarCards.id));
  for (const c of cards) {
    const reason =
      c.voided_at !== null
        ? 'it was refunded already'
        : c.balance < c.orig_balance
          ? 'its uDollar was spent'
          : c.expires_at.getTime() <= now.getTime()
            ? 'it has expired'
            : null;
    items.push({
      kind: 'udollar',
      id: c.id,
      productId: udollarLine?.productId ?? null,
      status: c.voided_at ? 'Refunded' : 'Active',
      holds: c.voided_at ? 0 : c.balance,
      refundable: reason ? 0 : c.paid_value,
      refundableNow: reason === null,
      holdsValue: reason === null,
      reason,
    });
  }
  return items;
}
