import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders } from '../../../src/server/db/schema/index.ts';
import { dashboardAnswer, type DashboardStats } from '../../../src/shared/admin/dashboard.ts';
import { DASHBOARD_FRESH_MS } from '../../../src/server/admin/dashboard/dashboard-cache.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aPendingOrder, aProduct } from '../../support/factories.ts';
import { adminRequest, aStaff, type StaffClient } from './admin-support.ts';

let t: TestApp;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await (await aStaff(t, 'support')).client();
});
afterAll(() => t.close());

// the figures are shared for DASHBOARD_FRESH_MS of the server's clock (decision 0276): each read here is a fresh one
const read = async (days = 30): Promise<DashboardStats> => {
  t.clock.advance(DASHBOARD_FRESH_MS);
  const res = await support.req('GET', `/dashboard?days=${days}`);
  expect(res.status).toBe(200);
  return dashboardAnswer.parse(res.body);
};
const sgd = (rows: Array<{ currency: string; now?: number; amount?: number }>) => rows.find((r) => r.currency === 'SGD');

describe('GET /dashboard (decision 0238)', () => {
  it('adds a paid order to revenue, orders, the trend, the best sellers, the recent orders and the liability', async () => {
    const before = await read(7);
    const buyer = await aMember(t, { name: 'Dana Dashboard' });
    await t.db.update(members).set({ created_at: t.clock.now }).where(eq(members.id, buyer.id));
    // more units than any seeded product sold in a week, so it leads the best sellers
    const productId = await aProduct(t, {
      name: 'A product with a long name that must never be cut on the dashboard',
      price: 1234,
      stock: 100,
    });
    const order = await aPaidOrder(t, buyer, { gift: false, lines: [{ productId, quantity: 40 }] });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const worth = paid.order_amount + paid.udollar_amount;
    const after = await read(7);

    expect(after.days).toBe(7);
    expect(after.time_zone).toBe('Asia/Singapore');
    expect(after.headline.orders.now).toBe(before.headline.orders.now + 1);
    expect(sgd(after.headline.revenue)?.now).toBe((sgd(before.headline.revenue)?.now ?? 0) + worth);
    expect(after.headline.new_members.now).toBe(before.headline.new_members.now + 1);
    // the vouchers the order issued are owed to the buyer until used: the ledger's liability grows by their value
    expect(sgd(after.headline.liability)?.amount).toBeGreaterThan(sgd(before.headline.liability)?.amount ?? 0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(paid.paid_at ?? t.clock.now);
    const sgdDays = after.trend.filter((d) => d.currency === 'SGD');
    expect(sgdDays).toHaveLength(7);
    expect(sgdDays.at(-1)?.day).toBe(today);
    expect(sgdDays.at(-1)?.amount).toBeGreaterThanOrEqual(worth);

    expect(after.top_products[0]).toMatchObject({
      product_id: productId,
      name: 'A product with a long name that must never be cut on the dashboard',
      sold: 40,
      amount: 40 * 1234,
      currency: 'SGD',
    });
    expect(after.recent_orders[0]).toMatchObject({ id: order.id, customer: 'Dana Dashboard', currency: 'SGD', amount: worth });
  });

  it('counts an order waiting for its payment', async () => {
    const before = await read();
    await aPendingOrder(t, await aMember(t));
    expect((await read()).headline.pending_payment).toBe(before.headline.pending_payment + 1);
  });

  it('shares one reading of the figures for ten seconds, then reads them again', async () => {
    const first = await read();
    const same = await Promise.all(Array.from({ length: 6 }, () => support.req('GET', '/dashboard?days=30')));
    await aPendingOrder(t, await aMember(t));
    const held = dashboardAnswer.parse((await support.req('GET', '/dashboard?days=30')).body);
    for (const res of same) expect(dashboardAnswer.parse(res.body).as_of).toBe(first.as_of);
    expect(held.as_of).toBe(first.as_of);
    expect(held.headline.pending_payment).toBe(first.headline.pending_payment);
    const later = await read();
    expect(Date.parse(later.as_of) - Date.parse(first.as_of)).toBe(DASHBOARD_FRESH_MS);
    expect(later.headline.pending_payment).toBe(first.headline.pending_payment + 1);
  });

  it('refuses a period it does not offer, naming the field', async () => {
    for (const q of ['days=0', 'days=abc', 'days=365', 'days=7&days=30', 'days=7.5']) {
      const res = await support.req('GET', `/dashboard?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.field, q).toBe('days');
    }
  });

  it('answers only signed-in staff whose role has the dashboard', async () => {
    expect((await adminRequest(t, 'GET', '/dashboard')).status).toBe(401);
    const merchant = await (await aStaff(t, 'merchant')).client();
    expect((await merchant.req('GET', '/dashboard')).status).toBe(403);
    for (const role of ['catalogue', 'marketing', 'finance', 'admin'] as const) {
      const staff = await (await aStaff(t, role)).client();
      expect((await staff.req('GET', '/dashboard?days=90')).status, role).toBe(200);
    }
  });
});
