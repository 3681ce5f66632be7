import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evouchers, groupGifts, orders, payments, udollarCards } from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff } from './admin-support.ts';
import { aGroupGift, aUdollarCard, balanceOf, chipIn } from '../group-gift/group-gift-scene.ts';

/** Support and group gifts (decision 0258): the list, a gift with its contributions, cancel and refund, audited. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('back office: group gifts', () => {
  it('support lists a gift, reads its contributions, and cancels it: everyone is refunded and the audit log has it', async () => {
    const g = await aGroupGift(t, { price: 4000 });
    const [ann, ben] = g.friends;
    await chipIn(t, ann, g, 1500);
    const card = await aUdollarCard(t, ben, 2000);
    await t.call('group_gift', 'contribute_group_gift', { share_id: g.shareId, amount: 1000, udollar_card_id: card }, { token: ben.token });
    const support = await (await aStaff(t, 'support')).client();

    const list = await support.req('GET', `/group-gifts?filter=${encodeURIComponent(JSON.stringify({ q: 'Olive', status: 'open' }))}`);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { id: string }) => r.id)).toContain(g.id);
    const one = await support.req('GET', `/group-gifts/${g.id}`);
    expect(one.body).toMatchObject({ status: 'open', paid: 2500, target: 4000 });
    expect(one.body.contributions.map((c: { method: string; amount: number; status: string }) => [c.method, c.amount, c.status])).toEqual([
      ['card', 1500, 'paid'],
      ['udollar', 1000, 'paid'],
    ]);

    const cancel = await support.req('POST', `/group-gifts/${g.id}/cancel`, {});
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', refunded: 2500 });
    expect(await balanceOf(t, card)).toBe(2000);
    const [gift] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, g.id));
    const [payment] = await t.db.select().from(payments).where(eq(payments.order_id, gift.order_id));
    expect(payment).toMatchObject({ status: 'refunded', refunded_amount: 1500 });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'group-gifts'), eq(auditLog.object_id, g.id)));
    expect(audited.map((a) => a.action)).toEqual(['cancel_refund']);
    const again = await support.req('POST', `/group-gifts/${g.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it('other roles may not see or cancel group gifts; a bad filter or id is refused', async () => {
    const g = await aGroupGift(t, { friends: 0 });
    const marketing = await (await aStaff(t, 'marketing')).client();
    expect((await marketing.req('GET', '/group-gifts')).status).toBe(403);
    expect((await marketing.req('POST', `/group-gifts/${g.id}/cancel`, {})).status).toBe(403);
    const [gift] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, g.id));
    expect(gift.status).toBe('open');
    const support = await (await aStaff(t, 'support')).client();
    const bad = await support.req('GET', `/group-gifts?filter=${encodeURIComponent(JSON.stringify({ status: 'lost' }))}`);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('filter.status');
    expect((await support.req('POST', '/group-gifts/nope/cancel', {})).status).toBe(404);
  });

  it("an order refund of a group gift's order is refused with 409 naming the gift, open or funded; nothing is written", async () => {
    const support = await (await aStaff(t, 'support')).client();
    const open = await aGroupGift(t, { price: 3000 });
    await chipIn(t, open.friends[0], open, 1000);
    const [openRow] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, open.id));
    for (const method of ['payment', 'udollar']) {
      const res = await support.req('POST', `/orders/${openRow.order_id}/refund`, { method });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ reason: 'group_gift_order', group_gift_id: open.id, group_gift_status: 'open' });
      expect(res.body.message).toMatch(/cancel the group gift/);
    }
    // each refused attempt is in the audit log, by whom and why
    const refused = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refused'), eq(auditLog.staff_email, support.email)));
    expect(refused.map((r) => (r.after as { reason?: string }).reason)).toEqual(['group_gift_order', 'group_gift_order']);

    const funded = await aGroupGift(t, { price: 2000 });
    const [ann, ben] = funded.friends;
    await chipIn(t, ann, funded, 1200);
    const card = await aUdollarCard(t, ben, 3000);
    await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: funded.shareId, amount: 800, udollar_card_id: card },
      { token: ben.token },
    );
    const [row] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, funded.id));
    expect(row.status).toBe('funded');
    const before = await t.db.select().from(orders).where(eq(orders.id, row.order_id));
    const res = await support.req('POST', `/orders/${row.order_id}/refund`, { method: 'payment' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ reason: 'group_gift_order', group_gift_id: funded.id, group_gift_status: 'funded' });
    // nothing moved: the order, its vouchers, the contributor's card payment, the uDollar and the organiser's cards
    expect(await t.db.select().from(orders).where(eq(orders.id, row.order_id))).toEqual(before);
    const vouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, row.order_id));
    expect(vouchers.map((v) => [v.status, v.owner_member_id])).toEqual([['Active', funded.recipient.id]]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.order_id, row.order_id));
    expect(payment).toMatchObject({ status: 'paid', refunded_amount: 0 });
    expect(await balanceOf(t, card)).toBe(2200);
    expect(await t.db.select().from(udollarCards).where(eq(udollarCards.member_id, funded.organiser.id))).toEqual([]);
    expect((await reconcile(t.db)).differences).toEqual([]);
  });
});
