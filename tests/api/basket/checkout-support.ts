import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { campaigns, members, orderLines, orders, products, udollarCards, udollarLedger } from '../../../src/server/db/schema/index.ts';
import { unitDiscountOf } from '../../../src/server/basket/pricing.ts';
import type { TestApp } from '../../support/test-app.ts';
import { aDiscountCampaign, aMember, aProduct, type ProductOptions } from '../../support/factories.ts';

/**
 * The basket and order tests' own Singapore products (made by the factories, not read from the seed): plain
 * vouchers at several prices, one with a running 10 % discount, one with 5.00 off, and a uDollar card.
 */
export async function sgProducts(t: TestApp) {
  const discount = await aDiscountCampaign(t, { mode: 'percent', value: 10 });
  const fiveOff = await aDiscountCampaign(t, { mode: 'amount', value: 500 });
  const make = (name: string, price: number, extra: Partial<ProductOptions> = {}) => aProduct(t, { name, price, stock: 100, ...extra });
  return {
    beanValue: await make('Bean value', 1000, { campaignId: discount }),
    beanLatte2: await make('Bean latte', 1300),
    beanPack: await make('Bean pack', 3000),
    grillValue: await make('Grill value', 5000),
    sakuraCake: await make('Sakura cake', 4500),
    urban50: await make('Urban 50', 5000, { campaignId: fiveOff }),
    lotusMassage: await make('Lotus massage', 8000),
    star2tix: await make('Star 2 tickets', 2400),
    glow30: await make('Glow 30', 3000),
    udollar50: await make('uDollar 50', 5000, { udollar: true }),
  };
}
export type SgProducts = Awaited<ReturnType<typeof sgProducts>>;

export async function product(db: Db, id: number) {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  return p;
}

/** What a line costs after its product's running discount campaign, computed independently of the basket code. */
export async function expectedLine(db: Db, id: number, quantity: number, now: Date) {
  const p = await product(db, id);
  const [c] = p.campaign_id ? await db.select().from(campaigns).where(eq(campaigns.id, p.campaign_id)) : [];
  const disc = c?.discount_mode
    ? unitDiscountOf(
        p.original_price,
        { mode: c.discount_mode as 'percent' | 'amount', value: c.discount_value, startsAt: c.starts_at, endsAt: c.ends_at },
        now,
      )
    : 0;
  return { gross: p.original_price * quantity, discount: disc * quantity };
}

/** Replaces the member's basket by one holding these lines (created directly in the DB, as product_to_basket would). */
export async function makeBasket(
  db: Db,
  memberId: number,
  lines: Array<{ productId: number; quantity: number }>,
  opts: { giftcardId?: number; currency?: string } = {},
): Promise<number> {
  const existing = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.member_id, memberId), eq(orders.payment_status, 'Basket')));
  for (const o of existing) await db.delete(orders).where(eq(orders.id, o.id));
  const [m] = await db.select({ country_id: members.country_id }).from(members).where(eq(members.id, memberId));
  const [o] = await db
    .insert(orders)
    .values({
      member_id: memberId,
      payment_status: 'Basket',
      currency_code: opts.currency ?? 'SGD',
      country_id: m?.country_id || null,
      giftcard_id: opts.giftcardId ?? 0,
    })
    .returning({ id: orders.id });
  for (const l of lines) {
    await db
      .insert(orderLines)
      .values({ order_id: o.id, product_id: l.productId, quantity: l.quantity, currency_code: opts.currency ?? 'SGD' });
  }
  return o.id;
}

/** A uDollar card with its credit in the ledger. */
export async function makeUdollarCard(db: Db, memberId: number, balance: number, expiresAt: Date, currency = 'SGD'): Promise<number> {
  const [c] = await db
    .insert(udollarCards)
    .values({ member_id: memberId, currency_code: currency, orig_balance: balance, balance, expires_at: expiresAt })
    .returning({ id: udollarCards.id });
  await db.insert(udollarLedger).values({ card_id: c.id, amount: balance, reason: 'test' });
  return c.id;
}

export async function setStock(db: Db, productId: number, stock: number): Promise<void> {
  await db.update(products).set({ stock }).where(eq(products.id, productId));
}

/** Two fresh members (made by the factories) and a guest. */
export async function tokens(t: TestApp) {
  const [demo, other] = [await aMember(t, { name: 'Alex Tan' }), await aMember(t, { name: 'Mei Ling Wong' })];
  return { demo: demo.id, other: other.id, demoToken: demo.token, otherToken: other.token, guest: await t.guestToken() };
}

export const DAY = 86_400_000;
