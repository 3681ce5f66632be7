import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { members, orders } from '../../../src/server/db/schema/index.ts';
import { aCardDesign } from '../../support/factories.ts';
import { createTestApp, type TestApp, type TypedResult } from '../../support/test-app.ts';
import { DAY, expectedLine, makeBasket, makeUdollarCard, sgProducts, type SgProducts, tokens } from './checkout-support.ts';

let t: TestApp;
let SG: SgProducts;
let ids: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await createTestApp();
  SG = await sgProducts(t);
  ids = await tokens(t);
});
afterAll(() => t.close());

const table = (body: TypedResult<'basket', 'detail_basket'>['body']) => body.table;

describe('detail_basket', () => {
  it('computes every total on the server in minor units', async () => {
    await makeBasket(t.db, ids.demo, [
      { productId: SG.beanValue, quantity: 2 },
      { productId: SG.urban50, quantity: 1 },
      { productId: SG.grillValue, quantity: 1 },
    ]);
    const a = await expectedLine(t.db, SG.beanValue, 2, t.clock.now);
    const b = await expectedLine(t.db, SG.urban50, 1, t.clock.now);
    const c = await expectedLine(t.db, SG.grillValue, 1, t.clock.now);
    expect(a.discount).toBeGreaterThan(0);
    expect(b.discount).toBe(500);
    const r = await t.call('basket', 'detail_basket', { member_id: ids.demo }, { token: ids.demoToken });
    expect(r.status).toBe(200);
    const tb = table(r.body);
    expect(tb.sub_total).toBe(a.gross + b.gross + c.gross);
    expect(tb.total_discount).toBe(a.discount + b.discount);
    expect(tb.order_amount).toBe(a.gross + b.gross + c.gross - a.discount - b.discount);
    expect(tb.points).toBe(Math.floor((tb.order_amount as number) / 100));
    expect(tb.count).toBe(4);
    expect(tb.currency).toBe('SGD');
    expect(tb.products).toHaveLength(3);
    const bean = tb.products.find((p) => p.product_id === String(SG.beanValue))!;
    expect(bean.amount).toBe(a.gross - a.discount);
    expect(bean.campaign_info?.discount_mode).toBe('percent');
    expect(bean.multiple_languages.cn.product_name).toBeTruthy();
  });

  it('answers an empty basket when the member has none', async () => {
    // a member created here has never had a basket (seeded members may have one)
    const [m] = await t.db
      .insert(members)
      .values({
        phone_prefix: '+65',
        phone_number: '80007711',
        phone_e164: '+6580007711',
        name: 'No Basket',
        referral_code: 'NOBASKET1',
        country_id: 1,
      })
      .returning({ id: members.id });
    const r = await t.call('basket', 'detail_basket', {}, { token: await t.memberToken(m.id) });
    expect(r.status).toBe(200);
    const tb = table(r.body);
    expect(tb.products).toEqual([]);
    expect(tb).toMatchObject({ sub_total: 0, total_discount: 0, order_amount: 0, points: 0, count: 0 });
  });

  it("refuses a guest token and a member_id that is not the token's", async () => {
    expect((await t.call('basket', 'detail_basket', {}, { token: ids.guest })).status).toBe(401);
    const r = await t.call('basket', 'detail_basket', { member_id: ids.other }, { token: ids.demoToken });
    expect(r.status).toBe(403);
    expect(r.body.field).toBe('member_id');
  });
});

describe('remove_product and remove_giftcard', () => {
  it('removes a line and the card', async () => {
    await makeBasket(
      t.db,
      ids.demo,
      [
        { productId: SG.beanValue, quantity: 1 },
        { productId: SG.grillValue, quantity: 1 },
      ],
      { giftcardId: await aCardDesign(t) },
    );
    const r = await t.call('basket', 'remove_product', { product_id: SG.beanValue }, { token: ids.demoToken });
    expect(r.status).toBe(200);
    const g = await t.call('basket', 'remove_giftcard', {}, { token: ids.demoToken });
    expect(g.status).toBe(200);
    const tb = table((await t.call('basket', 'detail_basket', {}, { token: ids.demoToken })).body);
    expect(tb.products.map((p) => p.product_id)).toEqual([String(SG.grillValue)]);
    expect(tb.giftcard_id).toBe('0');
  });

  it('names the bad field and refuses a product that is not in the basket', async () => {
    const bad = await t.call('basket', 'remove_product', { product_id: 'abc' }, { token: ids.demoToken });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('product_id');
    expect((await t.call('basket', 'remove_product', { product_id: 9999 }, { token: ids.demoToken })).status).toBe(404);
  });

  it("never touches another member's basket", async () => {
    await makeBasket(t.db, ids.other, [{ productId: SG.star2tix, quantity: 1 }]);
    const r = await t.call('basket', 'remove_product', { product_id: SG.star2tix }, { token: ids.demoToken });
    expect(r.status).toBe(404);
    const tb = table((await t.call('basket', 'detail_basket', {}, { token: ids.otherToken })).body);
    expect(tb.products).toHaveLength(1);
  });
});

