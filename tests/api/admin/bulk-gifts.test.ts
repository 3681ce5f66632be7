import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aProduct } from '../../support/factories.ts';
import { aStaff } from './admin-support.ts';
import { HEADER, anAddress, csvOf, runDelivery, strangerPhone } from '../bulk-gift/bulk-scene.ts';

/** Decision 0271: business staff prepare a bulk gift batch for a member account, who pays for it in the app. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('back office: business gifts', () => {
  it('business staff prepare a batch for a member, audited; the member pays it at the cashier; the job delivers', async () => {
    const company = await aMember(t, { name: 'Acme Corp' });
    const voucher = await aProduct(t, { price: 1500 });
    const business = await (await aStaff(t, 'business')).client();
    const csv = csvOf([HEADER, [strangerPhone(), '', String(voucher), '', 'Thanks', ''], ['', anAddress(), String(voucher), '', '', '']]);
    const made = await business.req('POST', '/bulk-gifts', { member_phone: company.phone, csv, end_days: 30 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ member_id: company.id, amount: 3000, rows_total: 2, rows_queued: 2, payment_status: 'Pending' });
    expect(made.body.rows.map((r: { status: string }) => r.status)).toEqual(['queued', 'queued']);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, made.body.order_id));
    expect(order).toMatchObject({ member_id: company.id, payment_status: 'Pending', order_status: 'Bulk' });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'bulk-gifts'), eq(auditLog.object_id, made.body.id)));
    expect(audited.map((a) => a.action)).toEqual(['create']);

    // the member sees it to pay and pays it
    const toPay = await t.call('order', 'list_order', { filter_by: 'pay' }, { token: company.token });
    expect(JSON.stringify(toPay.body)).toContain(String(made.body.order_id));
    const cashier = await t.call('order', 'get_cashier_url', { order_id: made.body.order_id }, { token: company.token });
    expect((await t.app.request(`${cashier.body.cashier_url}/pay`, { method: 'POST' })).status).toBe(303);
    expect(await runDelivery(t)).toEqual({ sent: 2, failed: 0 });

    const support = await (await aStaff(t, 'support')).client();
    const list = await support.req('GET', `/bulk-gifts?filter=${encodeURIComponent(JSON.stringify({ q: 'Acme' }))}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: made.body.id, member: 'Acme Corp', rows_sent: 2, payment_status: 'Paid' })]);
    const one = await support.req('GET', `/bulk-gifts/${made.body.id}`);
    expect(one.body.rows.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']);
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it('names bad rows and an unknown member; support may read but not prepare; other roles may not see them', async () => {
    const company = await aMember(t);
    const voucher = await aProduct(t);
    const business = await (await aStaff(t, 'business')).client();
    const bad = csvOf([HEADER, ['', 'nope', String(voucher), '', '', '']]);
    const refused = await business.req('POST', '/bulk-gifts', { member_phone: company.phone, csv: bad });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'csv',
      reason: 'bulk_rows_invalid',
      row_errors: [{ row: 1, field: 'email', code: 'email_invalid' }],
    });
    const good = csvOf([HEADER, [strangerPhone(), '', String(voucher), '', '', '']]);
    const nobody = await business.req('POST', '/bulk-gifts', { member_phone: strangerPhone(), csv: good });
    expect(nobody).toMatchObject({ status: 400, body: { field: 'member_phone' } });

    const support = await (await aStaff(t, 'support')).client();
    expect((await support.req('POST', '/bulk-gifts', { member_phone: company.phone, csv: good })).status).toBe(403);
    const marketing = await (await aStaff(t, 'marketing')).client();
    expect((await marketing.req('GET', '/bulk-gifts')).status).toBe(403);
    // business staff see only the business gifts of the back office
    expect((await business.req('GET', '/orders')).status).toBe(403);
  });
});
