import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, udollarCards } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { DAY, makeBasket, makeUdollarCard, sgProducts, type SgProducts } from './checkout-support.ts';

/** Issue 14, purchase rules: uDollar cannot pay for uDollar gift cards (no stored value bought with stored value). */
let t: TestApp;
let SG: SgProducts;
beforeAll(async () => {
  t = await createTestApp();
  SG = await sgProducts(t);
});
afterAll(async () => t.close());

describe('uDollar for uDollar', () => {
  it('refuses a uDollar card on a basket holding a uDollar gift card, naming the field and the reason', async () => {
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

  it('refuses at reservation when a uDollar gift card joined the basket after the card was applied, and debits nothing', async () => {
    const member = await aMember(t);
    const basketId = await makeBasket(t.db, member.id, [{ productId: SG.grillValue, quantity: 1 }]);
    const card = await makeUdollarCard(t.db, member.id, 10_000, new Date(t.clock.now.getTime() + 30 * DAY));
    const applied = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: card, udollar_amount: 1000 },
      { token: member.token },
    );
    expect(applied.status).toBe(200);
    const added = await t.call('basket', 'product_to_basket', { product_id: SG.udollar50, quantity: 1 }, { token: member.token });
    expect(added.status).toBe(200);
    const reserved = await t.call('order', 'reserve_order', {}, { token: member.token });
    expect(reserved.status).toBe(400);
    expect(reserved.body.reason).toBe('udollar_for_udollar');
    const [after] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, card));
    expect(after.balance).toBe(10_000);
    const [basket] = await t.db.select().from(orders).where(eq(orders.id, basketId));
    expect(basket.payment_status).toBe('Basket');
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
