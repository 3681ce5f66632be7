import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { orderLines, orders } from '../db/schema/index.ts';
import { holdUdollar } from '../value/udollar.ts';
import { ApiError, badInput, conflict } from '../platform/api-error.ts';
import { randomId } from '../platform/crypto.ts';
import { loadPricedBasket } from '../basket/priced-basket.ts';
import { pickPhrase } from './phrases.ts';
import { takeStock } from './product-stock.ts';

export interface InsufficientStock {
  product_id: string;
  product_name: string;
  requested: number;
  available: number;
}

/** Made once: building an Intl formatter costs more than the rest of a reservation's own JavaScript. */
const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore', year: 'numeric', month: '2-digit', day: '2-digit' });

/** UG + the business day (Singapore) + a number derived from the order id: unique because the id is. */
export function orderNumber(id: number, now: Date): string {
  const day = BUSINESS_DAY.format(now).replaceAll('-', '');
  return `UG${day}${String(1000 + id)}`;
}

/**
 * Turns the member's basket into a Pending order, all or nothing, in one transaction:
 * - locks the basket row (a double click reserves once);
 * - captures prices, discounts and totals on the order (computed by the server's pricing);
 * - debits the uDollar card through the ledger (guarded on its balance and expiry);
 * - gives the order its number, an unguessable share id and its phrase;
 * - last, takes each line's stock with a guarded UPDATE (stock >= quantity), in product id order so that two buyers
 *   never wait on each other in a cycle; any line short of stock rolls everything back and is named in
 *   insufficient_stock.
 */
export async function reserveBasket(
  db: Db,
  memberId: number,
  now: Date,
): Promise<{ orderId: number; orderNo: string; orderAmount: number }> {
  return inTransaction(db, async (tx) => {
    const priced = await loadPricedBasket(tx, memberId, now, { lock: true });
    if (!priced || (priced.lines.length === 0 && priced.basket.giftcard_id === 0)) throw badInput('basket', 'Your cart is empty');
    const { basket, lines, pricing } = priced;
    const inactive = lines.filter((l) => !l.active || l.currency !== basket.currency_code);
    if (inactive.length > 0) {
      throw new ApiError(
        'conflict',
        `${inactive.map((l) => l.productI18n.en.name).join(', ')} can no longer be bought. Please remove it from your cart.`,
      );
    }

    const priceOf = new Map(pricing.lines.map((l) => [l.productId, l]));
    for (const line of lines) {
      const p = priceOf.get(line.productId)!;
      await tx
        .update(orderLines)
        .set({
          unit_price: p.unitPrice,
          unit_discount: p.unitDiscount,
          amount: p.amount,
          currency_code: line.currency,
          i18n: line.productI18n,
          image: line.image,
        })
        .where(eq(orderLines.id, line.lineId));
    }

    let udollarCardId: number | null = null;
    if (basket.udollar_card_id && pricing.udollarAmount > 0) {
      const held = await holdUdollar(
        tx,
        { cardId: basket.udollar_card_id, memberId, orderId: basket.id, amount: pricing.udollarAmount, currency: basket.currency_code },
        now,
      );
      if (!held) throw conflict('The uDollar gift card no longer covers this amount. Please choose the uDollar amount again.');
      udollarCardId = basket.udollar_card_id;
    }

    const orderNo = orderNumber(basket.id, now);
    await tx
      .update(orders)
      .set({
        payment_status: 'Pending',
        order_no: orderNo,
        share_id: randomId(16),
        phrase: pickPhrase(),
        sub_total: pricing.subTotal,
        total_discount: pricing.totalDiscount,
        udollar_card_id: udollarCardId,
        udollar_amount: udollarCardId ? pricing.udollarAmount : 0,
        order_amount: pricing.orderAmount,
        points: pricing.points,
        created_at: now,
        reserved_at: now,
      })
      .where(eq(orders.id, basket.id));

    // Stock last: a popular product's row is then locked only from here to the commit, not while the rest of the
    // order is written, so buyers of one product queue behind each other for one statement, not five.
    const nameOf = new Map(lines.map((l) => [l.productId, l.productI18n.en.name]));
    const short: InsufficientStock[] = (await takeStock(tx, lines)).map((s) => ({
      product_id: String(s.productId),
      product_name: nameOf.get(s.productId) ?? '',
      requested: s.quantity,
      available: s.available,
    }));
    if (short.length > 0) {
      const names = short.map((s) => `${s.product_name} (${s.available} left)`).join(', ');
      throw conflict(`Insufficient stock: ${names}`, { insufficient_stock: short }, 'out_of_stock');
    }
    return { orderId: basket.id, orderNo, orderAmount: pricing.orderAmount };
  });
}
