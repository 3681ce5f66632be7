import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, members, orders, products, udollarCards, udollarLedger } from '../../../src/server/db/schema/index.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from '../../../src/server/payment/sandbox-adapter.ts';
import { hmacSha256Hex } from '../../../src/server/platform/crypto.ts';
import { expireUnpaidOrders } from '../../../src/server/order/expire-unpaid.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../support/test-app.ts';
import { makeBasket, product, setStock, sgProducts, type SgProducts, tokens } from '../basket/checkout-support.ts';
import { orderOf, paymentsOf, postCallback } from './payment-support.ts';

let t: TestApp;
let SG: SgProducts;
let ids: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await createTestApp();
  SG = await sgProducts(t);
  ids = await tokens(t);
});
afterAll(() => t.close());

/** Reserves a basket and opens the sandbox cashier; answers the order id and the cashier path. */
async function checkout(lines: Array<{ productId: number; quantity: number }>, who: 'demo' | 'other' = 'demo') {
  const member = who === 'demo' ? ids.demo : ids.other;
  const token = who === 'demo' ? ids.demoToken : ids.otherToken;
  for (const l of lines) await setStock(t.db, l.productId, 50);
  const orderId = await makeBasket(t.db, member, lines);
  expect((await t.call('order', 'reserve_order', {}, { token })).status).toBe(200);
  const r = await t.call('order', 'get_cashier_url', { order_id: orderId }, { token });
  expect(r.status).toBe(200);
  return { orderId, cashier: r.body.cashier_url, ref: r.body.cashier_url.split('/').pop()! };
}

/** Signed as the cashier does, at the app's (test) clock. */
const sign = (raw: string, at = t.clock.now) => signSandboxEvent(t.config.sandboxPaymentSecret, raw, Math.floor(at.getTime() / 1000));

