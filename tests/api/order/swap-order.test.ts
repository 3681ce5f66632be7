import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { evouchers, notifications, orders, products, udollarCards, udollarLedger } from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aProduct, aSentGift, JAPAN, type TestMember } from '../../support/factories.ts';

/** Decision 0265: a recipient swaps a gift once, within its market, at the same or a lower price; the sender never knows. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function books() {
  expect((await reconcile(t.db)).differences).toEqual([]);
}

interface Scene {
  sender: TestMember;
  rita: TestMember;
  giftId: number;
  giftProduct: number;
}

/** Sam sends Rita a gift of two S$20 vouchers. */
async function aGift(opts: { quantity?: number } = {}): Promise<Scene> {
  const sender = await aMember(t, { name: 'Sam Sender' });
  const rita = await aMember(t, { name: 'Rita Recipient' });
  const giftProduct = await aProduct(t, { name: 'Noodle Bar voucher', price: 2000 });
  const gift = await aSentGift(t, sender, rita, { lines: [{ productId: giftProduct, quantity: opts.quantity ?? 2 }] });
  return { sender, rita, giftId: gift.id, giftProduct };
}

const choices = (s: Scene, who: TestMember = s.rita, extra: Record<string, string | number> = {}) =>
  t.call('order', 'list_swap_choices', { order_id: s.giftId, ...extra }, { token: who.token });
const swap = (s: Scene, productId: number | string, who: TestMember = s.rita) =>
  t.call('order', 'swap_order', { order_id: s.giftId, product_id: productId }, { token: who.token });
const sentState = async (s: Scene) => {
  const list = await t.call('order', 'list_order', { filter_by: 'sent', limit: 10 }, { token: s.sender.token });
  return list.body.table.find((o) => o.id === s.giftId);
};

async function payAtCashier(who: TestMember, orderId: number) {
  const cashier = await t.call('order', 'get_cashier_url', { order_id: orderId }, { token: who.token });
  expect(cashier.status, JSON.stringify(cashier.body)).toBe(200);
  const pay = await t.app.request(`${cashier.body.cashier_url}/pay`, { method: 'POST' });
  expect(pay.status).toBeLessThan(400);
}

