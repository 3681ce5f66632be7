import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { evouchers, orderLines, orders, type products } from '../db/schema/index.ts';
import { badInput, conflict } from '../platform/api-error.ts';
import type { SwappableGift } from './swap-gift.ts';

type Product = typeof products.$inferSelect;

/**
 * What `target` costs for the whole gift when a gift may become it (decision 0265): a product on sale, not uDollar or a
 * campaign's, another than the gift's own, of the gift's market and currency. Refusals name `product_id`.
 */
export function swapCost(gift: SwappableGift, target: Product | undefined): number {
  if (!target?.active || target.is_udollar || target.campaign_id !== null)
    throw badInput('product_id', 'is not a product a gift can be swapped for');
  if (target.id === gift.line.product_id) throw badInput('product_id', 'is the product of the gift itself');
  if (target.country_id !== gift.productCountry || target.currency_code !== gift.order.currency_code)
    throw badInput('product_id', "must be a product of the gift's own market");
  return target.original_price * gift.vouchers.length;
}

/**
 * The gift's vouchers stop working (Swapped) and the gift is stamped swapped; the guarded UPDATE re-checks each voucher
 * under its lock, so one used or expired meanwhile refuses the whole swap.
 */
export async function takeGiftVouchers(tx: Db, gift: SwappableGift, now: Date): Promise<void> {
  const taken = await tx
    .update(evouchers)
    .set({ status: 'Swapped' })
    .where(
      and(
        inArray(
          evouchers.id,
          gift.vouchers.map((v) => v.id),
        ),
        eq(evouchers.status, 'Active'),
        gt(evouchers.expires_at, now),
      ),
    )
    .returning({ id: evouchers.id });
  if (taken.length !== gift.vouchers.length)
    throw conflict('This gift has been used (or has expired), so it can no longer be swapped', undefined, 'gift_used');
  await tx.update(orders).set({ swapped_at: now }).where(eq(orders.id, gift.order.id));
}

/** A swap's own order (already inserted) gets its number and its one line of the new product; answers the line. */
export async function fillSwapOrder(tx: Db, orderId: number, target: Product, quantity: number, now: Date) {
  await tx
    .update(orders)
    .set({ order_no: `SW${now.toISOString().slice(0, 10).replaceAll('-', '')}${orderId}` })
    .where(eq(orders.id, orderId));
  const [line] = await tx
    .insert(orderLines)
    .values({
      order_id: orderId,
      product_id: target.id,
      quantity,
      unit_price: target.original_price,
      amount: target.original_price * quantity,
      currency_code: target.currency_code,
      i18n: target.i18n,
      image: target.image,
    })
    .returning();
  return line;
}
