import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, udollarCards, udollarLedger } from '../../../src/server/db/schema/index.ts';
import { expireUnpaidOrders } from '../../../src/server/order/expire-unpaid.ts';
import { aCardDesign } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  DAY,
  expectedLine,
  makeBasket,
  makeUdollarCard,
  product,
  setStock,
  sgProducts,
  type SgProducts,
  tokens,
} from '../basket/checkout-support.ts';

let t: TestApp;
let SG: SgProducts;
let ids: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await createTestApp();
  SG = await sgProducts(t);
  ids = await tokens(t);
});
afterAll(() => t.close());

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const cardRow = async (id: number) => (await t.db.select().from(udollarCards).where(eq(udollarCards.id, id)))[0];

describe('reserve_order', () => {
  it('takes the stock, captures prices, debits uDollar through the ledger and gives an unguessable share id', async () => {
    await setStock(t.db, SG.beanValue, 10);
    await setStock(t.db, SG.grillValue, 10);
    const basketId = await makeBasket(t.db, ids.demo, [
      { productId: SG.beanValue, quantity: 2 },
      { productId: SG.grillValue, quantity: 1 },
    ]);
    const card = await makeUdollarCard(t.db, ids.demo, 1000, new Date(t.clock.now.getTime() + 30 * DAY));
    expect(
      (
        await t.call(
          'basket',
          'apply_udollar_giftcard',
          { order_id: basketId, udollar_id: card, udollar_amount: 700 },
          { token: ids.demoToken },
        )
      ).status,
    ).toBe(200);
    const a = await expectedLine(t.db, SG.beanValue, 2, t.clock.now);
    const b = await expectedLine(t.db, SG.grillValue, 1, t.clock.now);

    const r = await t.call('order', 'reserve_order', { member_id: ids.demo }, { token: ids.demoToken });
    expect(r.status).toBe(200);
    expect(r.body.order_id).toBe(String(basketId));
    const o = await orderRow(basketId);
    expect(o.payment_status).toBe('Pending');
    expect(o.order_no).toMatch(/^UG\d{8}\d+$/);
    expect(o.share_id!.length).toBeGreaterThanOrEqual(22);
    expect(o.sub_total).toBe(a.gross + b.gross);
    expect(o.total_discount).toBe(a.discount + b.discount);
    expect(o.udollar_amount).toBe(700);
    expect(o.order_amount).toBe(a.gross + b.gross - a.discount - b.discount - 700);
    expect(o.phrase).not.toBe('');
    expect((await product(t.db, SG.beanValue)).stock).toBe(8);
    expect((await product(t.db, SG.grillValue)).stock).toBe(9);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.order_id, basketId));
    expect(lines.every((l) => l.unit_price > 0 && l.image !== '')).toBe(true);
    expect((await cardRow(card)).balance).toBe(300);
    const ledger = await t.db
      .select()
      .from(udollarLedger)
      .where(and(eq(udollarLedger.card_id, card), eq(udollarLedger.order_id, basketId)));
    expect(ledger.map((l) => l.amount)).toEqual([-700]);
    // the basket is gone: the member's cart is empty now
    const d = await t.call('basket', 'detail_basket', {}, { token: ids.demoToken });
    expect(d.body.table.products).toHaveLength(0);
  });

  it('refuses an empty cart', async () => {
    await makeBasket(t.db, ids.demo, []);
    const r = await t.call('order', 'reserve_order', {}, { token: ids.demoToken });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('basket');
  });

  it('reserves every line or none, naming the products short of stock', async () => {
    await setStock(t.db, SG.beanValue, 10);
    await setStock(t.db, SG.sakuraCake, 1);
    const basketId = await makeBasket(t.db, ids.demo, [
      { productId: SG.beanValue, quantity: 2 },
      { productId: SG.sakuraCake, quantity: 3 },
    ]);
    const r = await t.call('order', 'reserve_order', {}, { token: ids.demoToken });
    expect(r.status).toBe(409);
    const short = r.body.insufficient_stock ?? [];
    expect(short.map((s) => s.product_id)).toEqual([String(SG.sakuraCake)]);
    expect(short[0].available).toBe(1);
    expect(r.body.message).toContain(short[0].product_name);
    expect((await product(t.db, SG.beanValue)).stock).toBe(10);
    expect((await product(t.db, SG.sakuraCake)).stock).toBe(1);
    expect((await orderRow(basketId)).payment_status).toBe('Basket');
  });

  it('refuses a guest', async () => {
    expect((await t.call('order', 'reserve_order', {}, { token: ids.guest })).status).toBe(401);
  });
});

