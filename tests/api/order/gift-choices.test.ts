import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evouchers, orders, udollarCards, udollarLedger } from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct, befriend, JAPAN, type TestMember } from '../../support/factories.ts';

/** Decision 0265: a sender lets the recipient pick one of several; the difference goes back to the sender's uDollar. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Scene {
  sam: TestMember;
  rita: TestMember;
  giftId: number;
  giftProduct: number;
  choices: number[];
}

/** Sam buys a S$30 gift and sends it to Rita with two other choices, S$25 and S$18. */
async function aChoiceGift(): Promise<Scene> {
  const sam = await aMember(t, { name: 'Sam Sender' });
  const rita = await aMember(t, { name: 'Rita Recipient' });
  await befriend(t, sam, rita);
  const giftProduct = await aProduct(t, { name: 'Spa day', price: 3000 });
  const choices = [
    await aProduct(t, { name: 'Cinema for two', price: 2500, jp: '映画ペア券' }),
    await aProduct(t, { name: 'Bookshop', price: 1800 }),
  ];
  const order = await aPaidOrder(t, sam, { lines: [{ productId: giftProduct, quantity: 1 }] });
  const sent = await t.call(
    'order',
    'send_order',
    { order_id: order.id, recipient_id: rita.id, choice_ids: choices },
    { token: sam.token },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { sam, rita, giftId: order.id, giftProduct, choices };
}

const pick = (s: Scene, productId: number | string, who: TestMember = s.rita) =>
  t.call('order', 'pick_gift_choice', { order_id: s.giftId, product_id: productId }, { token: who.token });
const list = (s: Scene, who: TestMember = s.rita, lang = 'en') =>
  t.call('order', 'list_gift_choices', { order_id: s.giftId, lang }, { token: who.token });
const books = async () => expect((await reconcile(t.db)).differences).toEqual([]);

describe('order/send_order choice_ids, list_gift_choices, pick_gift_choice', () => {
  it("Rita sees the three, picks the S$18 one: its vouchers are hers, and S$12 goes back to Sam's uDollar in the same transaction", async () => {
    const s = await aChoiceGift();
    const shown = await list(s, s.rita, 'jp');
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.picked_at).toBe(0);
    expect(shown.body.table.map((c) => [c.id, c.is_gift, c.available])).toEqual([
      [s.giftProduct, true, true],
      [s.choices[0], false, true],
      [s.choices[1], false, true],
    ]);
    expect(shown.body.table[1].name).toBe('映画ペア券');

    const res = await pick(s, s.choices[1]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product_id).toBe(s.choices[1]);
    const fresh = await t.db.select().from(evouchers).where(eq(evouchers.order_id, res.body.order_id));
    expect(fresh.map((v) => [v.product_id, v.owner_member_id, v.face_value, v.status])).toEqual([
      [s.choices[1], s.rita.id, 1800, 'Active'],
    ]);
    const samCards = await t.db.select().from(udollarCards).where(eq(udollarCards.member_id, s.sam.id));
    expect(samCards.map((c) => c.balance)).toEqual([1200]);
    const [history] = await t.db.select().from(udollarLedger).where(eq(udollarLedger.card_id, samCards[0].id));
    expect(history.reason).toBe('choice');
    // Rita gets nothing of the difference
    expect(await t.db.select().from(udollarCards).where(eq(udollarCards.member_id, s.rita.id))).toEqual([]);
    // once only
    const again = await pick(s, s.choices[0]);
    expect([again.status, again.body.reason]).toEqual([409, 'already_picked']);
    expect((await list(s)).body.picked_at).toBeGreaterThan(0);
    await books();
  });

  it("picking the gift's own product keeps the gift as it is", async () => {
    const s = await aChoiceGift();
    const res = await pick(s, s.giftProduct);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order_id).toBe(s.giftId);
    const vouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, s.giftId));
    expect(vouchers.map((v) => v.status)).toEqual(['Active']);
    expect(await t.db.select().from(udollarCards).where(eq(udollarCards.member_id, s.sam.id))).toEqual([]);
    await books();
  });

  it('send_order refuses choices that are dearer, of another market, repeated, the gift itself or too many; nothing is sent', async () => {
    const sam = await aMember(t);
    const rita = await aMember(t);
    await befriend(t, sam, rita);
    const giftProduct = await aProduct(t, { price: 2000 });
    const order = await aPaidOrder(t, sam, { lines: [{ productId: giftProduct, quantity: 1 }] });
    const ok = await aProduct(t, { price: 1000 });
    const cases: Array<[unknown[], string]> = [
      [[await aProduct(t, { price: 2100 })], 'costs more'],
      [[await aProduct(t, { price: 1000, countryId: JAPAN, currency: 'JPY' })], "gift's own market"],
      [[ok, ok], 'twice'],
      [[giftProduct], "gift's own"],
      [[ok, await aProduct(t), await aProduct(t), await aProduct(t), await aProduct(t)], 'at most 4'],
      [['abc'], ''],
    ];
    for (const [ids, words] of cases) {
      const res = await t.call(
        'order',
        'send_order',
        { order_id: order.id, recipient_id: rita.id, choice_ids: ids as number[] },
        { token: sam.token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(String(res.body.field)).toMatch(/^choice_ids/);
      expect(res.body.message).toContain(words);
    }
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect([after.recipient_id, after.choice_product_ids]).toEqual([null, null]);
  });

  it('only the recipient picks; a gift without choices, a product not offered, bad input, a guest are refused', async () => {
    const s = await aChoiceGift();
    const stranger = await aMember(t);
    expect((await pick(s, s.choices[0], s.sam)).status).toBe(404);
    expect((await pick(s, s.choices[0], stranger)).status).toBe(404);
    expect((await list(s, stranger)).status).toBe(404);
    const notOffered = await pick(s, await aProduct(t, { price: 1000 }));
    expect([notOffered.status, notOffered.body.field]).toEqual([400, 'product_id']);
    const bad = await t.call('order', 'pick_gift_choice', { order_id: s.giftId, product_id: 'x' }, { token: s.rita.token });
    expect([bad.status, bad.body.field]).toEqual([400, 'product_id']);
    const guest = await t.call(
      'order',
      'pick_gift_choice',
      { order_id: s.giftId, product_id: s.choices[0] },
      { token: await t.guestToken() },
    );
    expect(guest.status).toBe(401);
    // the refused pick of a product not offered wrote nothing: Rita may still pick
    expect((await list(s)).body.picked_at).toBe(0);

    const plain = await aMember(t);
    await befriend(t, s.sam, plain);
    const order = await aPaidOrder(t, s.sam, { lines: [{ productId: await aProduct(t), quantity: 1 }] });
    await t.call('order', 'send_order', { order_id: order.id, recipient_id: plain.id }, { token: s.sam.token });
    const none = await t.call('order', 'list_gift_choices', { order_id: order.id }, { token: plain.token });
    expect([none.status, none.body.reason]).toEqual([409, 'no_choices']);
  });
});
