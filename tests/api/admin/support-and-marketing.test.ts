import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evouchers, orders } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct, SINGAPORE } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

let t: TestApp;
let support: StaffClient;
let marketing: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await (await aStaff(t, 'support')).client();
  marketing = await (await aStaff(t, 'marketing')).client();
});
afterAll(async () => t.close());

const shared = async (id: string) => (await t.call('order', 'detail_shared_order', { id }, { token: await t.guestToken() })).status;

describe('support actions on an order', () => {
  it('re-issues a gift share link: the old link stops working, the new one opens the gift, the change is audited', async () => {
    const m = await aMember(t);
    const gift = await aPaidOrder(t, m);
    const old = gift.shareId ?? '';
    expect(await shared(old)).toBe(200);
    const res = await support.req('POST', `/orders/${gift.id}/reissue-link`);
    expect(res.status).toBe(200);
    const next = new URL(res.body.reissue_link.share_url).searchParams.get('id') ?? '';
    expect(next).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(next).not.toBe(old);
    expect(await shared(old)).toBe(404);
    expect(await shared(next)).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reissue_link'), eq(auditLog.object_id, String(gift.id))));
    expect(entries).toHaveLength(1);
    // the new link is a bearer secret: the audit log keeps that it was made, never the link
    expect(JSON.stringify(entries[0])).not.toContain(next);
    expect((entries[0].after as { reissue_link: unknown }).reissue_link).toEqual({ reissued: true });
  });

  it('refuses a new link for a redeemed gift or a self-use order (409), and staff outside support (403)', async () => {
    const m = await aMember(t);
    const friend = await aMember(t);
    const gift = await aPaidOrder(t, m);
    expect((await t.call('order', 'redeem_order', { id: gift.shareId ?? '' }, { token: friend.token })).status).toBe(200);
    expect((await support.req('POST', `/orders/${gift.id}/reissue-link`)).status).toBe(409);
    const self = await aPaidOrder(t, m, { gift: false });
    expect((await support.req('POST', `/orders/${self.id}/reissue-link`)).status).toBe(409);
    expect((await marketing.req('POST', `/orders/${self.id}/reissue-link`)).status).toBe(403);
    expect((await support.req('POST', '/orders/999999/reissue-link')).status).toBe(404);
  });

  it('re-issues an active voucher code; a used voucher keeps its code; the code never enters the audit log', async () => {
    const m = await aMember(t);
    const order = await aPaidOrder(t, m, { gift: false, lines: [{ productId: await aProduct(t), quantity: 2 }] });
    const [a, b] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, order.id)).orderBy(evouchers.id);
    const res = await support.req('POST', `/orders/${order.id}/vouchers/${a.id}/reissue`);
    expect(res.status).toBe(200);
    const [after] = await t.db.select().from(evouchers).where(eq(evouchers.id, a.id));
    expect(after.code).not.toBe(a.code);
    expect(JSON.stringify(res.body)).not.toContain(after.code);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reissue_code'), eq(auditLog.object_id, String(order.id))));
    expect(JSON.stringify(entry)).not.toContain(after.code);
    await t.db.update(evouchers).set({ status: 'Used' }).where(eq(evouchers.id, b.id));
    expect((await support.req('POST', `/orders/${order.id}/vouchers/${b.id}/reissue`)).status).toBe(409);
    expect((await support.req('POST', `/orders/${order.id}/vouchers/999999/reissue`)).status).toBe(404);
  });
});

describe('broadcast notifications', () => {
  it('marketing announces a product to the members of Singapore, in their language', async () => {
    const sg = await aMember(t, { countryId: SINGAPORE });
    const my = await aMember(t, { countryId: 1 });
    const productId = await aProduct(t, { name: 'Broadcast blender' });
    const res = await marketing.req('POST', '/broadcasts', {
      type: 'product',
      related_id: productId,
      text: { en: 'New: the Broadcast blender', cn: '新品：广播搅拌机', jp: '' },
      country_id: SINGAPORE,
    });
    expect(res.status).toBe(201);
    expect(res.body.recipients).toBeGreaterThan(0);
    const inbox = async (token: string, lang?: string) =>
      (await t.call('notification', 'list_notification', lang ? { lang } : {}, { token })).body.table.map(
        (n: { message: string }) => n.message,
      );
    expect(await inbox(sg.token)).toContain('New: the Broadcast blender');
    expect(await inbox(my.token)).not.toContain('New: the Broadcast blender');
    const list = await marketing.req('GET', '/broadcasts');
    expect(list.body[0]).toMatchObject({ type: 'product', related_id: productId, staff_email: marketing.email, country_id: SINGAPORE });
    // one id for the sent notice, at least 128 bits, in the send's answer, the list and its own read (decision 0274)
    expect(list.body[0].id).toBe(res.body.id);
    expect(res.body.id).toMatch(/^[\w-]{22,}$/);
    const one = await marketing.req('GET', `/broadcasts/${res.body.id}`);
    expect(one.body).toMatchObject({ id: res.body.id, recipients: res.body.recipients, text: { en: 'New: the Broadcast blender' } });
    expect((await marketing.req('GET', '/broadcasts/sent-1')).status).toBe(404);
  });

  it('refuses an unknown product, a missing English text, and staff outside marketing', async () => {
    expect((await marketing.req('POST', '/broadcasts', { type: 'product', related_id: 999999, text: { en: 'x' } })).body.field).toBe(
      'related_id',
    );
    expect((await marketing.req('POST', '/broadcasts', { type: 'product', related_id: 1, text: { en: '' } })).body.field).toBe('text.en');
    expect((await marketing.req('POST', '/broadcasts', { type: 'voucher', related_id: 1, text: { en: 'x' } })).body.field).toBe('type');
    expect((await support.req('POST', '/broadcasts', { type: 'product', related_id: 1, text: { en: 'x' } })).status).toBe(403);
  });
});

describe('dashboard', () => {
  it('counts paid sales per day and country, the vouchers issued by state, and the best sellers', async () => {
    const m = await aMember(t);
    // more units than any seeded product sold in a week (decision 0238), so it is among the best sellers
    const productId = await aProduct(t, { name: 'Dashboard darling', price: 777, stock: 100 });
    const order = await aPaidOrder(t, m, { gift: false, lines: [{ productId, quantity: 40 }] });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const stats = (await marketing.req('GET', '/dashboard?days=7')).body;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(paid.paid_at ?? new Date());
    const today = stats.sales.filter((s: { day: string; country: string }) => s.day === day && s.country === 'Singapore');
    expect(today.length).toBe(1);
    expect(today[0].amount).toBeGreaterThanOrEqual(3 * 777);
    expect(stats.vouchers.issued).toBeGreaterThanOrEqual(3);
    expect(stats.top_products.map((p: { product_id: number }) => p.product_id)).toContain(productId);
  });

  it('refuses a bad period and the merchant role', async () => {
    expect((await marketing.req('GET', '/dashboard?days=0')).body.field).toBe('days');
    const merchant = await (await aStaff(t, 'merchant')).client();
    expect((await merchant.req('GET', '/dashboard')).status).toBe(403);
  });
});
