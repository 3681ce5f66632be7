import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, groupGiftContributions, groupGifts, orders, payments } from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { aMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aGroupGift, chipIn, payAtCashier, poolBalance } from '../group-gift/group-gift-scene.ts';

/**
 * 50 contributions at once to a pool with 10 shares left (decision 0258): exactly 10 are taken, none twice, and of
 * their 10 payments arriving together exactly one completes the pool, which is funded once and never over its target.
 * On PostgreSQL (npm test's second stage) the requests run on separate connections at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a rush on a group gift', () => {
  it('50 simultaneous contributions to 10 shares left: 10 held, 40 refused, one payment funds it, exactly', async () => {
    const g = await aGroupGift(t, { price: 1200, quantity: 1, fields: { mode: 'shares', shares: 12, min_amount: undefined } });
    await chipIn(t, g.friends[0], g, 100);
    await chipIn(t, g.friends[1], g, 100);
    const crowd = await Promise.all(Array.from({ length: 50 }, () => aMember(t)));

    const answers = await Promise.all(
      crowd.map((m) => t.call('group_gift', 'contribute_group_gift', { share_id: g.shareId, amount: 100 }, { token: m.token })),
    );
    const taken = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(taken).toHaveLength(10);
    expect(refused.map((r) => [r.status, r.body.reason, r.body.field])).toEqual(Array(40).fill([409, 'group_gift_funded', 'amount']));
    const view = await t.call('group_gift', 'detail_group_gift', { share_id: g.shareId }, { token: g.organiser.token });
    expect(view.body.group_gift.left).toBe(0);

    const paid = await Promise.all(taken.map((a) => payAtCashier(t, a.body.cashier_url ?? '')));
    expect(paid).toHaveLength(10);
    const [gift] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, g.id));
    expect(gift).toMatchObject({ status: 'funded', paid: 1200, target: 1200 });
    const contributions = await t.db.select().from(groupGiftContributions).where(eq(groupGiftContributions.group_gift_id, g.id));
    expect(contributions.filter((c) => c.status === 'paid')).toHaveLength(12);
    expect(contributions.reduce((s, c) => s + c.surplus, 0)).toBe(0);
    const charged = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.order_id, gift.order_id), inArray(payments.status, ['paid', 'refunded', 'refund_required'])));
    expect(charged).toHaveLength(12);
    expect(new Set(charged.map((p) => p.group_contribution_id)).size).toBe(12);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, gift.order_id));
    expect(order).toMatchObject({ payment_status: 'Paid', order_status: 'Gifted' });
    expect(await t.db.select().from(evouchers).where(eq(evouchers.order_id, order.id))).toHaveLength(1);
    expect(await poolBalance(t, g.id)).toBe(0);
    expect((await reconcile(t.db)).differences).toEqual([]);
  });
});
