import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { brands, evouchers, orderLines, orders, products } from '../db/schema/index.ts';
import { badInput, conflict, notFound } from '../platform/api-error.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import { exchangeGift, swappableGift } from './swap-gift.ts';

type Lang = 'en' | 'cn' | 'jp';

/**
 * send_order's choice_ids (decision 0265): the other products the recipient may pick instead of the gift's own. The
 * gift is one voucher line; each choice is another active product of its market and currency, not uDollar or a
 * campaign's, costing at most what one unit of the gift is worth. Answers the ids to store (null: no choice).
 */
export async function checkChoices(tx: Db, orderId: number, ids: number[]): Promise<number[] | null> {
  if (ids.length === 0) return null;
  if (new Set(ids).size !== ids.length) throw badInput('choice_ids', 'must not name a product twice');
  const lines = await tx
    .select({
      productId: orderLines.product_id,
      isUdollar: products.is_udollar,
      country: products.country_id,
      currency: products.currency_code,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(eq(orderLines.order_id, orderId));
  if (lines.length !== 1 || lines[0].isUdollar) throw badInput('choice_ids', 'a choice is offered on a gift of one voucher product');
  const [unit] = await tx.select({ face: evouchers.face_value }).from(evouchers).where(eq(evouchers.order_id, orderId)).limit(1);
  const gift = lines[0];
  if (ids.includes(gift.productId)) throw badInput('choice_ids', "must be other products than the gift's own");
  const rows = await tx.select().from(products).where(inArray(products.id, ids));
  for (const id of ids) {
    const p = rows.find((r) => r.id === id);
    if (!p?.active || p.is_udollar || p.campaign_id !== null) throw badInput('choice_ids', `${id} is not a product on sale`);
    if (p.country_id !== gift.country || p.currency_code !== gift.currency)
      throw badInput('choice_ids', `${id} must be a product of the gift's own market`);
    if (p.original_price > (unit?.face ?? 0)) throw badInput('choice_ids', `${id} costs more than the gift`);
  }
  return ids;
}

/** The gift the member received with a choice still open, or the refusal that says why not. */
async function openChoice(db: Db, memberId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.recipient_id, memberId)));
  if (!order || order.member_id === memberId) throw notFound('Gift');
  if (!order.choice_product_ids?.length) throw conflict('This gift has no choice to make', undefined, 'no_choices');
  return order;
}

/** list_gift_choices: the gift's own product first, then the sender's other choices, each with whether it can be had. */
export async function listGiftChoices(db: Db, memberId: number, input: { order_id: number; lang: Lang }) {
  const order = await openChoice(db, memberId, input.order_id);
  const [line] = await db.select().from(orderLines).where(eq(orderLines.order_id, order.id));
  const vouchers = await db.select({ face: evouchers.face_value }).from(evouchers).where(eq(evouchers.order_id, order.id));
  const value = vouchers.reduce((total, v) => total + v.face, 0);
  const quantity = line?.quantity ?? 1;
  const ids = [line?.product_id ?? 0, ...(order.choice_product_ids ?? [])];
  const rows = await db
    .select({
      id: products.id,
      i18n: products.i18n,
      brand: brands.i18n,
      image: products.image,
      price: products.original_price,
      active: products.active,
      stock: products.stock,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .where(inArray(products.id, ids));
  const table = ids.flatMap((id, index) => {
    const p = rows.find((r) => r.id === id);
    if (!p) return [];
    const isGift = index === 0;
    return [
      {
        id: p.id,
        name: pickLang(p.i18n, input.lang, 'name'),
        brand_name: pickLang(p.brand, input.lang, 'name'),
        image: p.image,
        original_price: p.price,
        is_gift: isGift,
        available: isGift || (p.active && p.stock >= quantity && p.price * quantity <= value),
      },
    ];
  });
  return {
    message: 'Gift choices',
    picked_at: order.choice_picked_at ? Math.floor(order.choice_picked_at.getTime() / 1000) : 0,
    currency_code: order.currency_code,
    quantity,
    table,
  };
}

/**
 * pick_gift_choice (decision 0265): the recipient picks, once. The gift's own product just closes the choice; another
 * is an exchange (exchangeGift) whose difference goes back to the sender's uDollar, in the same transaction. The pick
 * locks the gift's order and vouchers as a swap does, so a take-back at the same moment has exactly one winner.
 */
export async function pickGiftChoice(db: Db, memberId: number, input: { order_id: number; product_id: number }, now: Date) {
  return inTransaction(db, async (tx) => {
    const order = await openChoice(tx, memberId, input.order_id);
    if (order.choice_picked_at) throw conflict('A gift is picked once, and this one has been', undefined, 'already_picked');
    const gift = await swappableGift(tx, memberId, order.id, now, true);
    const picked = await tx
      .update(orders)
      .set({ choice_picked_at: now })
      .where(and(eq(orders.id, order.id), isNull(orders.choice_picked_at)))
      .returning({ id: orders.id });
    if (picked.length === 0) throw conflict('A gift is picked once, and this one has been', undefined, 'already_picked');
    if (input.product_id === gift.line.product_id)
      return { message: 'Gift picked', order_id: order.id, product_id: input.product_id, currency_code: order.currency_code };
    if (!(order.choice_product_ids ?? []).includes(input.product_id)) throw badInput('product_id', 'must be one of the gift’s choices');
    const [target] = await tx.select().from(products).where(eq(products.id, input.product_id));
    const done = await exchangeGift(tx, gift, target, { memberId: order.member_id, reason: 'choice' }, now);
    return { message: 'Gift picked', order_id: done.order_id, product_id: done.product_id, currency_code: done.currency_code };
  });
}
