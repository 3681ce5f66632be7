import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, members, orderLines, orders, udollarCards } from '../db/schema/index.ts';
import { badInput, notFound } from '../platform/api-error.ts';
import { udollarForUdollar, udollarMayPay } from './udollar-rule.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { isoishDateTime } from '../platform/format-date.ts';
import { basketDetailSchemas as s } from '../../shared/api/schemas/basket-detail.ts';
import { basketTable } from './basket-answer.ts';
import { basketBecameOrder } from './member-basket-lock.ts';
import { findBasket, giftcardSummary, loadPricedBasket, saveTotals } from './priced-basket.ts';

async function memberCurrency(db: Db, memberId: number): Promise<string> {
  const [row] = await db
    .select({ currency: countries.currency_code })
    .from(members)
    .leftJoin(countries, eq(countries.id, members.country_id))
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.currency ?? 'SGD';
}

async function requireBasket(db: Db, memberId: number, opts: { lock?: boolean } = {}) {
  const basket = await findBasket(db, memberId, opts);
  if (!basket) throw notFound('Basket');
  return basket;
}

const detailBasket = defineOption({
  group: 'basket',
  option: 'detail_basket',
  auth: 'member',
  cache: 'member',
  schema: s.detail_basket,
  async handle(_input, ctx) {
    const memberId = requireMember(ctx);
    const priced = await loadPricedBasket(ctx.db, memberId, ctx.now);
    if (!priced) return { table: basketTable(null, [], null, null, await memberCurrency(ctx.db, memberId)) };
    const { basket, lines, pricing } = priced;
    if (
      basket.sub_total !== pricing.subTotal ||
      basket.total_discount !== pricing.totalDiscount ||
      basket.udollar_amount !== pricing.udollarAmount ||
      basket.order_amount !== pricing.orderAmount ||
      basket.points !== pricing.points
    ) {
      await saveTotals(ctx.db, basket.id, pricing);
    }
    const card = await giftcardSummary(ctx.db, basket.giftcard_id);
    return { table: basketTable(basket, lines, pricing, card, basket.currency_code) };
  },
});

const removeProduct = defineOption({
  group: 'basket',
  option: 'remove_product',
  auth: 'member',
  schema: s.remove_product,
  async handle(input, ctx) {
    return ctx.db.transaction(async (tx) => {
      const basket = await requireBasket(tx, requireMember(ctx), { lock: true });
      const removed = await tx
        .delete(orderLines)
        .where(and(eq(orderLines.order_id, basket.id), eq(orderLines.product_id, input.product_id)))
        .returning({ id: orderLines.id });
      if (removed.length === 0) throw notFound('Product in the basket');
      return { message: 'Product removed' };
    });
  },
});

const removeGiftcard = defineOption({
  group: 'basket',
  option: 'remove_giftcard',
  auth: 'member',
  schema: s.remove_giftcard,
  async handle(_input, ctx) {
    return ctx.db.transaction(async (tx) => {
      const basket = await requireBasket(tx, requireMember(ctx), { lock: true });
      await tx.update(orders).set({ giftcard_id: 0, giftcard_edit_parameter: [] }).where(eq(orders.id, basket.id));
      return { message: 'Gift card removed' };
    });
  },
});

const updateBillingAddress = defineOption({
  group: 'basket',
  option: 'update_billing_address',
  auth: 'member',
  schema: s.update_billing_address,
  async handle(input, ctx) {
    return ctx.db.transaction(async (tx) => {
      const basket = await requireBasket(tx, requireMember(ctx), { lock: true });
      await tx.update(orders).set({ billing_address: input.billing_address }).where(eq(orders.id, basket.id));
      return { message: 'Billing address updated' };
    });
  },
});

/** The member's own uDollar cards that are not expired, hold a balance and are in the asked (or the basket's) currency. */
const listUdollarGiftcards = defineOption({
  group: 'basket',
  option: 'list_udollar_giftcards',
  auth: 'member',
  schema: s.list_udollar_giftcards,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const currency = input.currency_code ?? (await findBasket(ctx.db, memberId))?.currency_code ?? (await memberCurrency(ctx.db, memberId));
    const rows = await ctx.db
      .select()
      .from(udollarCards)
      .where(
        and(
          eq(udollarCards.member_id, memberId),
          eq(udollarCards.currency_code, currency),
          gt(udollarCards.expires_at, ctx.now),
          gt(udollarCards.balance, 0),
        ),
      )
      .orderBy(asc(udollarCards.expires_at), asc(udollarCards.id))
      .limit(100);
    return {
      table: rows.map((c) => ({
        id: String(c.id),
        udollar_balance: c.balance,
        udollar_orig_balance: c.orig_balance,
        currency_code: c.currency_code,
        udollar_expire_date: isoishDateTime(c.expires_at),
      })),
    };
  },
});

/**
 * Puts (or with amount 0 takes off) a uDollar card on the basket. Nothing is debited here: reserve_order debits the card
 * through the ledger in the same transaction that turns the basket into an order.
 */
const applyUdollarGiftcard = defineOption({
  group: 'basket',
  option: 'apply_udollar_giftcard',
  auth: 'member',
  schema: s.apply_udollar_giftcard,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    return ctx.db.transaction(async (tx) => {
      const priced = await loadPricedBasket(tx, memberId, ctx.now, { lock: true });
      if (!priced || priced.basket.id !== input.order_id) {
        const [reserved] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, input.order_id), eq(orders.member_id, memberId), eq(orders.payment_status, 'Pending')))
          .limit(1);
        if (reserved) throw basketBecameOrder();
        throw notFound('Basket');
      }
      const { basket, pricing } = priced;
      if (input.udollar_amount === 0) {
        await tx.update(orders).set({ udollar_card_id: null, udollar_amount: 0 }).where(eq(orders.id, basket.id));
        return { udollar_amount: 0 };
      }
      if (!udollarMayPay(priced.lines)) throw udollarForUdollar();
      const [card] = await tx
        .select()
        .from(udollarCards)
        .where(and(eq(udollarCards.id, input.udollar_id), eq(udollarCards.member_id, memberId)))
        .limit(1);
      if (!card) throw notFound('uDollar gift card');
      if (card.expires_at.getTime() <= ctx.now.getTime()) throw badInput('udollar_id', 'this uDollar gift card has expired');
      if (card.currency_code !== basket.currency_code)
        throw badInput('udollar_id', `this uDollar gift card is in ${card.currency_code}, the basket is in ${basket.currency_code}`);
      if (input.udollar_amount > card.balance) throw badInput('udollar_amount', 'must not be more than the card balance');
      if (input.udollar_amount > pricing.udollarPayable)
        throw badInput(
          'udollar_amount',
          pricing.udollarPayable < pricing.subTotal - pricing.totalDiscount
            ? 'must not be more than the order total without its uDollar gift cards, which are paid another way'
            : 'must not be more than the order total',
        );
      await tx.update(orders).set({ udollar_card_id: card.id, udollar_amount: input.udollar_amount }).where(eq(orders.id, basket.id));
      return { udollar_amount: input.udollar_amount };
    });
  },
});

/** detail_basket, remove_product, remove_giftcard, update_billing_address, list_udollar_giftcards, apply_udollar_giftcard. */
export const basketDetailOptions: OptionDef[] = [
  detailBasket,
  removeProduct,
  removeGiftcard,
  updateBillingAddress,
  listUdollarGiftcards,
  applyUdollarGiftcard,
];
