import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countSold } from './product-stock.ts';
import { creditReferral } from '../campaign/referral-credit.ts';
import { evouchers, members, orderLines, orders, pointsLedger, products, udollarCards, udollarLedger } from '../db/schema/index.ts';
import { generateVoucherCode, isVoucherCodeType } from '../evoucher/voucher-code.ts';

const DAY = 86_400_000;

export interface FulfilmentResult {
  fulfilled: boolean;
  vouchers: number;
  udollarCards: number;
}

/**
 * Marks a Pending order Paid and delivers it, in the caller's transaction. The guarded status change makes it
 * idempotent: a second call (a replayed callback, a double click) finds the order no longer Pending and does nothing.
 * - stock was already taken by the reservation; sold_count grows by each line's quantity;
 * - each unit of a voucher product gets one e-voucher with a code of the product's code type (a stored-value product's
 *   voucher holds its face value as balance);
 * - each unit of a uDollar product becomes a uDollar card worth its value, credited through the ledger;
 * - the points the order earns are credited to the member through the points ledger;
 * - the member gets a new, empty basket.
 */
export async function fulfilOrder(tx: Db, orderId: number, now: Date): Promise<FulfilmentResult> {
  const [order] = await tx
    .update(orders)
    .set({ payment_status: 'Paid', paid_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.payment_status, 'Pending')))
    .returning();
  if (!order) return { fulfilled: false, vouchers: 0, udollarCards: 0 };
  await creditReferral(tx, order.member_id, now);

  const lines = await tx
    .select({
      lineId: orderLines.id,
      productId: orderLines.product_id,
      quantity: orderLines.quantity,
      codeType: products.evoucher_code_type,
      validityDays: products.voucher_validity_days,
      isUdollar: products.is_udollar,
      udollarValue: products.udollar_value,
      currency: products.currency_code,
      storedValue: products.stored_value,
      faceValue: products.original_price,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(eq(orderLines.order_id, orderId));

  let voucherCount = 0;
  let cardCount = 0;
  await countSold(tx, lines);
  for (const line of lines) {
    const expires = new Date(now.getTime() + line.validityDays * DAY);
    if (line.isUdollar) {
      for (let unit = 0; unit < line.quantity; unit++) {
        const [card] = await tx
          .insert(udollarCards)
          .values({
            member_id: order.member_id,
            order_id: order.id,
            currency_code: line.currency,
            orig_balance: line.udollarValue,
            balance: line.udollarValue,
            expires_at: expires,
            created_at: now,
          })
          .returning({ id: udollarCards.id });
        await tx
          .insert(udollarLedger)
          .values({ card_id: card.id, order_id: order.id, amount: line.udollarValue, reason: 'purchase', created_at: now });
        cardCount++;
      }
      continue;
    }
    const codeType = isVoucherCodeType(line.codeType) ? line.codeType : 'alphanumeric';
    const rows = Array.from({ length: line.quantity }, () => ({
      order_id: order.id,
      order_line_id: line.lineId,
      product_id: line.productId,
      owner_member_id: order.member_id,
      code_type: codeType,
      code: generateVoucherCode(codeType),
      status: 'Active',
      // a stored-value voucher starts with its face value, spent in part at the counter
      balance: line.storedValue ? line.faceValue : null,
      expires_at: expires,
      created_at: now,
    }));
    if (rows.length > 0) await tx.insert(evouchers).values(rows);
    voucherCount += rows.length;
  }

  if (order.points > 0) {
    await tx
      .update(members)
      .set({ points: sql`${members.points} + ${order.points}` })
      .where(eq(members.id, order.member_id));
    await tx
      .insert(pointsLedger)
      .values({ member_id: order.member_id, amount: order.points, reason: `order:${order.id}`, created_at: now });
  }

  await tx.execute(sql`insert into orders (member_id, payment_status, currency_code, country_id, created_at)
    values (${order.member_id}, 'Basket', ${order.currency_code}, ${order.country_id}, ${now.toISOString()})
    on conflict (member_id) where payment_status = 'Basket' do nothing`);
  return { fulfilled: true, vouchers: voucherCount, udollarCards: cardCount };
}
