import { and, asc, count, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { brands, evouchers, orderLines, orders, products, redemptions } from '../db/schema/index.ts';
import { badInput, conflict, notFound } from '../platform/api-error.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import { generateVoucherCode, isVoucherCodeType } from '../evoucher/voucher-code.ts';
import { voucherAccount } from '../ledger/accounts.ts';
import { post, type Leg } from '../ledger/post.ts';
import { createVouchers } from '../value/vouchers.ts';
import { createCard } from '../value/udollar.ts';
import { GIVEN_STATUSES } from './order-states.ts';
import { inLockOrder } from './product-stock.ts';
import { startDearerSwap } from './dearer-swap.ts';
import { fillSwapOrder, swapCost, takeGiftVouchers } from './swap-parts.ts';

/** A swap's uDollar difference lasts a year, as a refund's credit does. */
const CREDIT_DAYS = 365;
const DAY = 86_400_000;

type Lang = 'en' | 'cn' | 'jp';

/** A received gift as a swap sees it: its one line, its vouchers and what they are worth. */
export interface SwappableGift {
  order: typeof orders.$inferSelect;
  line: typeof orderLines.$inferSelect;
  productCountry: number;
  vouchers: Array<typeof evouchers.$inferSelect>;
  /** the vouchers' face values added up: what the gift is worth */
  value: number;
}

/**
 * The gift the member received, when it is theirs to swap (decision 0265): sent to them by someone else, handed over,
 * never swapped, one product line of vouchers (not uDollar), and none of it used, expired or refunded. With `lock`,
 * the order and its vouchers are locked (in that order, the one order a refund takes them in).
 */
export async function swappableGift(db: Db, memberId: number, orderId: number, now: Date, lock: boolean): Promise<SwappableGift> {
  const orderQuery = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.recipient_id, memberId), ne(orders.member_id, memberId)));
  const [order] = lock ? await orderQuery.for('no key update') : await orderQuery;
  if (!order || !(GIVEN_STATUSES as readonly string[]).includes(order.order_status)) throw notFound('Gift');
  if (order.swapped_at !== null || order.swapped_from_order_id !== null)
    throw conflict('This gift has already been swapped once', undefined, 'already_swapped');
  if (order.payment_status !== 'Paid') throw conflict('This gift cannot be swapped', undefined, 'swap_not_offered');
  const lines = await db
    .select({ line: orderLines, isUdollar: products.is_udollar, country: products.country_id })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(eq(orderLines.order_id, order.id));
  if (lines.length !== 1 || lines[0].isUdollar)
    throw conflict('Only a gift of one voucher product can be swapped', undefined, 'swap_not_offered');
  const voucherQuery = db.select().from(evouchers).where(eq(evouchers.order_id, order.id)).orderBy(asc(evouchers.id));
  const vouchers = lock ? await voucherQuery.for('no key update') : await voucherQuery;
  const used = await db
    .select({ n: count() })
    .from(redemptions)
    .where(
      inArray(
        redemptions.evoucher_id,
        vouchers.map((v) => v.id),
      ),
    );
  const untouched = (v: (typeof vouchers)[number]) =>
    v.owner_member_id === memberId &&
    v.status === 'Active' &&
    v.refunded_at === null &&
    v.expires_at.getTime() > now.getTime() &&
    (!v.stored_value || v.balance === v.face_value);
  if (vouchers.length === 0 || !vouchers.every(untouched) || Number(used[0]?.n ?? 0) > 0)
    throw conflict('This gift has been used (or has expired), so it can no longer be swapped', undefined, 'gift_used');
  return {
    order,
    line: lines[0].line,
    productCountry: lines[0].country,
    vouchers,
    value: vouchers.reduce((total, v) => total + v.face_value, 0),
  };
}

/** Whether the member may swap this gift now (the order page's Swap action). */
export async function canSwap(db: Db, memberId: number, orderId: number, now: Date): Promise<boolean> {
  return swappableGift(db, memberId, orderId, now, false).then(
    () => true,
    () => false,
  );
}

/** The products a gift may become: its market's, on sale, not uDollar or a campaign's, in stock (dearer ones paid up). */
function choicesWhere(gift: SwappableGift) {
  const quantity = gift.vouchers.length;
  return and(
    eq(products.country_id, gift.productCountry),
    eq(products.active, true),
    eq(products.is_udollar, false),
    isNull(products.campaign_id),
    eq(products.currency_code, gift.order.currency_code),
    ne(products.id, gift.line.product_id),
    gte(products.stock, quantity),
  );
}