describe('update_billing_address', () => {
  it('stores the address on the basket', async () => {
    await makeBasket(t.db, ids.demo, [{ productId: SG.beanValue, quantity: 1 }]);
    const r = await t.call(
      'basket',
      'update_billing_address',
      { billing_address: '1 Raffles Place, Singapore 048616' },
      { token: ids.demoToken },
    );
    expect(r.status).toBe(200);
    const tb = table((await t.call('basket', 'detail_basket', {}, { token: ids.demoToken })).body);
    expect(tb.billing_address).toBe('1 Raffles Place, Singapore 048616');
  });

  it("starts a new basket with the profile's billing address, so it survives the last order", async () => {
    await makeBasket(t.db, ids.other, []);
    await t.db.delete(orders).where(and(eq(orders.member_id, ids.other), eq(orders.payment_status, 'Basket')));
    await t.db
      .update(members)
      .set({ billing_address: '8 Shenton Way', billing_postcode: '068811', billing_state: 'Singapore' })
      .where(eq(members.id, ids.other));
    const put = await t.call('basket', 'product_to_basket', { product_id: SG.beanValue, quantity: 1 }, { token: ids.otherToken });
    expect(put.status).toBe(200);
    const tb = table((await t.call('basket', 'detail_basket', {}, { token: ids.otherToken })).body);
    expect(tb.billing_address).toBe('8 Shenton Way, 068811, Singapore');
  });

  it('refuses an empty or too long address and a guest', async () => {
    const empty = await t.call('basket', 'update_billing_address', { billing_address: '  ' }, { token: ids.demoToken });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('billing_address');
    expect((await t.call('basket', 'update_billing_address', { billing_address: 'x'.repeat(501) }, { token: ids.demoToken })).status).toBe(
      400,
    );
    expect((await t.call('basket', 'update_billing_address', { billing_address: 'a' }, { token: ids.guest })).status).toBe(401);
  });
});

describe('uDollar', () => {
  it("lists only the member's own unexpired cards in the currency", async () => {
    const mine = await makeUdollarCard(t.db, ids.demo, 4000, new Date(t.clock.now.getTime() + 30 * DAY));
    const expired = await makeUdollarCard(t.db, ids.demo, 4000, new Date(t.clock.now.getTime() - DAY));
    const myr = await makeUdollarCard(t.db, ids.demo, 4000, new Date(t.clock.now.getTime() + 30 * DAY), 'MYR');
    const theirs = await makeUdollarCard(t.db, ids.other, 4000, new Date(t.clock.now.getTime() + 30 * DAY));
    const r = await t.call('basket', 'list_udollar_giftcards', { currency_code: 'SGD' }, { token: ids.demoToken });
    expect(r.status).toBe(200);
    const got = r.body.table;
    const idsGot = got.map((c) => c.id);
    expect(idsGot).toContain(String(mine));
    expect(idsGot).not.toContain(String(expired));
    expect(idsGot).not.toContain(String(myr));
    expect(idsGot).not.toContain(String(theirs));
    expect(got.find((c) => c.id === String(mine))!.udollar_expire_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const bad = await t.call('basket', 'list_udollar_giftcards', { currency_code: 'dollars' }, { token: ids.demoToken });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('currency_code');
  });

  it('applies an amount within the balance and the total, and refuses beyond either', async () => {
    const basketId = await makeBasket(t.db, ids.demo, [{ productId: SG.grillValue, quantity: 1 }]);
    const line = await expectedLine(t.db, SG.grillValue, 1, t.clock.now);
    const total = line.gross - line.discount;
    const card = await makeUdollarCard(t.db, ids.demo, total + 5000, new Date(t.clock.now.getTime() + 30 * DAY));
    const small = await makeUdollarCard(t.db, ids.demo, 100, new Date(t.clock.now.getTime() + 30 * DAY));

    const overBalance = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: small, udollar_amount: 101 },
      { token: ids.demoToken },
    );
    expect(overBalance.status).toBe(400);
    expect(overBalance.body.field).toBe('udollar_amount');
    const overTotal = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: card, udollar_amount: total + 1 },
      { token: ids.demoToken },
    );
    expect(overTotal.status).toBe(400);
    expect(overTotal.body.message).toMatch(/order total/);
    const negative = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: card, udollar_amount: -5 },
      { token: ids.demoToken },
    );
    expect(negative.status).toBe(400);

    const ok = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: card, udollar_amount: 300 },
      { token: ids.demoToken },
    );
    expect(ok.status).toBe(200);
    const tb = table((await t.call('basket', 'detail_basket', {}, { token: ids.demoToken })).body);
    expect(tb.udollar_amount).toBe(300);
    expect(tb.udollar_id).toBe(String(card));
    expect(tb.order_amount).toBe(total - 300);
    // nothing is debited before reserve_order
    const list = await t.call('basket', 'list_udollar_giftcards', {}, { token: ids.demoToken });
    expect(list.body.table.find((c) => c.id === String(card))!.udollar_balance).toBe(total + 5000);
  });

  it("refuses another member's card, an expired card and another member's basket", async () => {
    const basketId = await makeBasket(t.db, ids.demo, [{ productId: SG.grillValue, quantity: 1 }]);
    const theirs = await makeUdollarCard(t.db, ids.other, 1000, new Date(t.clock.now.getTime() + 30 * DAY));
    expect(
      (
        await t.call(
          'basket',
          'apply_udollar_giftcard',
          { order_id: basketId, udollar_id: theirs, udollar_amount: 100 },
          { token: ids.demoToken },
        )
      ).status,
    ).toBe(404);
    const expired = await makeUdollarCard(t.db, ids.demo, 1000, new Date(t.clock.now.getTime() - DAY));
    const e = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basketId, udollar_id: expired, udollar_amount: 100 },
      { token: ids.demoToken },
    );
    expect(e.status).toBe(400);
    expect(e.body.field).toBe('udollar_id');
    const otherBasket = await makeBasket(t.db, ids.other, [{ productId: SG.grillValue, quantity: 1 }]);
    const mine = await makeUdollarCard(t.db, ids.demo, 1000, new Date(t.clock.now.getTime() + 30 * DAY));
    expect(
      (
        await t.call(
          'basket',
          'apply_udollar_giftcard',
          { order_id: otherBasket, udollar_id: mine, udollar_amount: 100 },
          { token: ids.demoToken },
        )
      ).status,
    ).toBe(404);
  });
});
