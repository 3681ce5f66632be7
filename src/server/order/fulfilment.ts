import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countSold } from './product-stock.ts';
import { creditReferral } from '../campaign/referral-credit.ts';
import { marketValueRules, members, orderLines, orders, pointsLedger, products } from '../db/schema/index.ts';
import { generateVoucherCode, isVoucherCodeType } from '../evoucher/voucher-code.ts';
import { bulkGiftAccount, shopAccount } from '../ledger/accounts.ts';
import { BULK_ORDER_STATUS, batchOfOrder } from './bulk-order.ts';
import { post, type Leg } from '../ledger/post.ts';
import { createVouchers } from '../value/vouchers.ts';
import { createCard } from '../value/udollar.ts';
import { profileBillingAddress } from '../basket/basket-service.ts';
import { settleHeldSwap } from './dearer-swap.ts';
import { queueReceiptEmail } from './account-emails.ts';

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
 * - each unit of a voucher product gets one e-voucher with a code of the product's code type and the terms it is sold
 *   with (face value, currency, brand, stored value, expiry; a stored-value voucher holds its face value as balance);
 * - each unit of a uDollar product becomes a uDollar card worth its value;
 * - one ledger transaction issues it all: what the customer paid and the uDollar held for the order fund the new
 *   vouchers and cards, and the shop's promotions account the difference (discounts; decision 0236);
 * - a bulk gift's order issues nothing yet: what it is worth goes to its batch's account (decision 0270);
 * - the points the order earns are credited to the member through the points ledger;
 * - the member gets a new, empty basket;
 * - the receipt is queued for e-mail when the member has an address and wants receipts (decision 0263).
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
      // the market's rule sets the validity of new vouchers when it has one; else the product's own (decision 0262)
      validityDays: sql<number>`coalesce(${marketValueRules.validity_days}, ${products.voucher_validity_days})`.mapWith(Number),
      isUdollar: products.is_udollar,
      udollarValue: products.udollar_value,
      currency: products.currency_code,
      storedValue: products.stored_value,
      faceValue: products.original_price,
      brandId: products.brand_id,
      countryId: products.country_id,
      amount: orderLines.amount,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .leftJoin(marketValueRules, eq(marketValueRules.country_id, products.country_id))
    .where(eq(orderLines.order_id, orderId));

  let voucherCount = 0;
  let cardCount = 0;
  const legs: Leg[] = [];
  await countSold(tx, lines);
  // a bulk gift's order (decision 0270): its value waits in the batch's account; the delivery job issues each row's gift
  const batch = order.order_status === BULK_ORDER_STATUS ? await batchOfOrder(tx, order.id) : null;
  if (batch) legs.push({ account: bulkGiftAccount(batch), amount: -lines.reduce((total, l) => total + l.amount, 0) });
  for (const line of batch ? [] : lines) {
    const expires = new Date(now.getTime() + line.validityDays * DAY);
    const paidValue = Math.floor(line.amount / line.quantity);
    if (line.isUdollar) {
      for (let unit = 0; unit < line.quantity; unit++) {
        const card = await createCard(
          tx,
          {
            memberId: order.member_id,
            orderId: order.id,
            currency: line.currency,
            country: line.countryId,
            value: line.udollarValue,
            paidValue,
            expiresAt: expires,
            reason: 'purchase',
          },
          now,
        );
        legs.push(...card.legs);
        cardCount++;
      }
      continue;
    }
    const codeType = isVoucherCodeType(line.codeType) ? line.codeType : 'alphanumeric';
    const made = await createVouchers(
      tx,
      Array.from({ length: line.quantity }, () => ({
        order_id: order.id,
        order_line_id: line.lineId,
        product_id: line.productId,
        owner_member_id: order.member_id,
        code_type: codeType,
        code: generateVoucherCode(codeType),
        face_value: line.faceValue,
        currency_code: line.currency,
        brand_id: line.brandId,
        stored_value: line.storedValue,
        country_id: line.countryId,
        paid_value: paidValue,
        expires_at: expires,
        created_at: now,
      })),
    );
    legs.push(...made.legs);
    voucherCount += made.ids.length;
  }
  const issued = -legs.reduce((total, l) => total + l.amount, 0);
  // a dearer swap's order: the gift it held pays the part its recipient did not (decision 0265)
  const held = await settleHeldSwap(tx, order);
  const heldValue = held.reduce((total, l) => total + l.amount, 0);
  await post(tx, { kind: 'issue', at: now, orderId: order.id }, [
    ...legs,
    ...held,
    { account: shopAccount('customer_funds', order.currency_code), amount: order.order_amount },
    { account: shopAccount('udollar_held', order.currency_code), amount: order.udollar_amount },
    { account: shopAccount('promotions', order.currency_code), amount: issued - order.order_amount - order.udollar_amount - heldValue },
  ]);

  if (order.points > 0) {
    await tx
      .update(members)
      .set({ points: sql`${members.points} + ${order.points}` })
      .where(eq(members.id, order.member_id));
    await tx
      .insert(pointsLedger)
      .values({ member_id: order.member_id, amount: order.points, reason: `order:${order.id}`, created_at: now });
  }

  // the next basket keeps the address this order was billed to, else the profile's
  await tx.execute(sql`insert into orders (member_id, payment_status, currency_code, country_id, created_at, billing_address)
    values (${order.member_id}, 'Basket', ${order.currency_code}, ${order.country_id}, ${now.toISOString()},
      coalesce(nullif(${order.billing_address}, ''), ${profileBillingAddress(order.member_id)}))
    on conflict (member_id) where payment_status = 'Basket' do nothing`);
  await queueReceiptEmail(tx, order, now);
  return { fulfilled: true, vouchers: voucherCount, udollarCards: cardCount };
}
