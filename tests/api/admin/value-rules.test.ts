import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, marketValueRules } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

/** Decision 0262: each market's value rule, read by finance, edited by admins, audited. */
let t: TestApp;
let admin: StaffClient;
let finance: StaffClient;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await (await aStaff(t, 'admin')).client();
  finance = await (await aStaff(t, 'finance')).client();
  support = await (await aStaff(t, 'support')).client();
});
afterAll(async () => t.close());

const JAPAN = 3;

describe('admin value-rules', () => {
  it('lists the four markets on the seed rule; an admin edits one with the version loaded, audited', async () => {
    const list = await finance.req('GET', '/value-rules');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(4);
    for (const r of list.body) expect(r).toMatchObject({ lapse: 'udollar', extension_days: 30, validity_days: null });
    const [japan] = list.body.filter((r: { id: number }) => r.id === JAPAN);
    expect(japan.note).toMatch(/Payment Services Act/);

    const saved = await admin.req('PUT', `/value-rules/${JAPAN}`, { ...japan, validity_days: 180, extension_days: 0, lapse: 'refund' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: JAPAN, validity_days: 180, extension_days: 0, lapse: 'refund', version: japan.version + 1 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'value-rules'), eq(auditLog.object_id, String(JAPAN))));
    expect(audit).toMatchObject({ action: 'update' });
    // a second save with the old version is a conflict, and changes nothing
    const stale = await admin.req('PUT', `/value-rules/${JAPAN}`, { ...japan, lapse: 'breakage' });
    expect(stale.status).toBe(409);
    expect((await t.db.select().from(marketValueRules).where(eq(marketValueRules.country_id, JAPAN)))[0].lapse).toBe('refund');
    // empty validity goes back to each product's own
    const back = await admin.req('PUT', `/value-rules/${JAPAN}`, {
      ...saved.body,
      validity_days: '',
      extension_days: 30,
      lapse: 'udollar',
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ validity_days: null, lapse: 'udollar' });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const row = (await admin.req('GET', '/value-rules/2')).body;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lapse: 'keep' }, 'lapse'],
      [{ extension_days: -1 }, 'extension_days'],
      [{ extension_days: 400 }, 'extension_days'],
      [{ validity_days: 0 }, 'validity_days'],
      [{ validity_days: 2.5 }, 'validity_days'],
      [{ note: 'x'.repeat(1001) }, 'note'],
    ];
    for (const [change, field] of cases) {
      const res = await admin.req('PUT', '/value-rules/2', { ...row, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await admin.req('PUT', '/value-rules/999', { ...row })).status).toBe(404);
    expect((await admin.req('GET', '/value-rules/2')).body.version).toBe(row.version);
  });

  it('finance reads but may not change; other roles may not read', async () => {
    const row = (await finance.req('GET', '/value-rules/2')).body;
    expect((await finance.req('PUT', '/value-rules/2', { ...row, lapse: 'breakage' })).status).toBe(403);
    expect((await support.req('GET', '/value-rules')).status).toBe(403);
    expect((await admin.req('GET', '/value-rules/2')).body.lapse).toBe('udollar');
    // no create or delete: one rule per market
    expect((await admin.req('POST', '/value-rules', { ...row, id: 9 })).status).toBe(404);
    expect((await admin.req('DELETE', '/value-rules/2')).status).toBe(404);
  });
});
