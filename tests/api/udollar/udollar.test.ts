import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { udollarCards } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';

let t: TestApp;
let demo: number;
let demoToken: string;
let meiToken: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.demoMemberId();
  demoToken = await t.memberToken(demo);
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
    const [card] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, 2));
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
    expect((await t.call('udollar', 'history_udollar_giftcards', { udollar_id: 2 }, { token: meiToken })).status).toBe(404);
    expect((await t.call('udollar', 'history_udollar_giftcards', { udollar_id: 2 }, { token: await t.guestToken() })).status).toBe(401);
    expect((await t.call('udollar', 'history_udollar_giftcards', { udollar_id: 'two' }, { token: demoToken })).body.field).toBe(
      'udollar_id',
    );
    expect((await t.call('udollar', 'history_udollar_giftcards', { udollar_id: 9999 }, { token: demoToken })).status).toBe(404);
  });
});
