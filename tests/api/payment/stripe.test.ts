import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { makeBasket, setStock, sgProducts, type SgProducts, tokens } from '../basket/checkout-support.ts';
import { orderOf, paymentsOf, postCallback } from './payment-support.ts';

const WEBHOOK_SECRET = 'whsec_test_local_secret';
const SECRET_KEY = 'sk_test_local_fake';

/** A local fake of the Stripe API: answers POST /v1/checkout/sessions and records what it was sent. */
let fake: Server;
const received: Array<{ path: string; auth: string; body: URLSearchParams }> = [];
let t: TestApp;
let SG: SgProducts;
let ids: Awaited<ReturnType<typeof tokens>>;
const stripe = new Stripe(SECRET_KEY);

beforeAll(async () => {
  fake = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body: new URLSearchParams(data) });
      const n = received.length;
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        res.end(
          JSON.stringify({
            id: `cs_test_${n}`,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/c/pay/cs_test_${n}`,
            payment_status: 'unpaid',
          }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown path' } }));
      }
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  const port = (fake.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    },
  });
  SG = await sgProducts(t);
  ids = await tokens(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => fake.close(r));
});

function event(type: string, sessionId: string, paymentStatus: string, id: string, paid?: { amount: number; currency: string }) {
  const amounts = paid ? { amount_total: paid.amount, currency: paid.currency } : {};
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus, ...amounts } },
  });
}
/** What Stripe reports for a session paid in full: the payment's own amount and currency (lower-case, as Stripe sends). */
async function paidInFull(orderId: number) {
  const [p] = await paymentsOf(t, orderId);
  return { amount: p.amount, currency: p.currency_code.toLowerCase() };
}
const signed = (raw: string, secret = WEBHOOK_SECRET) => ({
  'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: raw, secret }),
});

async function reserved() {
  await setStock(t.db, SG.grillValue, 20);
  const orderId = await makeBasket(t.db, ids.demo, [{ productId: SG.grillValue, quantity: 2 }]);
  expect((await t.call('order', 'reserve_order', {}, { token: ids.demoToken })).status).toBe(200);
  return orderId;
}

describe('Stripe Checkout adapter', () => {
  it('creates a Checkout session for the order amount and answers its URL', async () => {
    const orderId = await reserved();
    const r = await t.call('order', 'get_cashier_url', { order_id: orderId }, { token: ids.demoToken });
    expect(r.status).toBe(200);
    expect(r.body.cashier_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const sent = received.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.auth).toBe(`Bearer ${SECRET_KEY}`);
    const order = await orderOf(t, orderId);
    expect(sent.body.get('line_items[0][price_data][unit_amount]')).toBe(String(order.order_amount));
    expect(sent.body.get('line_items[0][price_data][currency]')).toBe('sgd');
    expect(sent.body.get('client_reference_id')).toBe(String(orderId));
    expect(sent.body.get('success_url')).toContain(`/UgiftWeb/payment-status?id=${orderId}`);
    expect((await paymentsOf(t, orderId))[0]).toMatchObject({ provider: 'stripe', status: 'created', amount: order.order_amount });
  });

  it('a verified checkout.session.completed pays the order once; replays change nothing', async () => {
    const orderId = await reserved();
    await t.call('order', 'get_cashier_url', { order_id: orderId }, { token: ids.demoToken });
    const ref = (await paymentsOf(t, orderId))[0].provider_ref;
    const raw = event('checkout.session.completed', ref, 'paid', 'evt_stripe_1', await paidInFull(orderId));
    expect((await postCallback(t, 'stripe', raw, signed(raw))).body.result).toBe('paid');
    expect((await postCallback(t, 'stripe', raw, signed(raw))).body.result).toBe('duplicate');
    expect((await orderOf(t, orderId)).payment_status).toBe('Paid');
    expect(await t.db.select().from(evouchers).where(eq(evouchers.order_id, orderId))).toHaveLength(2);
    const expired = event('checkout.session.expired', ref, 'unpaid', 'evt_stripe_late');
    expect((await postCallback(t, 'stripe', expired, signed(expired))).body.result).toBe('already_paid');
    expect((await orderOf(t, orderId)).payment_status).toBe('Paid');
  });

  it('a signed event with the wrong amount or currency never pays: the payment waits for review as refund_required', async () => {
    for (const [n, wrong] of [
      [1, { amount: 1, currency: 'jpy' }],
      [2, { amount: -1, currency: 'sgd' }],
      [3, { amount: 0, currency: 'usd' }],
    ] as const) {
      const orderId = await reserved();
      await t.call('order', 'get_cashier_url', { order_id: orderId }, { token: ids.demoToken });
      const full = await paidInFull(orderId);
      const paid =
        n === 2 ? { amount: full.amount - 1, currency: full.currency } : n === 3 ? { amount: full.amount, currency: 'usd' } : wrong;
      const ref = (await paymentsOf(t, orderId))[0].provider_ref;
      const raw = event('checkout.session.completed', ref, 'paid', `evt_stripe_mismatch_${n}`, paid);
      expect((await postCallback(t, 'stripe', raw, signed(raw))).body.result).toBe('amount_mismatch');
      expect((await orderOf(t, orderId)).payment_status).toBe('Pending');
      const [payment] = await paymentsOf(t, orderId);
      expect(payment.status).toBe('refund_required');
      expect(payment.review_reason).toMatch(/^amount_mismatch/);
      expect(await t.db.select().from(evouchers).where(eq(evouchers.order_id, orderId))).toHaveLength(0);
      await t.call('order', 'cancel_order', { order_id: orderId }, { token: ids.demoToken });
    }
    // the money the provider took waits for its refund in the books, and the books agree with the payments (decision 0236)
    expect((await reconcile(t.db)).differences.filter((d) => d.check === 'order_payment')).toEqual([]);
  });

  it('a bad signature changes nothing; other event types are acknowledged and ignored', async () => {
    const orderId = await reserved();
    await t.call('order', 'get_cashier_url', { order_id: orderId }, { token: ids.demoToken });
    const ref = (await paymentsOf(t, orderId))[0].provider_ref;
    const raw = event('checkout.session.completed', ref, 'paid', 'evt_stripe_forged');
    expect((await postCallback(t, 'stripe', raw, signed(raw, 'whsec_wrong'))).status).toBe(400);
    expect((await postCallback(t, 'stripe', raw, {})).status).toBe(400);
    expect((await orderOf(t, orderId)).payment_status).toBe('Pending');
    const other = event('payment_intent.created', ref, 'unpaid', 'evt_stripe_other');
    expect((await postCallback(t, 'stripe', other, signed(other))).body.result).toBe('ignored');
    const asyncPending = event('checkout.session.completed', ref, 'unpaid', 'evt_stripe_async');
    expect((await postCallback(t, 'stripe', asyncPending, signed(asyncPending))).body.result).toBe('ignored');
    expect((await orderOf(t, orderId)).payment_status).toBe('Pending');
    const failed = event('checkout.session.async_payment_failed', ref, 'unpaid', 'evt_stripe_failed');
    expect((await postCallback(t, 'stripe', failed, signed(failed))).body.result).toBe('declined');
    expect((await paymentsOf(t, orderId))[0].status).toBe('declined');
    // the sandbox route is not served when Stripe is the provider
    const unknownProvider = await postCallback(t, 'sandbox', raw, {});
    expect(unknownProvider.status).toBe(404);
    expect(unknownProvider.body).toMatchObject({ success: false, code: 'not_found' });
  });
});
