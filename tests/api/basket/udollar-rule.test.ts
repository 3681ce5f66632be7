import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, udollarCards } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { DAY, makeBasket, makeUdollarCard, sgProducts, type SgProducts } from './checkout-support.ts';

/** uDollar cannot pay for uDollar gift cards (no stored value bought with stored value), per line (decision 0243). */
let t: TestApp;
let SG: SgProducts;
beforeAll(async () => {
  t = await createTestApp();
  SG = await sgProducts(t);
});
afterAll(async () => t.close());

describe('uDollar for uDollar', () => {
  it('refuses a uDollar card on a basket of uDollar gift cards alone, naming the field and the reason', async () => {
    const member = await aMember(t);
    const basketId = await makeBasket(t.db, member.id, [{ productId: SG.udollar50, quantity: 1 }]);
    const card = await makeUdollarCard(t.db, member.id, 10_000, new Date(t.clock.now.getTime() + 30 * DAY));
    const res = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: card, udollar_amount: 1000 },
      { token: member.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'udollar_id', reason: 'udollar_for_udollar' });
    const [basket] = await t.db.select().from(orders).where(eq(orders.id, basketId));
    expect(basket.udollar_amount).toBe(0);
  });

  it('lets a uDollar card pay the other lines of a basket that also holds a uDollar gift card, never that line', async () => {
    const member = await aMember(t);
    const basketId = await makeBasket(t.db, member.id, [
      { productId: SG.grillValue, quantity: 1 },
      { productId: SG.udollar50, quantity: 1 },
    ]);
    const card = await makeUdollarCard(t.db, member.id, 100_000, new Date(t.clock.now.getTime() + 30 * DAY));
    const detail = await t.call('basket', 'detail_basket', {}, { token: member.token });
    const lines = detail.body.table.products;
    const grill = lines.find((l) => l.product_id === String(SG.grillValue))!;
    const whole = detail.body.table.order_amount;
    const tooMuch = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: card, udollar_amount: whole },
      { token: member.token },
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.field).toBe('udollar_amount');
    expect(tooMuch.body.message).toMatch(/without its uDollar gift cards/);
    const gross = grill.amount;
    const applied = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: card, udollar_amount: gross },
      { token: member.token },
    );
    expect(applied.status).toBe(200);
    const reserved = await t.call('order', 'reserve_order', {}, { token: member.token });
    expect(reserved.status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, basketId));
    expect(order.udollar_amount).toBe(gross);
    expect(order.order_amount).toBe(whole - gross);
    const [after] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, card));
    expect(after.balance).toBe(100_000 - gross);
  });

  it('a card applied before a uDollar gift card joined pays only the other lines at reservation', async () => {
    const member = await aMember(t);
    const basketId = await makeBasket(t.db, member.id, [{ productId: SG.grillValue, quantity: 1 }]);
    const card = await makeUdollarCard(t.db, member.id, 100_000, new Date(t.clock.now.getTime() + 30 * DAY));
    const before = await t.call('basket', 'detail_basket', {}, { token: member.token });
    const grillTotal = before.body.table.order_amount;
    const applied = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: card, udollar_amount: grillTotal },
      { token: member.token },
    );
    expect(applied.status).toBe(200);
    const added = await t.call('basket', 'product_to_basket', { product_id: SG.udollar50, quantity: 1 }, { token: member.token });
    expect(added.status).toBe(200);
    const reserved = await t.call('order', 'reserve_order', {}, { token: member.token });
    expect(reserved.status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, basketId));
    expect(order.udollar_amount).toBe(grillTotal);
    expect(order.order_amount).toBeGreaterThanOrEqual(5000);
    const [after] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, card));
    expect(after.balance).toBe(100_000 - grillTotal);
  });

  it('still lets a uDollar card pay for other gift cards, and another member’s card stays refused', async () => {
    const member = await aMember(t);
    const stranger = await aMember(t);
    const basketId = await makeBasket(t.db, member.id, [{ productId: SG.grillValue, quantity: 1 }]);
    const theirs = await makeUdollarCard(t.db, stranger.id, 10_000, new Date(t.clock.now.getTime() + 30 * DAY));
    const refused = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: theirs, udollar_amount: 100 },
      { token: member.token },
    );
    expect(refused.status).toBe(404);
    const mine = await makeUdollarCard(t.db, member.id, 10_000, new Date(t.clock.now.getTime() + 30 * DAY));
    const ok = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: mine, udollar_amount: 100 },
      { token: member.token },
    );
    expect(ok.status).toBe(200);
  });
});
