import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, members, orders, payments, pointsLedger, products, udollarCards } from '../../../src/server/db/schema/index.ts';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct, befriend } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';
import { aCounter, aVoucherAtCounter } from './redemption-scene.ts';

/**
 * Books that balance (decision 0236): the four ways value leaked, each refused; the points of a refunded order; and
 * the ledger balancing after each. Every test makes its own products, members and staff.
 */
let t: TestApp;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await (await aStaff(t, 'support')).client();
});
afterAll(async () => t.close());

async function expectBooksBalance() {
  const trial = rowsOf<{ currency_code: string; total: string }>(
    await t.db.execute(sql`select currency_code, sum(amount)::text as total from ledger_entries group by currency_code`),
  );
  for (const row of trial) expect(Number(row.total), row.currency_code).toBe(0);
  const result = await reconcile(t.db);
  expect(result.differences).toEqual([]);
}

const voucherOf = async (id: number) => (await t.db.select().from(evouchers).where(eq(evouchers.id, id)))[0];

describe('refunds never give back value already spent', () => {
  it('refunds a part-spent stored-value voucher for its unspent share only, and support sees that amount first', async () => {
    const scene = await aVoucherAtCounter(t, { price: 1000, storedValue: true });
    const counter = await aCounter(t, scene.brandId);
    const spent = await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId, amount: 900 });
    expect(spent.status).toBe(201);
    const voucher = await voucherOf(scene.voucherId);
    const detail = (await support.req('GET', `/orders/${voucher.order_id}`)).body;
    expect(detail.refundable).toBe(100);
    expect(detail.refund_items).toEqual([expect.objectContaining({ kind: 'voucher', id: scene.voucherId, holds: 100, refundable: 100 })]);
    const res = await support.req('POST', `/orders/${voucher.order_id}/refund`, { method: 'payment' });
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ refunded: 100, toPayment: 100, toUdollar: 0 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.order_id, voucher.order_id));
    expect(payment).toMatchObject({ refunded_amount: 100, status: 'paid' });
    expect(await voucherOf(scene.voucherId)).toMatchObject({ status: 'Refunded', balance: 0 });
    // and the counter can spend nothing more of it
    const after = await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId, amount: 50 });
    expect(after.status).toBe(409);
    expect(after.body.reason).toBe('voucher_void');
    await expectBooksBalance();
  });

  it('refuses a voucher redeemed in full, naming it, and refunds the order’s other voucher alone', async () => {
    const m = await aMember(t);
    const productId = await aProduct(t, { price: 1500 });
    const order = await aPaidOrder(t, m, { gift: false, lines: [{ productId, quantity: 2 }] });
    const vouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, order.id)).orderBy(evouchers.id);
    const used = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: vouchers[0].id }, { token: m.token });
    expect(used.status).toBe(200);
    const refused = await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment', evoucher_ids: [vouchers[0].id] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'not_refundable', field: 'evoucher_ids' });
    const res = await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment' });
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ refunded: 1500, vouchers: [vouchers[1].id] });
    // one voucher was used: the order stays Paid, with what was refunded on it
    expect(res.body).toMatchObject({ payment_status: 'Paid', refunded_amount: 1500, refundable: 0 });
    const nothing = await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.reason).toBe('nothing_refundable');
    await expectBooksBalance();
  });

  it('voids a refunded uDollar card in the same transaction, and refuses the refund once the card was spent', async () => {
    const m = await aMember(t);
    const udollar = await aProduct(t, { price: 10_000, udollar: true });
    const order = await aPaidOrder(t, m, { gift: false, lines: [{ productId: udollar, quantity: 1 }] });
    const [card] = await t.db.select().from(udollarCards).where(eq(udollarCards.order_id, order.id));
    const res = await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment' });
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ refunded: 10_000, toPayment: 10_000, udollarCards: [card.id] });
    const [voided] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, card.id));
    expect(voided.balance).toBe(0);
    expect(voided.voided_at).not.toBeNull();
    const listed = await t.call('basket', 'list_udollar_giftcards', {}, { token: m.token });
    expect(JSON.stringify(listed.body)).not.toContain(`"udollar_id":${card.id}`);

    // a second card, part of it spent on a voucher: its refund is refused and it keeps its value
    const second = await aPaidOrder(t, m, { gift: false, lines: [{ productId: udollar, quantity: 1 }] });
    const [card2] = await t.db.select().from(udollarCards).where(eq(udollarCards.order_id, second.id));
    const coffee = await aProduct(t, { price: 400 });
    await t.call('basket', 'product_to_basket', { product_id: coffee, quantity: 1 }, { token: m.token });
    await t.call('basket', 'update_order_status', { order_status: 'Self-Use' }, { token: m.token });
    const [basket] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.member_id} = ${m.id} and ${orders.payment_status} = 'Basket'`);
    const applied = await t.call(
      'basket',
      'apply_udollar_giftcard',
      { order_id: basket.id, udollar_id: card2.id, udollar_amount: 400 },
      { token: m.token },
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await t.call('order', 'reserve_order', {}, { token: m.token })).status).toBe(200);
    const refused = await support.req('POST', `/orders/${second.id}/refund`, { method: 'payment' });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('nothing_refundable');
    const [kept] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, card2.id));
    expect(kept).toMatchObject({ balance: 9600, voided_at: null });
    await expectBooksBalance();
  });

  it('takes back the points a refunded order earned', async () => {
    const m = await aMember(t);
    const [before] = await t.db.select({ points: members.points }).from(members).where(eq(members.id, m.id));
    const order = await aPaidOrder(t, m, { gift: false, lines: [{ productId: await aProduct(t, { price: 4200 }), quantity: 1 }] });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.points).toBeGreaterThan(0);
    const [earned] = await t.db.select({ points: members.points }).from(members).where(eq(members.id, m.id));
    expect(earned.points).toBe(before.points + row.points);
    const res = await support.req('POST', `/orders/${order.id}/refund`, { method: 'udollar' });
    expect(res.status).toBe(200);
    expect(res.body.refund.pointsTakenBack).toBe(row.points);
    const [after] = await t.db.select({ points: members.points }).from(members).where(eq(members.id, m.id));
    expect(after.points).toBe(before.points);
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.reason, `refund:${order.id}`));
    expect(ledger.map((l) => l.amount)).toEqual([-row.points]);
    await expectBooksBalance();
  });

  it('refuses bad refund input naming the field, and lets only support and admins refund', async () => {
    const m = await aMember(t);
    const order = await aPaidOrder(t, m, { gift: false });
    const bad = await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment', evoucher_ids: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/^evoucher_ids/);
    const stranger = await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment', evoucher_ids: [999_999_999] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.field).toBe('evoucher_ids');
    for (const role of ['merchant', 'finance', 'marketing'] as const) {
      const other = await (await aStaff(t, role)).client();
      expect((await other.req('POST', `/orders/${order.id}/refund`, { method: 'payment' })).status, role).toBe(403);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.payment_status).toBe('Paid');
  });
});

describe('refunds after review', () => {
  it('takes back only the refunded share of the points when another voucher of the order was used', async () => {
    const m = await aMember(t);
    const order = await aPaidOrder(t, m, { gift: false, lines: [{ productId: await aProduct(t, { price: 5000 }), quantity: 2 }] });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const vouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, order.id)).orderBy(evouchers.id);
    expect((await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: vouchers[0].id }, { token: m.token })).status).toBe(200);
    const res = await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment' });
    expect(res.status).toBe(200);
    expect(res.body.refund.pointsTakenBack).toBe(Math.floor(row.points / 2));
  });

  it('keeps a refund’s uDollar credit with the buyer when the rest of the order is given as a gift', async () => {
    const sender = await aMember(t);
    const friend = await aMember(t);
    const order = await aPaidOrder(t, sender, { gift: true, lines: [{ productId: await aProduct(t, { price: 1000 }), quantity: 2 }] });
    const vouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, order.id)).orderBy(evouchers.id);
    const res = await support.req('POST', `/orders/${order.id}/refund`, { method: 'udollar', evoucher_ids: [vouchers[0].id] });
    expect(res.status).toBe(200);
    await befriend(t, sender, friend);
    const sent = await t.call('order', 'send_order', { order_id: order.id, recipient_id: friend.id }, { token: sender.token });
    expect(sent.status).toBe(200);
    const [credit] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, res.body.refund.udollarCardId));
    expect(credit.member_id).toBe(sender.id);
    await expectBooksBalance();
  });
});

describe('a voucher keeps the terms it was sold with', () => {
  it('is redeemed for the price it was sold at after the catalogue changes the price', async () => {
    const scene = await aVoucherAtCounter(t, { price: 1290 });
    await t.db.update(products).set({ original_price: 9900 }).where(eq(products.id, scene.productId));
    const counter = await aCounter(t, scene.brandId);
    const res = await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ value: 1290, state: 'Used' });
    const booked = rowsOf<{ amount: string }>(
      await t.db.execute(sql`select amount::text from ledger_entries where account_key = ${`voucher:${scene.voucherId}`} and amount > 0`),
    );
    expect(booked.map((b) => Number(b.amount))).toEqual([1290]);
    await expectBooksBalance();
  });

  it('stays stored-value (spent in part) after "stored value" is unticked, and whole after it is ticked', async () => {
    const stored = await aVoucherAtCounter(t, { price: 1000, storedValue: true });
    const counter = await aCounter(t, stored.brandId);
    expect((await counter.req('POST', '/redemptions', { code: stored.code, outlet_id: stored.outletId, amount: 100 })).status).toBe(201);
    await t.db.update(products).set({ stored_value: false }).where(eq(products.id, stored.productId));
    const whole = await counter.req('POST', '/redemptions', { code: stored.code, outlet_id: stored.outletId });
    expect(whole.status).toBe(400);
    expect(whole.body.field).toBe('amount');
    const rest = await counter.req('POST', '/redemptions', { code: stored.code, outlet_id: stored.outletId, amount: 900 });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ state: 'Used', balance: null });

    const latte = await aVoucherAtCounter(t, { price: 1290 });
    await t.db.update(products).set({ stored_value: true }).where(eq(products.id, latte.productId));
    const counter2 = await aCounter(t, latte.brandId);
    const res = await counter2.req('POST', '/redemptions', { code: latte.code, outlet_id: latte.outletId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: 'Used', value: 1290, stored_value: false });
    await expectBooksBalance();
  });

  it('the database itself keeps the terms: an UPDATE of a sold voucher’s face value is refused', async () => {
    const scene = await aVoucherAtCounter(t, { price: 700 });
    await expect(t.db.update(evouchers).set({ face_value: 1 }).where(eq(evouchers.id, scene.voucherId))).rejects.toThrow();
    expect((await voucherOf(scene.voucherId)).face_value).toBe(700);
  });
});

describe('the ledger', () => {
  it('refuses an unbalanced transaction and any change or deletion of a posted entry', async () => {
    const [txn] = rowsOf<{ id: string }>(
      await t.db.execute(sql`insert into ledger_transactions (kind, created_at) values ('opening', now()) returning id::text`),
    );
    await t.db.execute(
      sql`insert into ledger_accounts (key, kind, currency_code) values ('opening:SGD', 'opening', 'SGD') on conflict do nothing`,
    );
    await expect(
      t.db.execute(
        sql`insert into ledger_entries (transaction_id, account_key, currency_code, amount) values (${Number(txn.id)}, 'opening:SGD', 'SGD', 5)`,
      ),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update ledger_entries set amount = amount + 1 where id = (select min(id) from ledger_entries)`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries where id = (select min(id) from ledger_entries)`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_transactions where id = (select min(id) from ledger_transactions)`)).rejects.toThrow();
    await expectBooksBalance();
  });

  it('balances from the start: the seeded shop entered it as opening entries', async () => {
    const opening = rowsOf<{ n: string }>(
      await t.db.execute(sql`select count(*)::text as n from ledger_transactions where kind = 'opening'`),
    );
    expect(Number(opening[0].n)).toBeGreaterThan(10);
    await expectBooksBalance();
  });
});