describe('pay_order', () => {
  it('settles a gift-card-only order and refuses one with an amount to pay', async () => {
    const cardOnly = await makeBasket(t.db, ids.demo, [], { giftcardId: await aCardDesign(t) });
    expect((await t.call('order', 'reserve_order', {}, { token: ids.demoToken })).status).toBe(200);
    const paid = await t.call('order', 'pay_order', { order_id: cardOnly, payment_status: 'paid' }, { token: ids.demoToken });
    expect(paid.status).toBe(200);
    expect((await orderRow(cardOnly)).payment_status).toBe('Paid');
    const again = await t.call('order', 'pay_order', { order_id: cardOnly, payment_status: 'paid' }, { token: ids.demoToken });
    expect(again.status).toBe(409);

    await setStock(t.db, SG.grillValue, 5);
    const withAmount = await makeBasket(t.db, ids.demo, [{ productId: SG.grillValue, quantity: 1 }]);
    await t.call('order', 'reserve_order', {}, { token: ids.demoToken });
    const refused = await t.call('order', 'pay_order', { order_id: withAmount, payment_status: 'paid' }, { token: ids.demoToken });
    expect(refused.status).toBe(400);
    expect((await orderRow(withAmount)).payment_status).toBe('Pending');
  });

  it("names a bad payment_status and hides other members' orders", async () => {
    const cardOnly = await makeBasket(t.db, ids.demo, [], { giftcardId: await aCardDesign(t) });
    await t.call('order', 'reserve_order', {}, { token: ids.demoToken });
    const bad = await t.call('order', 'pay_order', { order_id: cardOnly, payment_status: 'free' }, { token: ids.demoToken });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('payment_status');
    expect((await t.call('order', 'pay_order', { order_id: cardOnly, payment_status: 'paid' }, { token: ids.otherToken })).status).toBe(
      404,
    );
    expect((await orderRow(cardOnly)).payment_status).toBe('Pending');
  });
});

describe('get_cashier_url', () => {
  it('answers the sandbox cashier for the owner only', async () => {
    await setStock(t.db, SG.grillValue, 5);
    const id = await makeBasket(t.db, ids.demo, [{ productId: SG.grillValue, quantity: 1 }]);
    await t.call('order', 'reserve_order', {}, { token: ids.demoToken });
    const r = await t.call('order', 'get_cashier_url', { order_id: id, order_source: 'web' }, { token: ids.demoToken });
    expect(r.status).toBe(200);
    expect(r.body.cashier_url).toMatch(/^\/UgiftWeb\/payment\/sandbox\/sbx_[A-Za-z0-9_-]{22,}$/);
    expect((await t.call('order', 'get_cashier_url', { order_id: id }, { token: ids.otherToken })).status).toBe(404);
    const bad = await t.call('order', 'get_cashier_url', { order_id: 'x' }, { token: ids.demoToken });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('order_id');
  });
});

describe('unpaid order expiry', () => {
  it('cancels an order unpaid after 30 minutes and gives stock and uDollar back', async () => {
    await setStock(t.db, SG.star2tix, 4);
    const basketId = await makeBasket(t.db, ids.other, [{ productId: SG.star2tix, quantity: 3 }]);
    const card = await makeUdollarCard(t.db, ids.other, 500, new Date(t.clock.now.getTime() + 30 * DAY));
    await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: card, udollar_amount: 500 },
      { token: ids.otherToken },
    );
    expect((await t.call('order', 'reserve_order', {}, { token: ids.otherToken })).status).toBe(200);
    expect((await product(t.db, SG.star2tix)).stock).toBe(1);
    expect((await cardRow(card)).balance).toBe(0);

    t.clock.advance(29 * 60_000);
    await expireUnpaidOrders(t.db, t.clock.now);
    expect((await orderRow(basketId)).payment_status).toBe('Pending');

    t.clock.advance(2 * 60_000);
    expect(await expireUnpaidOrders(t.db, t.clock.now)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(basketId)).payment_status).toBe('Cancelled');
    expect((await product(t.db, SG.star2tix)).stock).toBe(4);
    expect((await cardRow(card)).balance).toBe(500);
    const ledger = await t.db.select().from(udollarLedger).where(eq(udollarLedger.card_id, card));
    expect(ledger.reduce((s, l) => s + l.amount, 0)).toBe(500);
    // running it again changes nothing twice
    await expireUnpaidOrders(t.db, t.clock.now);
    expect((await product(t.db, SG.star2tix)).stock).toBe(4);
  });
});
