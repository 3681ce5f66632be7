import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { udollarCards } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct } from '../../support/factories.ts';

let t: TestApp;
let demo: number;
let demoToken: string;
let meiToken: string;
/** the card the member bought and then spent 25.00 of */
let spent: number;

/** The member's newest uDollar card (bought just now). */
const newestCard = async () =>
  (await t.db.select({ id: udollarCards.id }).from(udollarCards).where(eq(udollarCards.member_id, demo)).orderBy(udollarCards.id)).at(-1)!
    .id;

beforeAll(async () => {
  t = await createTestApp();
  // a member of their own who bought two uDollar cards: one has lapsed, 25.00 of the other paid for a voucher
  const member = await aMember(t);
  demo = member.id;
  demoToken = member.token;
  await aPaidOrder(t, member, { gift: false, lines: [{ productId: await aProduct(t, { udollar: true, price: 3000 }), quantity: 1 }] });
  await t.db
    .update(udollarCards)
    .set({ expires_at: new Date(t.clock.now.getTime() - 86_400_000) })
    .where(eq(udollarCards.id, await newestCard()));
  await aPaidOrder(t, member, { gift: false, lines: [{ productId: await aProduct(t, { udollar: true, price: 5000 }), quantity: 1 }] });
  spent = await newestCard();
  const voucher = await aProduct(t, { price: 4000 });
  await t.call('basket', 'product_to_basket', { product_id: voucher, quantity: 1 }, { token: demoToken });
  await t.call('basket', 'update_order_status', { order_status: 'Self-Use' }, { token: demoToken });
  const basket = await t.call('basket', 'detail_basket', {}, { token: demoToken });
  const applied = await t.call(
    'basket',
    'apply_udollar_giftcard',
    { order_id: basket.body.table.id, udollar_id: spent, udollar_amount: 2500 },
    { token: demoToken },
  );
  expect(applied.status).toBe(200);
  expect((await t.call('order', 'reserve_order', {}, { token: demoToken })).status).toBe(200);
  // a member of their own, who holds no uDollar card
  meiToken = (await aMember(t)).token;
});
afterAll(async () => t.close());

describe('udollar/list_udollar_giftcards', () => {
  it('lists every card of the member, expired ones included, with the purchase date', async () => {
    const res = await t.call('udollar', 'list_udollar_giftcards', {}, { token: demoToken });
    expect(res.status).toBe(200);
    const cards = res.body.table;
    const rows = await t.db.select().from(udollarCards).where(eq(udollarCards.member_id, demo));
    expect(cards.map((c) => c.id).sort()).toEqual(rows.map((r) => String(r.id)).sort());
    expect(cards.some((c) => c.is_expired)).toBe(true);
    expect(cards.some((c) => !c.is_expired)).toBe(true);
    for (const c of cards) {
      expect(c.udollar_expire_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(c.order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(c.udollar_balance).toBeLessThanOrEqual(c.udollar_orig_balance);
    }
  });

  it("answers only the caller's cards and refuses a bad currency", async () => {
    const res = await t.call('udollar', 'list_udollar_giftcards', {}, { token: meiToken });
    expect(res.body.table).toEqual([]);
    const other = await t.call('udollar', 'list_udollar_giftcards', { member_id: demo }, { token: meiToken });
    expect(other.status).toBe(403);
    const bad = await t.call('udollar', 'list_udollar_giftcards', { currency_code: 'dollars' }, { token: demoToken });
    expect(bad.body.field).toBe('currency_code');
  });
});

describe('history_udollar_giftcards', () => {
  it('answers the ledger of my card: the purchase credit and each use with its order number', async () => {
    const [card] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, spent));
    expect(card.member_id).toBe(demo);
    const res = await t.call('udollar', 'history_udollar_giftcards', { udollar_id: card.id }, { token: demoToken });
    expect(res.status).toBe(200);
    const rows = res.body.table;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(card.balance);
    expect(rows.find((r) => r.amount < 0)).toMatchObject({ amount: -2500, currency_code: card.currency_code });
    for (const r of rows) {
      expect(r.ordered_date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(r.order_no).toMatch(/^UG\d+/);
    }
  });

  it("refuses another member's card as not found, a guest, and a bad id", async () => {
    expect((await t.call('udollar', 'history_udollar_giftcards', { udollar_id: spent }, { token: meiToken })).status).toBe(404);
    expect((await t.call('udollar', 'history_udollar_giftcards', { udollar_id: spent }, { token: await t.guestToken() })).status).toBe(401);
    expect((await t.call('udollar', 'history_udollar_giftcards', { udollar_id: 'two' }, { token: demoToken })).body.field).toBe(
      'udollar_id',
    );
    expect((await t.call('udollar', 'history_udollar_giftcards', { udollar_id: spent + 9999 }, { token: demoToken })).status).toBe(404);
  });
});