describe('order/list_swap_choices and order/swap_order', () => {
  it("swaps for a cheaper product of another brand: new codes, the difference in the recipient's uDollar, the sender's order unchanged", async () => {
    const s = await aGift();
    const cheaper = await aProduct(t, { name: 'Bean There voucher', price: 1500, cn: '豆在这里礼券' });
    const dearer = await aProduct(t, { name: 'Steak House voucher', price: 2500 });
    const elsewhere = await aProduct(t, { name: 'Tokyo ramen', price: 1000, countryId: JAPAN, currency: 'JPY' });
    const soldOut = await aProduct(t, { name: 'Sold out voucher', price: 1000, stock: 1 });
    const before = await sentState(s);
    const [stockBefore] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, s.giftProduct));

    const list = await choices(s, s.rita, { lang: 'cn', limit: 100 });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body).toMatchObject({ gift_value: 4000, currency_code: 'SGD', product_id: s.giftProduct, quantity: 2 });
    const ids = list.body.table.map((p) => p.id);
    expect(ids).toContain(cheaper);
    for (const refused of [elsewhere, soldOut, s.giftProduct]) expect(ids).not.toContain(refused);
    const offered = list.body.table.find((p) => p.id === cheaper);
    expect(offered).toMatchObject({ name: '豆在这里礼券', original_price: 1500, difference: 1000 });
    // a dearer one is offered too, with what is left to pay; the closest to what the gift is worth come first
    expect(list.body.table.find((p) => p.id === dearer)?.difference).toBe(-1000);
    const gaps = list.body.table.map((p) => Math.abs(p.difference));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));

    const oldVouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, s.giftId));
    const res = await swap(s, cheaper);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ product_id: cheaper, udollar_amount: 1000, currency_code: 'SGD' });

    // the gift's vouchers are void; two new ones of the new product are Rita's, with new codes and the gift's expiry
    const old = await t.db.select().from(evouchers).where(eq(evouchers.order_id, s.giftId));
    expect(old.map((v) => v.status)).toEqual(['Swapped', 'Swapped']);
    const fresh = await t.db.select().from(evouchers).where(eq(evouchers.order_id, res.body.order_id));
    expect(fresh).toHaveLength(2);
    for (const v of fresh) {
      expect(v).toMatchObject({ product_id: cheaper, owner_member_id: s.rita.id, face_value: 1500, status: 'Active' });
      expect(oldVouchers.map((o) => o.code)).not.toContain(v.code);
      expect(v.expires_at).toEqual(oldVouchers[0].expires_at);
      expect(v.paid_value).toBeLessThanOrEqual(1500);
    }
    // the difference is Rita's uDollar, and her history says why
    const [card] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, res.body.udollar_card_id));
    expect(card).toMatchObject({ member_id: s.rita.id, balance: 1000, currency_code: 'SGD' });
    const [history] = await t.db.select().from(udollarLedger).where(eq(udollarLedger.card_id, card.id));
    expect(history.reason).toBe('swap');
    // stock moved both ways
    const [giftStock] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, s.giftProduct));
    expect(giftStock.stock).toBe(stockBefore.stock + 2);
    // Rita's wallet and received list show the new product only
    const wallet = await t.call('evoucher', 'list_evoucher', { filter_by_status: 'received' }, { token: s.rita.token });
    expect(wallet.body.table.map((l) => l.product_name)).toEqual(['Bean There voucher']);
    const received = await t.call('order', 'list_order', { filter_by: 'received', limit: 10 }, { token: s.rita.token });
    expect(received.body.table.map((o) => o.id)).toEqual([res.body.order_id]);

    // Sam's order reads as it did, no notice tells him, and when Rita uses the new voucher it reads redeemed
    const after = await sentState(s);
    expect(after?.gift_state).toBe(before?.gift_state);
    expect(after?.multiple_languages).toEqual(before?.multiple_languages);
    const told = await t.db.select().from(notifications).where(eq(notifications.member_id, s.sender.id));
    expect(told.map((n) => n.created_at.getTime())).toSatisfy((times: number[]) => times.every((x) => x <= t.clock.now.getTime()));
    expect(told.some((n) => /swap/i.test(`${n.event} ${n.message}`))).toBe(false);
    const used = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: fresh[0].id }, { token: s.rita.token });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect((await sentState(s))?.gift_state).toBe('redeemed');
    await books();
  });

  it('a swap at the same price leaves no difference and no uDollar card', async () => {
    const s = await aGift({ quantity: 1 });
    const same = await aProduct(t, { name: 'Same price voucher', price: 2000 });
    const res = await swap(s, same);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ udollar_amount: 0, udollar_card_id: 0 });
    await books();
  });

  it('refuses a second swap, a used gift, another market, a dearer or sold-out or uDollar product, and take-back after it', async () => {
    const s = await aGift({ quantity: 1 });
    const cheaper = await aProduct(t, { price: 1000 });
    const elsewhere = await aProduct(t, { price: 1000, countryId: JAPAN, currency: 'JPY' });
    const soldOut = await aProduct(t, { price: 1000, stock: 0 });
    const udollar = await aProduct(t, { price: 1000, udollar: true });
    for (const [id, field] of [
      [elsewhere, 'product_id'],
      [udollar, 'product_id'],
      [s.giftProduct, 'product_id'],
    ] as const) {
      const refused = await swap(s, id);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.field).toBe(field);
    }
    const gone = await swap(s, soldOut);
    expect([gone.status, gone.body.reason]).toEqual([409, 'out_of_stock']);
    // nothing was half-written by the refusals
    expect((await t.db.select().from(evouchers).where(eq(evouchers.order_id, s.giftId))).map((v) => v.status)).toEqual(['Active']);

    expect((await swap(s, cheaper)).status).toBe(200);
    const again = await swap(s, cheaper);
    expect([again.status, again.body.reason]).toEqual([409, 'already_swapped']);
    expect((await choices(s)).body.reason).toBe('already_swapped');
    // the sender can no longer take back what the recipient swapped
    const back = await t.call('order', 'unsend_order', { order_id: s.giftId }, { token: s.sender.token });
    expect(back.status).toBe(409);

    const usedGift = await aGift({ quantity: 2 });
    const [first] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, usedGift.giftId));
    await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: first.id }, { token: usedGift.rita.token });
    const used = await swap(usedGift, cheaper);
    expect([used.status, used.body.reason]).toEqual([409, 'gift_used']);
    await books();
  });

  it('only the recipient may swap: not the sender, another member or a guest; bad input names the field', async () => {
    const s = await aGift({ quantity: 1 });
    const cheaper = await aProduct(t, { price: 1000 });
    const stranger = await aMember(t);
    expect((await swap(s, cheaper, s.sender)).status).toBe(404);
    expect((await swap(s, cheaper, stranger)).status).toBe(404);
    expect((await choices(s, stranger)).status).toBe(404);
    const guest = await t.call('order', 'swap_order', { order_id: s.giftId, product_id: cheaper }, { token: await t.guestToken() });
    expect(guest.status).toBe(401);
    const badOrder = await t.call('order', 'swap_order', { order_id: 'abc', product_id: cheaper }, { token: s.rita.token });
    expect([badOrder.status, badOrder.body.field]).toEqual([400, 'order_id']);
    const noProduct = await t.call('order', 'swap_order', { order_id: s.giftId }, { token: s.rita.token });
    expect([noProduct.status, noProduct.body.field]).toEqual([400, 'product_id']);
    const badLang = await choices(s, s.rita, { lang: 'fr' });
    expect([badLang.status, badLang.body.field]).toEqual([400, 'lang']);
    const [gift] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, s.giftId)));
    expect(gift.swapped_at).toBeNull();
  });

  it('a dearer product: the gift is held while the recipient pays the rest at the cashier, then the new vouchers are hers', async () => {
    const s = await aGift({ quantity: 1 });
    const dearer = await aProduct(t, { name: 'Steak dinner', price: 2600 });
    const res = await swap(s, dearer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ to_pay: 600, udollar_amount: 0 });
    // held: the gift's voucher no longer works, and a second swap is refused while it is
    const [held] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, s.giftId));
    expect(held.status).toBe('Swapped');
    expect((await swap(s, dearer)).body.reason).toBe('already_swapped');
    await books();

    await payAtCashier(s.rita, res.body.order_id);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(paid.payment_status).toBe('Paid');
    const fresh = await t.db.select().from(evouchers).where(eq(evouchers.order_id, paid.id));
    expect(fresh.map((v) => [v.product_id, v.owner_member_id, v.face_value, v.status])).toEqual([[dearer, s.rita.id, 2600, 'Active']]);
    await books();
  });

  it('a dearer swap left unpaid gives the gift back unchanged, and it can be swapped again', async () => {
    const s = await aGift({ quantity: 1 });
    const dearer = await aProduct(t, { price: 2600 });
    const [stockBefore] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, dearer));
    const res = await swap(s, dearer);
    expect(res.status).toBe(200);
    const cancelled = await t.call('order', 'cancel_order', { order_id: res.body.order_id }, { token: s.rita.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [gift] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, s.giftId));
    expect(gift.status).toBe('Active');
    const [stockAfter] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, dearer));
    expect(stockAfter.stock).toBe(stockBefore.stock);
    await books();
    const cheaper = await aProduct(t, { price: 1000 });
    expect((await swap(s, cheaper)).status).toBe(200);
    await books();
  });
});