describe('sandbox cashier', () => {
  it('shows the amount; Pay reports a signed callback, the order is Paid and delivered', async () => {
    const before = await product(t.db, SG.beanValue);
    const [m] = await t.db.select({ points: members.points }).from(members).where(eq(members.id, ids.demo));
    const { orderId, cashier } = await checkout([
      { productId: SG.beanValue, quantity: 2 },
      { productId: SG.udollar50, quantity: 1 },
    ]);
    const page = await t.app.request(cashier);
    expect(page.status).toBe(200);
    const html = await page.text();
    const order = await orderOf(t, orderId);
    expect(html).toContain('SGD');
    expect(html).toContain(order.order_no!);
    expect(html).toMatch(/Decline/);

    const pay = await t.app.request(`${cashier}/pay`, { method: 'POST' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`/UgiftWeb/payment-status?id=${orderId}`);
    const paid = await orderOf(t, orderId);
    expect(paid.payment_status).toBe('Paid');
    expect(paid.paid_at).not.toBeNull();
    expect((await paymentsOf(t, orderId)).map((p) => p.status)).toEqual(['paid']);

    const vouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, orderId));
    expect(vouchers).toHaveLength(2);
    expect(vouchers.every((v) => v.owner_member_id === ids.demo && v.status === 'Active' && v.product_id === SG.beanValue)).toBe(true);
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(2);
    const codeType = before.evoucher_code_type;
    expect(vouchers.every((v) => v.code_type === codeType)).toBe(true);

    const cards = await t.db.select().from(udollarCards).where(eq(udollarCards.order_id, orderId));
    const udollarProduct = await product(t.db, SG.udollar50);
    expect(cards).toHaveLength(1);
    expect(cards[0].balance).toBe(udollarProduct.udollar_value);
    const ledger = await t.db.select().from(udollarLedger).where(eq(udollarLedger.card_id, cards[0].id));
    expect(ledger.reduce((s, l) => s + l.amount, 0)).toBe(cards[0].balance);

    expect((await product(t.db, SG.beanValue)).sold_count).toBe(before.sold_count + 2);
    const [after] = await t.db.select({ points: members.points }).from(members).where(eq(members.id, ids.demo));
    expect(after.points).toBe(m.points + paid.points);
    const baskets = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.member_id, ids.demo), eq(orders.payment_status, 'Basket')));
    expect(baskets).toHaveLength(1);
    expect((await t.call('basket', 'detail_basket', {}, { token: ids.demoToken })).body.table).toMatchObject({
      products: [],
      sub_total: 0,
    });
  });

  it('Decline leaves the order Pending (Payment Failed) and the cashier can be opened again', async () => {
    const { orderId, cashier } = await checkout([{ productId: SG.grillValue, quantity: 1 }]);
    const res = await t.app.request(`${cashier}/decline`, { method: 'POST' });
    expect(res.status).toBe(303);
    expect((await orderOf(t, orderId)).payment_status).toBe('Pending');
    expect((await paymentsOf(t, orderId)).map((p) => p.status)).toEqual(['declined']);
    expect(await t.db.select().from(evouchers).where(eq(evouchers.order_id, orderId))).toHaveLength(0);
    expect((await t.call('order', 'get_cashier_url', { order_id: orderId }, { token: ids.demoToken })).status).toBe(200);
  });

  it('a bad signature changes nothing', async () => {
    const { orderId, ref } = await checkout([{ productId: SG.grillValue, quantity: 1 }]);
    const raw = JSON.stringify({ id: 'evt_forged', type: 'payment.succeeded', ref });
    const forged = signSandboxEvent('not-the-secret', raw);
    expect((await postCallback(t, 'sandbox', raw, { [SANDBOX_SIGNATURE_HEADER]: forged })).status).toBe(400);
    const unsigned = await postCallback(t, 'sandbox', raw, {});
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toMatchObject({ success: false, code: 'bad_request', message: 'invalid signature' });
    const tampered = JSON.stringify({ id: 'evt_forged', type: 'payment.succeeded', ref, extra: 1 });
    expect((await postCallback(t, 'sandbox', tampered, { [SANDBOX_SIGNATURE_HEADER]: sign(raw) })).status).toBe(400);
    expect((await orderOf(t, orderId)).payment_status).toBe('Pending');
    const [events] = (
      (await t.db.execute(sql`select count(*)::int as n from payment_events where event_id = 'evt_forged'`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(events.n).toBe(0);
  });

  it('refuses a correctly signed event dated outside the 300-second tolerance', async () => {
    const { orderId, ref } = await checkout([{ productId: SG.beanValue, quantity: 1 }]);
    const raw = JSON.stringify({ id: 'evt_old_signature', type: 'payment.succeeded', ref });
    const yearAgo = new Date(t.clock.now.getTime() - 365 * 86_400_000);
    expect((await postCallback(t, 'sandbox', raw, { [SANDBOX_SIGNATURE_HEADER]: sign(raw, yearAgo) })).status).toBe(400);
    const justOutside = new Date(t.clock.now.getTime() - 301_000);
    expect((await postCallback(t, 'sandbox', raw, { [SANDBOX_SIGNATURE_HEADER]: sign(raw, justOutside) })).status).toBe(400);
    const future = new Date(t.clock.now.getTime() + 301_000);
    expect((await postCallback(t, 'sandbox', raw, { [SANDBOX_SIGNATURE_HEADER]: sign(raw, future) })).status).toBe(400);
    expect((await orderOf(t, orderId)).payment_status).toBe('Pending');
    const withinTolerance = new Date(t.clock.now.getTime() - 299_000);
    expect((await postCallback(t, 'sandbox', raw, { [SANDBOX_SIGNATURE_HEADER]: sign(raw, withinTolerance) })).body.result).toBe('paid');
  });

  it('a replayed event and an out-of-order decline change nothing twice', async () => {
    const soldBefore = (await product(t.db, SG.beanPack)).sold_count;
    const { orderId, ref } = await checkout([{ productId: SG.beanPack, quantity: 3 }]);
    const stockAfterReserve = (await product(t.db, SG.beanPack)).stock;
    const raw = JSON.stringify({ id: 'evt_paid_1', type: 'payment.succeeded', ref });
    const first = await postCallback(t, 'sandbox', raw, { [SANDBOX_SIGNATURE_HEADER]: sign(raw) });
    expect(first).toMatchObject({ status: 200, body: { result: 'paid' } });
    const replay = await postCallback(t, 'sandbox', raw, { [SANDBOX_SIGNATURE_HEADER]: sign(raw) });
    expect(replay).toMatchObject({ status: 200, body: { result: 'duplicate' } });
    const secondPaid = JSON.stringify({ id: 'evt_paid_2', type: 'payment.succeeded', ref });
    expect((await postCallback(t, 'sandbox', secondPaid, { [SANDBOX_SIGNATURE_HEADER]: sign(secondPaid) })).body.result).toBe(
      'already_paid',
    );
    const lateDecline = JSON.stringify({ id: 'evt_declined_late', type: 'payment.declined', ref });
    expect((await postCallback(t, 'sandbox', lateDecline, { [SANDBOX_SIGNATURE_HEADER]: sign(lateDecline) })).body.result).toBe(
      'already_paid',
    );

    expect((await orderOf(t, orderId)).payment_status).toBe('Paid');
    expect((await paymentsOf(t, orderId)).map((p) => p.status)).toEqual(['paid']);
    expect(await t.db.select().from(evouchers).where(eq(evouchers.order_id, orderId))).toHaveLength(3);
    expect((await product(t.db, SG.beanPack)).stock).toBe(stockAfterReserve);
    const [p] = await t.db.select({ sold: products.sold_count }).from(products).where(eq(products.id, SG.beanPack));
    expect(p.sold).toBe(soldBefore + 3);
  });

  it('does not sign with (or accept) a secret derived from the public API signing secret', async () => {
    const { orderId, ref } = await checkout([{ productId: SG.grillValue, quantity: 1 }]);
    const oldDerived = hmacSha256Hex(TEST_SECRET, 'ugift-sandbox-payment-webhook');
    expect(t.config.sandboxPaymentSecret).not.toBe(oldDerived);
    expect(t.config.sandboxPaymentSecret).not.toContain(TEST_SECRET);
    const raw = JSON.stringify({ id: 'evt_public_key', type: 'payment.succeeded', ref });
    expect((await postCallback(t, 'sandbox', raw, { [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(oldDerived, raw) })).status).toBe(400);
    expect((await postCallback(t, 'sandbox', raw, { [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(TEST_SECRET, raw) })).status).toBe(400);
    expect((await orderOf(t, orderId)).payment_status).toBe('Pending');
  });

  it('a paid event for an order cancelled meanwhile is recorded as refund_required, and the order stays Cancelled', async () => {
    const { orderId, cashier, ref } = await checkout([{ productId: SG.grillValue, quantity: 1 }], 'other');
    expect((await t.call('order', 'cancel_order', { order_id: orderId }, { token: ids.otherToken })).status).toBe(200);
    const pay = await t.app.request(`${cashier}/pay`, { method: 'POST' });
    expect(pay.status).toBe(303);
    expect((await orderOf(t, orderId)).payment_status).toBe('Cancelled');
    expect((await paymentsOf(t, orderId)).map((p) => p.status)).toEqual(['refund_required']);
    expect(await t.db.select().from(evouchers).where(eq(evouchers.order_id, orderId))).toHaveLength(0);
    // a replay (or a second paid event) changes nothing
    const again = JSON.stringify({ id: 'evt_paid_after_cancel_2', type: 'payment.succeeded', ref });
    expect((await postCallback(t, 'sandbox', again, { [SANDBOX_SIGNATURE_HEADER]: sign(again) })).body.result).toBe('already_paid');
    expect((await paymentsOf(t, orderId)).map((p) => p.status)).toEqual(['refund_required']);
  });

  it('an open cashier session keeps the order alive; once it is over 31 minutes old it can no longer be paid', async () => {
    const { orderId, ref } = await checkout([{ productId: SG.grillValue, quantity: 1 }], 'other');
    // the session is opened at minute 25 of the reservation
    t.clock.advance(25 * 60_000);
    const late = await t.call('order', 'get_cashier_url', { order_id: orderId }, { token: ids.otherToken });
    expect(late.status).toBe(200);
    const lateCashier = late.body.cashier_url;
    // minute 45: reserved long ago, but a session opened 20 minutes ago: not expired, and still payable
    t.clock.advance(20 * 60_000);
    await expireUnpaidOrders(t.db, t.clock.now);
    expect((await orderOf(t, orderId)).payment_status).toBe('Pending');
    // past the reservation time no new session may be opened to keep it alive
    expect((await t.call('order', 'get_cashier_url', { order_id: orderId }, { token: ids.otherToken })).status).toBe(409);
    // minute 57: the session is 32 minutes old: the cashier refuses, the callback is ignored
    t.clock.advance(12 * 60_000);
    expect((await t.app.request(lateCashier)).status).toBe(410);
    expect((await t.app.request(`${lateCashier}/pay`, { method: 'POST' })).status).toBe(410);
    const raw = JSON.stringify({ id: 'evt_stale_session', type: 'payment.succeeded', ref: lateCashier.split('/').pop() });
    expect((await postCallback(t, 'sandbox', raw, { [SANDBOX_SIGNATURE_HEADER]: sign(raw) })).body.result).toBe('session_expired');
    const first = JSON.stringify({ id: 'evt_stale_first', type: 'payment.succeeded', ref });
    expect((await postCallback(t, 'sandbox', first, { [SANDBOX_SIGNATURE_HEADER]: sign(first) })).body.result).toBe('session_expired');
    expect((await orderOf(t, orderId)).payment_status).toBe('Pending');
    expect((await paymentsOf(t, orderId)).every((p) => p.status === 'created')).toBe(true);
    // minute 61: 36 minutes after the last session opened, the job cancels it
    t.clock.advance(4 * 60_000);
    expect(await expireUnpaidOrders(t.db, t.clock.now)).toBeGreaterThanOrEqual(1);
    expect((await orderOf(t, orderId)).payment_status).toBe('Cancelled');
    expect(await t.db.select().from(evouchers).where(eq(evouchers.order_id, orderId))).toHaveLength(0);
  });

  it('an unknown cashier reference is not found', async () => {
    expect((await t.app.request('/UgiftWeb/payment/sandbox/sbx_unknownunknownunknown')).status).toBe(404);
    expect((await t.app.request('/UgiftWeb/payment/sandbox/sbx_unknownunknownunknown/pay', { method: 'POST' })).status).toBe(404);
  });
});
