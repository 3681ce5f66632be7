import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evouchers, orders } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aPendingOrder, aProduct, aSentGift } from '../../support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('test factories', () => {
  it('a member is a fresh account whose token answers as that member', async () => {
    const m = await aMember(t, { name: 'Factory Fay' });
    const profile = await t.call('profile', 'detail_profile', {}, { token: m.token });
    expect(profile.status).toBe(200);
    expect(profile.body.table).toMatchObject({ member_id: m.id, name: 'Factory Fay' });
  });

  it('a product is listed in its country at its price and stock', async () => {
    const id = await aProduct(t, { name: 'Factory Flask', price: 1234, stock: 7 });
    const res = await t.call('catalogue', 'detail_product', { product_id: id }, { token: await t.guestToken() });
    expect(res.status).toBe(200);
    expect(res.body.table).toMatchObject({ id, stock: 7, original_price: 1234 });
  });

  it('a pending order is reserved; a paid gift has vouchers and a share id; a sent gift belongs to its recipient', async () => {
    const buyer = await aMember(t);
    const friend = await aMember(t);
    const pending = await aPendingOrder(t, buyer);
    expect(await orderRow(pending.id)).toMatchObject({ member_id: buyer.id, payment_status: 'Pending' });
    const paid = await aPaidOrder(t, buyer);
    expect(await orderRow(paid.id)).toMatchObject({ payment_status: 'Paid', order_status: 'gift' });
    expect(paid.shareId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(await t.db.select().from(evouchers).where(eq(evouchers.order_id, paid.id))).toHaveLength(1);
    const sent = await aSentGift(t, buyer, friend);
    expect(await orderRow(sent.id)).toMatchObject({ payment_status: 'Paid', recipient_id: friend.id });
    const self = await aPaidOrder(t, buyer, { gift: false });
    expect(await orderRow(self.id)).toMatchObject({ payment_status: 'Paid', order_status: 'Self-Use' });
  });
});