export async function listSwapChoices(
  db: Db,
  memberId: number,
  input: { order_id: number; lang: Lang; limit?: number; offset?: number },
  now: Date,
) {
  const gift = await swappableGift(db, memberId, input.order_id, now, false);
  const limit = input.limit ?? 20;
  const offset = input.offset ?? 0;
  const quantity = gift.vouchers.length;
  const where = choicesWhere(gift);
  const rows = await db
    .select({
      id: products.id,
      i18n: products.i18n,
      brand: brands.i18n,
      image: products.image,
      price: products.original_price,
      currency: products.currency_code,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .where(where)
    .orderBy(sql`abs(${products.original_price} * ${quantity} - ${gift.value})`, desc(products.original_price), asc(products.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return {
    message: 'Swap choices',
    gift_value: gift.value,
    currency_code: gift.order.currency_code,
    product_id: gift.line.product_id,
    quantity,
    table: rows.map((r) => ({
      id: r.id,
      name: pickLang(r.i18n, input.lang, 'name'),
      brand_name: pickLang(r.brand, input.lang, 'name'),
      image: r.image,
      original_price: r.price,
      currency_code: r.currency,
      difference: gift.value - r.price * quantity,
    })),
    total: Number(total?.n ?? 0),
    limit,
    offset,
  };
}

/**
 * swap_order (decision 0265): the recipient exchanges the whole gift, once, for `quantity` units of another product of
 * its market at the same or a lower price (exchangeGift); the difference is theirs.
 */
export async function swapGift(db: Db, memberId: number, input: { order_id: number; product_id: number }, now: Date) {
  return inTransaction(db, async (tx) => {
    const gift = await swappableGift(tx, memberId, input.order_id, now, true);
    const [target] = await tx.select().from(products).where(eq(products.id, input.product_id));
    if (swapCost(gift, target) > gift.value) return startDearerSwap(tx, gift, target, now);
    return { ...(await exchangeGift(tx, gift, target, { memberId, reason: 'swap' }, now)), to_pay: 0 };
  });
}

/**
 * The exchange under a swap or a pick of one of several (decision 0265), in the caller's transaction, the gift locked:
 * the gift's vouchers become Swapped and new vouchers (new codes, the new product's terms) are issued on a swap order
 * of the sender's that the recipient holds; the stock of both products moves; the difference becomes `credit`'s
 * uDollar (the recipient's on a swap, the sender's on a pick); and one balanced posting moves the value. The sender's
 * order is left as it was, so a swap is never shown to them.
 */
export async function exchangeGift(
  tx: Db,
  gift: SwappableGift,
  target: typeof products.$inferSelect | undefined,
  credit: { memberId: number; reason: 'swap' | 'choice' },
  now: Date,
) {
  const memberId = gift.vouchers[0].owner_member_id;
  const quantity = gift.vouchers.length;
  const cost = swapCost(gift, target);
  if (cost > gift.value) throw badInput('product_id', 'costs more than the gift is worth');
  if (!target) throw badInput('product_id', 'is not a product a gift can be swapped for');

  // stock: the new product's units are taken, the old product's given back, in the one product lock order
  for (const step of inLockOrder([
    { productId: target.id, quantity },
    { productId: gift.line.product_id, quantity: 0 },
  ])) {
    if (step.productId === target.id) {
      const taken = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, sold_count: sql`${products.sold_count} + ${quantity}` })
        .where(and(eq(products.id, target.id), gte(products.stock, quantity)))
        .returning({ id: products.id });
      if (taken.length === 0) throw conflict('That product has just sold out', undefined, 'out_of_stock');
    } else {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}`, sold_count: sql`greatest(${products.sold_count} - ${quantity}, 0)` })
        .where(eq(products.id, gift.line.product_id));
    }
  }

  await takeGiftVouchers(tx, gift, now);

  const old = gift.order;
  const [swap] = await tx
    .insert(orders)
    .values({
      member_id: old.member_id,
      payment_status: 'Swap',
      // the recipient keeps what they chose: Received, as a gift taken through its link is
      order_status: 'Received',
      country_id: old.country_id,
      currency_code: old.currency_code,
      giftcard_id: old.giftcard_id,
      giftcard_edit_parameter: old.giftcard_edit_parameter,
      sub_total: cost,
      recipient_id: memberId,
      gift_recipient_id: memberId,
      created_at: now,
      paid_at: now,
      gifted_at: old.gifted_at,
      opened_at: old.opened_at ?? now,
      received_at: old.received_at ?? now,
      swapped_from_order_id: old.id,
    })
    .returning();
  const line = await fillSwapOrder(tx, swap.id, target, quantity, now);

  // the new vouchers carry the new product's terms; what the buyer paid follows the value across, never growing
  const paidBefore = gift.vouchers.reduce((total, v) => total + v.paid_value, 0);
  const paidEach = Math.floor((paidBefore * target.original_price) / Math.max(gift.value, 1) / quantity);
  const codeType = isVoucherCodeType(target.evoucher_code_type) ? target.evoucher_code_type : 'alphanumeric';
  const made = await createVouchers(
    tx,
    Array.from({ length: quantity }, () => ({
      order_id: swap.id,
      order_line_id: line.id,
      product_id: target.id,
      owner_member_id: memberId,
      code_type: codeType,
      code: generateVoucherCode(codeType),
      face_value: target.original_price,
      currency_code: target.currency_code,
      brand_id: target.brand_id,
      stored_value: target.stored_value,
      country_id: target.country_id,
      paid_value: paidEach,
      // the gift keeps the time it had left: a swap is not a way to a longer life
      expires_at: gift.vouchers[0].expires_at,
      created_at: now,
    })),
  );

  const legs: Leg[] = [...gift.vouchers.map((v) => ({ account: voucherAccount(v), amount: v.face_value })), ...made.legs];
  const difference = gift.value - cost;
  let cardId = 0;
  if (difference > 0) {
    const card = await createCard(
      tx,
      {
        memberId: credit.memberId,
        orderId: swap.id,
        currency: target.currency_code,
        country: target.country_id,
        value: difference,
        paidValue: paidBefore - paidEach * quantity,
        expiresAt: new Date(now.getTime() + CREDIT_DAYS * DAY),
        reason: credit.reason,
      },
      now,
    );
    legs.push(...card.legs);
    cardId = card.id;
  }
  await post(tx, { kind: 'swap', at: now, orderId: swap.id, udollarCardId: cardId || null }, legs);
  return {
    message: difference > 0 ? 'Gift swapped; the difference is in uDollar' : 'Gift swapped',
    order_id: swap.id,
    product_id: target.id,
    udollar_amount: difference,
    udollar_card_id: cardId,
    currency_code: target.currency_code,
  };
}
