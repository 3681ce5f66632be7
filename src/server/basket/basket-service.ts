import { and, asc, eq, sql } from 'drizzle-orm';
import type { CardElement } from '../../shared/card-elements.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { orderLines, orders } from '../db/schema/index.ts';
import { conflict } from '../platform/api-error.ts';
import type { MarketCountry } from '../catalogue/market-country.ts';
import { basketBecameOrder, lockMemberBasket } from './member-basket-lock.ts';

export type BasketRow = typeof orders.$inferSelect;

/**
 * The member's basket (the one orders row with payment_status 'Basket', kept unique by orders_one_basket_uq),
 * created in the given country and currency when there is none, and locked for the rest of the transaction.
 * A new basket starts with the billing address of the member's profile, so it is not asked again after each order.
 * Call inside ctx.db.transaction.
 */
/** The billing address of the member's profile as one line (SQL), what a new basket starts with. */
export function profileBillingAddress(memberId: number) {
  return sql`coalesce((select concat_ws(', ', nullif(m.billing_address, ''), nullif(m.billing_postcode, ''), nullif(m.billing_state, ''))
        from members m where m.id = ${memberId}), '')`;
}

export async function getOrCreateBasket(tx: Db, memberId: number, country: MarketCountry, now: Date): Promise<BasketRow> {
  await lockMemberBasket(tx, memberId);
  await tx.execute(sql`
    insert into orders (member_id, payment_status, order_status, country_id, currency_code, created_at, billing_address)
    select ${memberId}, 'Basket', '', ${country.id}, ${country.currency_code}, ${now.toISOString()}::timestamptz,
      ${profileBillingAddress(memberId)}
    on conflict (member_id) where payment_status = 'Basket' do nothing`);
  const [basket] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.member_id, memberId), eq(orders.payment_status, 'Basket')))
    .limit(1)
    .for('no key update');
  if (!basket) throw basketBecameOrder();
  return basket;
}

export interface BasketProductLine {
  product_id: number;
  quantity: number;
}

/** The basket's lines (product and quantity) in the order they were added. */
export async function basketLines(db: Db, basketId: number): Promise<BasketProductLine[]> {
  return db
    .select({ product_id: orderLines.product_id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.order_id, basketId))
    .orderBy(asc(orderLines.id));
}

/** The basket badge: the sum of the lines' quantities. */
export const basketCountOf = (lines: BasketProductLine[]): number => lines.reduce((s, l) => s + l.quantity, 0);

/** The member's basket count without creating a basket (0 when there is none). */
export async function basketCount(db: Db, memberId: number): Promise<number> {
  const rows = rowsOf<{ count: number | string | null }>(
    await db.execute(sql`
    select coalesce(sum(l.quantity), 0) as count from order_lines l join orders o on o.id = l.order_id
    where o.member_id = ${memberId} and o.payment_status = 'Basket'`),
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Sets (replaces) the quantity of one product's line. A basket holds one currency: when it already has lines in
 * another currency the shopper is told to remove them first; an empty basket takes the product's country.
 */
export async function setBasketLine(
  tx: Db,
  basket: BasketRow,
  product: { id: number; country_id: number; currency_code: string },
  quantity: number,
): Promise<void> {
  const lines = await tx
    .select({ product_id: orderLines.product_id, currency: orderLines.currency_code })
    .from(orderLines)
    .where(eq(orderLines.order_id, basket.id));
  const others = lines.filter((l) => l.product_id !== product.id);
  if (others.some((l) => l.currency !== product.currency_code)) {
    throw conflict(
      `Your basket holds items priced in ${others[0].currency}. Remove them before adding items priced in ${product.currency_code}.`,
    );
  }
  if (others.length === 0 && (basket.currency_code !== product.currency_code || basket.country_id !== product.country_id)) {
    await tx.update(orders).set({ currency_code: product.currency_code, country_id: product.country_id }).where(eq(orders.id, basket.id));
  }
  await tx
    .insert(orderLines)
    .values({ order_id: basket.id, product_id: product.id, quantity, currency_code: product.currency_code })
    .onConflictDoUpdate({ target: [orderLines.order_id, orderLines.product_id], set: { quantity } });
}

/** Puts a card design (with the shopper's content) on the basket, replacing any earlier one. */
export async function setBasketCard(tx: Db, basketId: number, giftcardId: number, elements: CardElement[]): Promise<void> {
  await tx.update(orders).set({ giftcard_id: giftcardId, giftcard_edit_parameter: elements }).where(eq(orders.id, basketId));
}

/** 'gift' or 'Self-Use'; buying for oneself takes the gift card off. */
export async function setBasketStatus(tx: Db, basketId: number, status: 'gift' | 'Self-Use'): Promise<void> {
  const set =
    status === 'Self-Use'
      ? { order_status: status, giftcard_id: 0, giftcard_edit_parameter: [] as CardElement[] }
      : { order_status: status };
  await tx.update(orders).set(set).where(eq(orders.id, basketId));
}
