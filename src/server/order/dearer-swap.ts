import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { evouchers, orderLines, orders, products } from '../db/schema/index.ts';
import { conflict } from '../platform/api-error.ts';
import { shopAccount, voucherAccount } from '../ledger/accounts.ts';
import { post, type Leg } from '../ledger/post.ts';
import { inLockOrder } from './product-stock.ts';
import type { SwappableGift } from './swap-gift.ts';
import { fillSwapOrder, swapCost, takeGiftVouchers } from './swap-parts.ts';

/**
 * A swap for a dearer product (decision 0265): the recipient pays the rest through the cashier. In one transaction the
 * gift's vouchers are held (Swapped, their value moved to the swap_held account) and a Pending order of the
 * recipient's is reserved for the new product, for what is left to pay. Paying it fulfils it as any order, the held
 * value funding the rest (settleHeldSwap); cancelling it, or letting it lapse unpaid, gives the gift back
 * (restoreHeldGift).
 */
export async function startDearerSwap(tx: Db, gift: SwappableGift, target: typeof products.$inferSelect, now: Date) {
  const memberId = gift.vouchers[0].owner_member_id;
  const quantity = gift.vouchers.length;
  const cost = swapCost(gift, target);
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, target.id), gte(products.stock, quantity)))
    .returning({ id: products.id });
  if (taken.length === 0) throw conflict('That product has just sold out', undefined, 'out_of_stock');
  await takeGiftVouchers(tx, gift, now);
  const toPay = cost - gift.value;
  const [order] = await tx
    .insert(orders)
    .values({
      member_id: memberId,
      payment_status: 'Pending',
      order_status: 'Self-Use',
      country_id: gift.order.country_id,
      currency_code: gift.order.currency_code,
      sub_total: cost,
      order_amount: toPay,
      created_at: now,
      reserved_at: now,
      swapped_from_order_id: gift.order.id,
    })
    .returning();
  await fillSwapOrder(tx, order.id, target, quantity, now);
  await post(tx, { kind: 'swap', at: now, orderId: gift.order.id }, [
    ...gift.vouchers.map((v) => ({ account: voucherAccount(v), amount: v.face_value })),
    { account: shopAccount('swap_held', gift.order.currency_code), amount: -gift.value },
  ]);
  return {
    message: 'Pay the rest to swap your gift',
    order_id: order.id,
    product_id: target.id,
    udollar_amount: 0,
    udollar_card_id: 0,
    currency_code: target.currency_code,
    to_pay: toPay,
  };
}

/**
 * Paying a dearer swap's order (fulfilOrder): the held gift funds the part the recipient did not pay, and its
 * product's stock comes back. Answers the held value's leg (none for any other order).
 */
export async function settleHeldSwap(tx: Db, order: typeof orders.$inferSelect): Promise<Leg[]> {
  if (order.swapped_from_order_id === null) return [];
  const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, order.swapped_from_order_id));
  for (const step of inLockOrder(lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }))))
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${step.quantity}` })
      .where(eq(products.id, step.productId));
  return [{ account: shopAccount('swap_held', order.currency_code), amount: order.sub_total - order.order_amount }];
}

/** A dearer swap's order cancelled or lapsed unpaid (releaseOrder): the held gift is the recipient's again, unchanged. */
export async function restoreHeldGift(tx: Db, orderId: number, now: Date): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.swapped_from_order_id === null) return;
  const giftId = order.swapped_from_order_id;
  const back = await tx
    .update(evouchers)
    .set({ status: 'Active' })
    .where(and(eq(evouchers.order_id, giftId), eq(evouchers.status, 'Swapped')))
    .returning();
  await tx.update(orders).set({ swapped_from_order_id: null }).where(eq(orders.id, order.id));
  await tx.update(orders).set({ swapped_at: null }).where(eq(orders.id, giftId));
  await post(tx, { kind: 'swap', at: now, orderId: giftId }, [
    ...back.map((v) => ({ account: voucherAccount(v), amount: -v.face_value })),
    { account: shopAccount('swap_held', order.currency_code), amount: order.sub_total - order.order_amount },
  ]);
}
