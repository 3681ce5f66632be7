import { and, asc, eq } from 'drizzle-orm';
import { lockMemberBasket } from './member-basket-lock.ts';
import type { Db } from '../db/client.ts';
import { campaigns, giftcards, orderLines, orders, products } from '../db/schema/index.ts';
import type { CampaignI18n, ProductI18n } from '../db/schema/i18n-types.ts';
import { priceBasket, type DiscountCampaign, type Pricing } from './pricing.ts';

export type OrderRow = typeof orders.$inferSelect;

export interface BasketLine {
  lineId: number;
  productId: number;
  quantity: number;
  productI18n: ProductI18n;
  image: string;
  currency: string;
  price: number;
  stock: number;
  active: boolean;
  isUdollar: boolean;
  campaign: (DiscountCampaign & { i18n: CampaignI18n }) | null;
}

export interface PricedBasket {
  basket: OrderRow;
  lines: BasketLine[];
  pricing: Pricing;
}

/**
 * The member's basket row (payment_status 'Basket'), optionally locked for the rest of the transaction: then the
 * member's basket lock is taken first (inside a transaction only).
 */
export async function findBasket(db: Db, memberId: number, opts: { lock?: boolean } = {}): Promise<OrderRow | null> {
  if (opts.lock) await lockMemberBasket(db, memberId);
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.member_id, memberId), eq(orders.payment_status, 'Basket')))
    .limit(1);
  const rows = opts.lock ? await q.for('no key update') : await q;
  return rows[0] ?? null;
}

export async function loadBasketLines(db: Db, basketId: number): Promise<BasketLine[]> {
  const rows = await db
    .select({
      lineId: orderLines.id,
      productId: orderLines.product_id,
      quantity: orderLines.quantity,
      productI18n: products.i18n,
      image: products.image,
      currency: products.currency_code,
      price: products.original_price,
      stock: products.stock,
      active: products.active,
      isUdollar: products.is_udollar,
      campaignId: campaigns.id,
      campaignType: campaigns.campaign_type,
      mode: campaigns.discount_mode,
      value: campaigns.discount_value,
      startsAt: campaigns.starts_at,
      endsAt: campaigns.ends_at,
      campaignI18n: campaigns.i18n,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .leftJoin(campaigns, eq(campaigns.id, products.campaign_id))
    .where(eq(orderLines.order_id, basketId))
    .orderBy(asc(orderLines.id));
  return rows.map((r) => ({
    lineId: r.lineId,
    productId: r.productId,
    quantity: r.quantity,
    productI18n: r.productI18n,
    image: r.image,
    currency: r.currency,
    price: r.price,
    stock: r.stock,
    active: r.active,
    isUdollar: r.isUdollar,
    campaign:
      r.campaignId !== null && r.campaignType === 'discount' && (r.mode === 'percent' || r.mode === 'amount') && r.campaignI18n
        ? { mode: r.mode as 'percent' | 'amount', value: r.value ?? 0, startsAt: r.startsAt, endsAt: r.endsAt, i18n: r.campaignI18n }
        : null,
  }));
}

export function priceLines(basket: OrderRow, lines: BasketLine[], now: Date): Pricing {
  return priceBasket({
    currency: basket.currency_code,
    now,
    udollarRequested: basket.udollar_card_id ? basket.udollar_amount : 0,
    lines: lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      unitPrice: l.price,
      campaign: l.campaign,
      udollarPayable: !l.isUdollar,
    })),
  });
}

export async function loadPricedBasket(db: Db, memberId: number, now: Date, opts: { lock?: boolean } = {}): Promise<PricedBasket | null> {
  const basket = await findBasket(db, memberId, opts);
  if (!basket) return null;
  const lines = await loadBasketLines(db, basket.id);
  return { basket, lines, pricing: priceLines(basket, lines, now) };
}

/** Stores the computed totals on the basket row, so that the row always reflects what detail_basket answered. */
export async function saveTotals(db: Db, basketId: number, p: Pricing): Promise<void> {
  await db
    .update(orders)
    .set({
      sub_total: p.subTotal,
      total_discount: p.totalDiscount,
      udollar_amount: p.udollarAmount,
      order_amount: p.orderAmount,
      points: p.points,
    })
    .where(and(eq(orders.id, basketId), eq(orders.payment_status, 'Basket')));
}

export async function giftcardSummary(db: Db, giftcardId: number) {
  if (!giftcardId) return null;
  const [g] = await db.select().from(giftcards).where(eq(giftcards.id, giftcardId)).limit(1);
  return g ?? null;
}
