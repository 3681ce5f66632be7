import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, brands } from '../../../src/server/db/schema/index.ts';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff, type StaffClient } from './admin-support.ts';
import type { AccountBalance, Liability } from '../../../src/shared/admin/finance.ts';
import { aCounter, aVoucherAtCounter } from './redemption-scene.ts';

/** Finance in the console (decision 0236): statements, payouts, the trial balance, liabilities and reconciliation. */
let t: TestApp;
let finance: StaffClient;
let admin: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
});
// fresh sessions for each test: one test moves the clock a day on, past a session's idle limit
beforeEach(async () => {
  finance = await (await aStaff(t, 'finance')).client();
  admin = await (await aStaff(t, 'admin')).client();
});
afterAll(async () => t.close());

const q = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;
const DAY_MS = 86_400_000;

describe('merchant settlement', () => {
  it('books each redemption as a payable less commission; the merchant sees only its brand; finance pays a past day once', async () => {
    const scene = await aVoucherAtCounter(t, { price: 2000 });
    await t.db.update(brands).set({ commission_bp: 1250 }).where(eq(brands.id, scene.brandId));
    const counter = await aCounter(t, scene.brandId);
    expect((await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId })).status).toBe(201);
    const other = await aVoucherAtCounter(t, { price: 500 });
    expect(
      (await (await aCounter(t, other.brandId)).req('POST', '/redemptions', { code: other.code, outlet_id: other.outletId })).status,
    ).toBe(201);

    const mine = await counter.req('GET', `/settlements?${q({})}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      brand_id: scene.brandId,
      outlet_id: scene.outletId,
      redemptions: 1,
      redeemed: 2000,
      commission: 250,
      payable: 1750,
      currency_code: 'SGD',
      status: 'open',
    });
    // a merchant asking for another brand still sees its own
    expect(
      (await counter.req('GET', `/settlements?${q({ brand_id: other.brandId })}`)).body.map((s: { brand_id: number }) => s.brand_id),
    ).toEqual([scene.brandId]);
    expect((await counter.req('GET', `/settlements/${other.brandId}.${other.outletId}.${mine.body[0].day}.SGD`)).status).toBe(404);

    const all = (await finance.req('GET', `/settlements?${q({ brand_id: scene.brandId })}`)).body;
    expect(all).toHaveLength(1);
    const id = all[0].id;
    // the statements of a brand sum exactly to its payable account
    const [payable] = rowsOf<{ s: string }>(
      await t.db.execute(sql`select (-sum(amount))::text as s from ledger_entries where account_key = ${`payable:${scene.brandId}:SGD`}`),
    );
    expect(Number(payable.s)).toBe(1750);

    // today's statement is still open for redemptions: it is paid once the day has ended
    const early = await finance.req('POST', `/settlements/${id}/pay`);
    expect(early.status).toBe(409);
    expect(early.body.reason).toBe('statement_open_day');
    t.clock.advance(DAY_MS);
    finance = await (await aStaff(t, 'finance')).client();
    expect((await (await aCounter(t, scene.brandId)).req('POST', `/settlements/${id}/pay`)).status).toBe(403);
    const paid = await finance.req('POST', `/settlements/${id}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', payable: 1750 });
    const twice = await finance.req('POST', `/settlements/${id}/pay`);
    expect(twice.status).toBe(409);
    expect(twice.body.reason).toBe('statement_paid');
    const [after] = rowsOf<{ s: string }>(
      await t.db.execute(
        sql`select coalesce(-sum(amount), 0)::text as s from ledger_entries where account_key = ${`payable:${scene.brandId}:SGD`}`,
      ),
    );
    expect(Number(after.s)).toBe(0);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.object_id, id));
    expect(audit.map((a) => a.action)).toEqual(['pay']);
    expect((await finance.req('GET', `/settlements?${q({ status: 'paid', brand_id: scene.brandId })}`)).body).toHaveLength(1);
  });

  it('exports statements as formula-safe CSV', async () => {
    const scene = await aVoucherAtCounter(t, { name: '=HYPERLINK("http://evil.test")' });
    await t.db.execute(sql`update outlets set outlet_name = ${'@SUM(A1:A9)'} where id = ${scene.outletId}`);
    const counter = await aCounter(t, scene.brandId);
    expect((await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId })).status).toBe(201);
    const res = await t.app.request(`/UgiftWeb/admin/api/settlements/export.csv?${q({ brand_id: scene.brandId })}`, {
      headers: { cookie: finance.cookie, origin: 'http://localhost' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await res.text();
    const [header, row] = text.trim().split('\r\n');
    expect(header.split(',')[0]).toBe('id');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"") brand"`);
    expect(row).toContain("'@SUM(A1:A9)");
    for (const cell of row.split(',')) expect(cell).not.toMatch(/^[=+@\t]/);
  });

  it('refuses bad filters naming them, and roles outside finance', async () => {
    const bad = await finance.req('GET', `/settlements?${q({ status: 'lost' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('filter.status');
    expect((await finance.req('GET', `/settlements?${q({ from: '27/11/2026' })}`)).body.field).toBe('filter.from');
    expect((await finance.req('POST', '/settlements/not-an-id/pay')).status).toBe(404);
    for (const role of ['support', 'catalogue', 'marketing'] as const) {
      const other = await (await aStaff(t, role)).client();
      expect((await other.req('GET', '/settlements')).status, role).toBe(403);
      expect((await other.req('GET', '/trial-balance')).status, role).toBe(403);
      expect((await other.req('GET', '/reconciliation')).status, role).toBe(403);
    }
    const merchant = await aCounter(t, null);
    expect((await merchant.req('GET', '/trial-balance')).status).toBe(403);
    expect((await merchant.req('GET', '/liabilities')).status).toBe(403);
  });
});

describe('finance reports', () => {
  it('the trial balance sums to zero per currency, account by account and by kind', async () => {
    for (const by of ['account', 'kind']) {
      const totals = new Map<string, number>();
      for (let from = 0; ; from += 200) {
        const res = await finance.req('GET', `/trial-balance?${q({ by })}&range=${encodeURIComponent(`[${from},${from + 199}]`)}`);
        expect(res.status).toBe(200);
        const rows: AccountBalance[] = res.body;
        for (const row of rows) totals.set(row.currency_code, (totals.get(row.currency_code) ?? 0) + row.balance);
        if (res.body.length < 200) break;
      }
      expect(totals.size).toBeGreaterThan(0);
      for (const [currency, total] of totals) expect(total, `${by} ${currency}`).toBe(0);
    }
    expect((await finance.req('GET', `/trial-balance?${q({ by: 'day' })}`)).body.field).toBe('filter.by');
  });

  it('liabilities per market equal the ledger’s voucher and uDollar accounts', async () => {
    const res = await finance.req('GET', '/liabilities');
    expect(res.status).toBe(200);
    const liabilities: Liability[] = res.body;
    const sgd = liabilities.filter((r) => r.currency_code === 'SGD');
    const [ledger] = rowsOf<{ v: string; u: string }>(
      await t.db.execute(sql`select
        (-coalesce(sum(amount) filter (where account_key like 'voucher:%'), 0))::text as v,
        (-coalesce(sum(amount) filter (where account_key like 'udollar:%'), 0))::text as u
        from ledger_entries where currency_code = 'SGD'`),
    );
    expect(sgd.reduce((s, r) => s + r.vouchers, 0)).toBe(Number(ledger.v));
    expect(sgd.reduce((s, r) => s + r.udollar, 0)).toBe(Number(ledger.u));
    const days = await finance.req('GET', '/finance-days');
    expect(days.status).toBe(200);
    expect(days.body[0]).toHaveProperty('payments');
  });

  it('reconciliation answers ok, and names a voucher whose balance was changed behind the ledger', async () => {
    const ok = await finance.req('GET', '/reconciliation');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true, differences: [] });
    const scene = await aVoucherAtCounter(t, { price: 800, storedValue: true });
    await t.db.execute(sql`update evouchers set balance = 5000 where id = ${scene.voucherId}`);
    const probe = await finance.req('GET', '/reconciliation?probe=1');
    expect(probe.status).toBe(503);
    expect(probe.body.ok).toBe(false);
    expect(probe.body.differences).toContainEqual({ check: 'voucher', subject: `voucher:${scene.voucherId}`, expected: 5000, ledger: 800 });
    await t.db.execute(sql`update evouchers set balance = 800 where id = ${scene.voucherId}`);
  });
});

describe('brand commissions', () => {
  it('admins set a brand’s rate with the version they loaded, audited; finance only reads it', async () => {
    const scene = await aVoucherAtCounter(t);
    const loaded = (await admin.req('GET', `/brand-commissions/${scene.brandId}`)).body;
    expect(loaded.commission_bp).toBe(1000);
    const saved = await admin.req('PUT', `/brand-commissions/${scene.brandId}`, { commission_bp: 800, version: loaded.version });
    expect(saved.status).toBe(200);
    expect(saved.body.commission_bp).toBe(800);
    const stale = await admin.req('PUT', `/brand-commissions/${scene.brandId}`, { commission_bp: 700, version: loaded.version });
    expect(stale.status).toBe(409);
    const bad = await admin.req('PUT', `/brand-commissions/${scene.brandId}`, { commission_bp: 20_000, version: saved.body.version });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('commission_bp');
    expect((await finance.req('GET', `/brand-commissions/${scene.brandId}`)).body.commission_bp).toBe(800);
    const refused = await finance.req('PUT', `/brand-commissions/${scene.brandId}`, { commission_bp: 0, version: saved.body.version });
    expect(refused.status).toBe(403);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'brand-commissions'));
    expect(audit.some((a) => a.object_id === String(scene.brandId) && a.action === 'update')).toBe(true);
  });
});
