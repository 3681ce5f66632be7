import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evouchers, payments, products, udollarCards } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aPendingOrder, aProduct } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';
import { createStripePayment } from '../../../src/server/payment/stripe-adapter.ts';

let t: TestApp;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await (await aStaff(t, 'support')).client();
});
afterAll(async () => t.close());

const memberOrder = async (token: string, id: number) => (await t.call('order', 'detail_order', { order_id: id }, { token })).body.table;

describe('admin orders', () => {
  it('finds an order by its number or the member phone; the detail has lines, vouchers and payments', async () => {
    const m = await aMember(t);
    const order = await aPaidOrder(t, m);
    const detail = (await support.req('GET', `/orders/${order.id}`)).body;
    expect(detail).toMatchObject({ id: order.id, payment_status: 'Paid', member_id: m.id });
    expect(detail.lines).toHaveLength(1);
    expect(detail.vouchers.length).toBeGreaterThan(0);
    expect(detail.payments[0]).toMatchObject({ provider: 'sandbox', status: 'paid' });
    expect(detail.payment_events.length).toBeGreaterThan(0);
    const byNo = await support.req('GET', `/orders?filter=${encodeURIComponent(JSON.stringify({ q: detail.order_no }))}`);
    expect(byNo.body.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const byPhone = await support.req('GET', `/orders?filter=${encodeURIComponent(JSON.stringify({ q: detail.member_phone }))}`);
    expect(byPhone.body.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(JSON.stringify(detail)).not.toMatch(/password|otp|api_token/);
  });

  it('refunds a paid order through the sandbox: the member sees Refunded, the vouchers leave the wallet, the stock returns', async () => {
    const m = await aMember(t);
    const productId = await aProduct(t, { stock: 10 });
    const order = await aPaidOrder(t, m, { gift: false, lines: [{ productId, quantity: 2 }] });
    const [stockBefore] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    const res = await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ payment_status: 'Refunded', refund: { method: 'payment', toPayment: expect.any(Number) } });
    expect(res.body.refund.refundRef).toMatch(/^sbx_re_/);
    expect((await memberOrder(m.token, order.id)).payment_status).toBe('Refunded');
    const [p] = await t.db.select().from(payments).where(eq(payments.order_id, order.id));
    expect(p.status).toBe('refunded');
    const wallet = await t.call('evoucher', 'list_evoucher', { filter_by_status: 'active' }, { token: m.token });
    expect(wallet.body.table.map((i: { order_id: number }) => i.order_id)).not.toContain(order.id);
    const [stockAfter] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    expect(stockAfter.stock).toBe(stockBefore.stock + 2);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund'), eq(auditLog.object_id, String(order.id))));
    expect((entry.before as { payment_status: string }).payment_status).toBe('Paid');
    const again = await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment' });
    expect(again.status).toBe(409);
  });

  it('refunds to uDollar: the member gets a card worth what was paid', async () => {
    const m = await aMember(t);
    const order = await aPaidOrder(t, m, { gift: false, lines: [{ productId: await aProduct(t, { price: 3300 }), quantity: 1 }] });
    const res = await support.req('POST', `/orders/${order.id}/refund`, { method: 'udollar' });
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ toPayment: 0, toUdollar: 3300 });
    const cards = await t.db.select().from(udollarCards).where(eq(udollarCards.member_id, m.id));
    expect(cards.map((c) => c.balance)).toContain(3300);
  });

  it('refuses a refund when a voucher was used, when the order is not paid, and bad input naming the field', async () => {
    const m = await aMember(t);
    const used = await aPaidOrder(t, m, { gift: false });
    await t.db.update(evouchers).set({ status: 'Used' }).where(eq(evouchers.order_id, used.id));
    expect((await support.req('POST', `/orders/${used.id}/refund`, { method: 'payment' })).status).toBe(409);
    const pending = await aPendingOrder(t, m, { gift: false });
    expect((await support.req('POST', `/orders/${pending.id}/refund`, { method: 'payment' })).status).toBe(409);
    const bad = await support.req('POST', `/orders/${used.id}/refund`, { method: 'cash' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('method');
    expect((await support.req('POST', '/orders/999999/refund', { method: 'payment' })).status).toBe(404);
  });

  it('refuses catalogue, marketing and merchant staff', async () => {
    const m = await aMember(t);
    const order = await aPaidOrder(t, m);
    for (const role of ['catalogue', 'marketing', 'merchant'] as const) {
      const other = await (await aStaff(t, role)).client();
      expect((await other.req('GET', '/orders')).status, role).toBe(403);
      expect((await other.req('POST', `/orders/${order.id}/refund`, { method: 'payment' })).status, role).toBe(403);
    }
  });
});

describe('Stripe refunds (against a local fake of the Stripe API)', () => {
  let fake: Server;
  const received: Array<{ method: string; path: string; body: URLSearchParams }> = [];
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => {
        received.push({ method: req.method ?? '', path: req.url ?? '', body: new URLSearchParams(data) });
        res.setHeader('content-type', 'application/json');
        if (req.method === 'GET' && req.url?.startsWith('/v1/checkout/sessions/cs_test_paid'))
          res.end(JSON.stringify({ id: 'cs_test_paid', object: 'checkout.session', payment_intent: 'pi_test_123' }));
        else if (req.method === 'POST' && req.url === '/v1/refunds')
          res.end(JSON.stringify({ id: 're_test_1', object: 'refund', status: 'succeeded' }));
        else {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown path' } }));
        }
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => new Promise<void>((r) => fake.close(() => r())));

  it("refunds the session's PaymentIntent through POST /v1/refunds with the amount in minor units", async () => {
    const port = (fake.address() as AddressInfo).port;
    const stripe = createStripePayment({ secretKey: 'sk_test_fake', webhookSecret: 'whsec_x', apiBase: `http://127.0.0.1:${port}` });
    const out = await stripe.refund({ ref: 'cs_test_paid', amount: 4500, currency: 'SGD' });
    expect(out.refundRef).toBe('re_test_1');
    const refund = received.find((r) => r.path === '/v1/refunds');
    expect(refund?.body.get('payment_intent')).toBe('pi_test_123');
    expect(refund?.body.get('amount')).toBe('4500');
  });
});
