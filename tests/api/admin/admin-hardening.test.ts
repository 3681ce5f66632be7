import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
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
