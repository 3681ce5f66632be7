import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, orders, udollarCards } from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct, befriend } from '../../support/factories.ts';

/**
 * A recipient's pick of one of several and the sender's take-back of the same gift at the same moment (decision 0265):
 * exactly one wins, the other is refused, and the books balance. Simultaneous on PostgreSQL (npm test's second stage);
 * one after the other on PGlite, which must hold too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ROUNDS = 50;

describe('pick against take-back', () => {
  it(`${ROUNDS} races: exactly one of pick and take-back wins each`, async () => {
    const sam = await aMember(t, { name: 'Sam Sender' });
    const cheaper = await aProduct(t, { price: 700, stock: ROUNDS + 5 });
    let picks = 0;
    let takenBack = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const rita = await aMember(t, { name: 'Rita Recipient' });
      await befriend(t, sam, rita);
      const order = await aPaidOrder(t, sam, { lines: [{ productId: await aProduct(t, { price: 1000 }), quantity: 1 }] });
      const sent = await t.call(
        'order',
        'send_order',
        { order_id: order.id, recipient_id: rita.id, choice_ids: [cheaper] },
        { token: sam.token },
      );
      expect(sent.status).toBe(200);
      const [picked, back] = await Promise.all([
        t.call('order', 'pick_gift_choice', { order_id: order.id, product_id: cheaper }, { token: rita.token }),
        t.call('order', 'unsend_order', { order_id: order.id }, { token: sam.token }),
      ]);
      expect([picked.status === 200, back.status === 200].filter(Boolean), JSON.stringify([picked.body, back.body])).toHaveLength(1);
      const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      const vouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, order.id));
      if (picked.status === 200) {
        picks++;
        expect(back.status).toBe(409);
        expect(after.recipient_id).toBe(rita.id);
        expect(vouchers.map((v) => v.status)).toEqual(['Swapped']);
      } else {
        takenBack++;
        expect(picked.status).toBe(404);
        expect(after.recipient_id).toBeNull();
        expect(vouchers.map((v) => [v.status, v.owner_member_id])).toEqual([['Active', sam.id]]);
      }
    }
    expect(picks + takenBack).toBe(ROUNDS);
    // each pick put S$3 on Sam's uDollar; nothing else did
    const cards = await t.db.select().from(udollarCards).where(eq(udollarCards.member_id, sam.id));
    expect(cards.reduce((total, c) => total + c.balance, 0)).toBe(picks * 300);
    expect((await reconcile(t.db)).differences).toEqual([]);
  }, 300_000);
});
