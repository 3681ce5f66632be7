import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aSentGift } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

let t: TestApp;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await (await aStaff(t, 'support')).client();
});
afterAll(async () => t.close());

const list = (filter: Record<string, unknown>) => support.req('GET', `/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`);

describe('admin orders as staff read them (decision 0238)', () => {
  it('names each row’s customer and finds orders by the customer’s name', async () => {
    const m = await aMember(t, { name: `Quentin Quokka ${Date.now()}` });
    const order = await aPaidOrder(t, m, { gift: false });
    const res = await list({ q: m.name.split(' ').slice(1).join(' ') });
    expect(res.status).toBe(200);
    expect(res.body.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(res.body[0]).toMatchObject({ customer: m.name, customer_phone: expect.stringMatching(/^\+65/) });
  });

  it('filters by kind, and refuses a kind it does not know, naming the filter', async () => {
    const m = await aMember(t);
    const self = await aPaidOrder(t, m, { gift: false });
    const gift = await aPaidOrder(t, m);
    const ids = (await list({ q: (await support.req('GET', `/orders/${self.id}`)).body.member_phone, order_status: 'Self-Use' })).body.map(
      (o: { id: number }) => o.id,
    );
    expect(ids).toContain(self.id);
    expect(ids).not.toContain(gift.id);
    const bad = await list({ order_status: 'gifty' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('filter.order_status');
  });

  it('filters by payment status, by kind and by both, on every page, newest first', async () => {
    const m = await aMember(t, { name: `Pia Pager ${Date.now()}` });
    const selfPaid = [await aPaidOrder(t, m, { gift: false }), await aPaidOrder(t, m, { gift: false })];
    const giftPaid = await aPaidOrder(t, m);
    const phone = (await support.req('GET', `/orders/${giftPaid.id}`)).body.member_phone;
    const ids = async (filter: Record<string, unknown>, range = '[0,24]') =>
      (await support.req('GET', `/orders?filter=${encodeURIComponent(JSON.stringify({ q: phone, ...filter }))}&range=${range}`)).body.map(
        (o: { id: number }) => o.id,
      );
    const newestFirst = (list: Array<{ id: number }>) => list.map((o) => o.id).sort((a, b) => b - a);
    expect(await ids({ payment_status: 'Paid' })).toEqual(newestFirst([...selfPaid, giftPaid]));
    expect(await ids({ order_status: 'Self-Use' })).toEqual(newestFirst(selfPaid));
    expect(await ids({ order_status: 'Self-Use', payment_status: 'Paid' })).toEqual(newestFirst(selfPaid));
    expect(await ids({ order_status: 'Self-Use', payment_status: 'Refunded' })).toEqual([]);
    expect(await ids({ order_status: 'Self-Use' }, '[1,1]')).toEqual(newestFirst(selfPaid).slice(1));
  });

  it('shows a sent gift’s recipient and a timeline, oldest first', async () => {
    const sender = await aMember(t);
    const friend = await aMember(t, { name: 'Rita Recipient' });
    const order = await aSentGift(t, sender, friend);
    const detail = (await support.req('GET', `/orders/${order.id}`)).body;
    expect(detail).toMatchObject({ order_status: 'Gifted', recipient_name: 'Rita Recipient' });
    const what = detail.timeline.map((e: { what: string }) => e.what);
    expect(what).toEqual(['Order placed', 'Paid', 'Gift sent to Rita Recipient']);
    const times = detail.timeline.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('keeps orders for support: another role is refused', async () => {
    const marketing = await (await aStaff(t, 'marketing')).client();
    expect((await marketing.req('GET', '/orders')).status).toBe(403);
  });
});
