import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  evouchers,
  giftEmails,
  notifications,
  orders,
  products,
  udollarCards,
  udollarLedger,
} from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { expireUnpaidOrders } from '../../../src/server/order/expire-unpaid.ts';
import { markBounced } from '../../../src/server/order/gift-email-outbox.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aProduct } from '../../support/factories.ts';
import { HEADER, aPaidBatch, anAddress, csvOf, detail, rowsOfBatch, runDelivery, runUnclaimed, strangerPhone } from './bulk-scene.ts';

/** Decision 0270: one upload, one payment, one gift per row by a job, the report, and unclaimed gifts back as uDollar. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const stockOf = async (id: number) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
async function books() {
  expect((await reconcile(t.db)).differences).toEqual([]);
}

describe('bulk_gift: paid once, delivered by the job', () => {
  it('delivers to a member by phone, a phone without an account and an e-mail address; progress moves; the report is formula-safe', async () => {
    const buyer = await aMember(t, { name: 'Bea Business' });
    const friend = await aMember(t);
    const voucher = await aProduct(t, { price: 2500, stock: 10 });
    const stored = await aProduct(t, { price: 1000, stock: 10, storedValue: true });
    const phone = strangerPhone();
    const email = anAddress();
    const later = new Date(t.clock.now.getTime() + 2 * DAY).toISOString();
    const csv = csvOf([
      HEADER,
      [friend.phone, '', String(voucher), '', 'Thank you!', ''],
      [phone, '', String(stored), '40.50', '"Hi, team"', ''],
      ['', email, String(voucher), '25.00', '=HYPERLINK("http://evil.test")'.replace(/"/g, '""').replace(/^/, '"').replace(/$/, '"'), ''],
      ['', anAddress('later'), String(voucher), '', '', later],
    ]);
    const made = await aPaidBatch(t, buyer, csv, { end_days: 30 });
    expect(made).toMatchObject({ amount: 2500 + 4050 + 2500 + 2500, currency_code: 'SGD', rows_total: 4 });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, made.order_id));
    expect(paid).toMatchObject({ payment_status: 'Paid', order_status: 'Bulk', order_amount: 11_550 });
    // nothing is issued to the buyer: the value waits in the batch's account until each row's gift is made
    expect(await t.db.select().from(evouchers).where(eq(evouchers.order_id, made.order_id))).toEqual([]);
    // the batch's order is a purchase with its lines, and cannot itself be sent
    const own = await t.call('order', 'detail_order', { order_id: made.order_id }, { token: buyer.token });
    expect(own.body.table).toMatchObject({ payment_status: 'Paid', order_status: 'Bulk', actions: { send: false, pay: false } });
    const send = await t.call('order', 'send_order', { order_id: made.order_id, recipient_id: friend.id }, { token: buyer.token });
    expect(send.status).toBeGreaterThanOrEqual(400);
    expect(send.status).toBeLessThan(500);
    await books();

    let view = await detail(t, buyer, made.id);
    expect(view.body.bulk_gift).toMatchObject({ payment_status: 'Paid', rows_total: 4, rows_sent: 0, rows_queued: 4 });

    expect(await runDelivery(t)).toEqual({ sent: 3, failed: 0 });
    view = await detail(t, buyer, made.id);
    expect(view.body.bulk_gift).toMatchObject({ rows_sent: 3, rows_queued: 1, rows_failed: 0 });
    const rows = await rowsOfBatch(t, made.id);
    const byNo = (n: number) => rows.find((r) => r.row_no === n)!;

    // a member's phone: theirs at once
    const [toFriend] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, byNo(1).gift_order_id!));
    expect(toFriend).toMatchObject({ order_status: 'Gifted', recipient_id: friend.id, phrase: 'Thank you!', member_id: buyer.id });
    const [friendVoucher] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, toFriend.id));
    expect(friendVoucher).toMatchObject({ owner_member_id: friend.id, face_value: 2500, status: 'Active' });
    // a phone without an account: waits for it, with a text message carrying the link
    const [toPhone] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, byNo(2).gift_order_id!));
    expect(toPhone).toMatchObject({ order_status: 'Waiting', gift_phone: phone });
    expect(t.sms.sent.some((m) => m.to === phone && m.text.includes(toPhone.share_id!))).toBe(true);
    const [storedVoucher] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, toPhone.id));
    expect(storedVoucher).toMatchObject({ face_value: 4050, balance: 4050, stored_value: true });
    // an e-mail address: waits for whoever opens the e-mailed link
    const [toEmail] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, byNo(3).gift_order_id!));
    expect(toEmail).toMatchObject({ order_status: 'Waiting', gift_email: email });
    expect(await t.db.select({ status: giftEmails.status }).from(giftEmails).where(eq(giftEmails.order_id, toEmail.id))).toEqual([
      { status: 'sent' },
    ]);
    await books();

    // the later row goes when its time comes
    t.clock.advance(2 * DAY + 1000);
    expect(await runDelivery(t)).toEqual({ sent: 1, failed: 0 });
    expect(await runDelivery(t)).toEqual({ sent: 0, failed: 0 });
    view = await detail(t, buyer, made.id);
    expect(view.body.bulk_gift).toMatchObject({ rows_sent: 4, rows_queued: 0 });
    expect(view.body.rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);

    // the recipient opens the link: opened; the friend uses theirs: redeemed; the e-mail bounces: bounced
    await t.call('order', 'detail_shared_order', { id: toPhone.share_id! }, { token: (await aMember(t)).token });
    const used = await t.call(
      'evoucher',
      'mark_evoucher_used',
      { order_evoucher_id: friendVoucher.id },
      { token: await t.memberToken(friend.id) },
    );
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const [mail] = await t.db.select().from(giftEmails).where(eq(giftEmails.order_id, toEmail.id));
    await markBounced(t.db, mail, '550 no such user', new Date(t.clock.now));
    view = await detail(t, buyer, made.id);
    expect(view.body.rows.map((r) => r.status)).toEqual(['redeemed', 'opened', 'bounced', 'sent']);

    const report = await t.call('bulk_gift', 'report_bulk_gift', { id: made.id }, { token: await t.memberToken(buyer.id) });
    expect(report.status).toBe(200);
    const lines = report.body.csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('row,recipient,product_id,amount,message,status,deliver_at,sent_at');
    // a phone starting with + is not a formula either
    expect(lines[1]).toContain(`1,'${friend.phone},${voucher},SGD 25.00,Thank you!,redeemed,`);
    expect(lines[2]).toContain(`"Hi, team",opened`);
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
  });

  it('gives what nobody claimed by the end date back to the buyer as one uDollar card, once; the books balance', async () => {
    const buyer = await aMember(t);
    const friend = await aMember(t);
    const voucher = await aProduct(t, { price: 2000, stock: 10 });
    const csv = csvOf([
      HEADER,
      [friend.phone, '', String(voucher), '', '', ''],
      [strangerPhone(), '', String(voucher), '', '', ''],
      ['', anAddress(), String(voucher), '', '', ''],
    ]);
    const made = await aPaidBatch(t, buyer, csv, { end_days: 7 });
    await runDelivery(t);
    expect(await runUnclaimed(t)).toBe(0);

    t.clock.advance(7 * DAY + 1000);
    const [a, b] = await Promise.all([runUnclaimed(t), runUnclaimed(t)]);
    expect(a + b).toBe(1);
    expect(await runUnclaimed(t)).toBe(0);
    const cards = await t.db
      .select({ balance: udollarCards.balance, reason: udollarLedger.reason })
      .from(udollarCards)
      .innerJoin(udollarLedger, eq(udollarLedger.card_id, udollarCards.id))
      .where(and(eq(udollarCards.member_id, buyer.id)));
    expect(cards).toEqual([{ balance: 4000, reason: 'bulk_unclaimed' }]);
    const notices = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.member_id, buyer.id), eq(notifications.event, 'bulkGiftReturned')));
    expect(notices).toEqual([
      { message: "2 of your business gifts were not claimed by the campaign's end: SGD 40.00 is back with you as uDollar credit." },
    ]);
    const view = await detail(t, buyer, made.id);
    expect(view.body.rows.map((r) => r.status)).toEqual(['sent', 'returned', 'returned']);
    expect(view.body.bulk_gift.returned_at).not.toBeNull();
    const rows = await rowsOfBatch(t, made.id);
    const returned = rows.find((r) => r.row_no === 2)!;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, returned.gift_order_id!));
    expect(order).toMatchObject({ payment_status: 'Refunded' });
    const shared = await t.call('order', 'detail_shared_order', { id: order.share_id! }, { token: (await aMember(t)).token });
    expect(shared.body.table?.state ?? shared.status).not.toBe('available');
    await books();
  });

  it('200 rows in one checkout; two servers running the job at once deliver each once, in chunks', async () => {
    const buyer = await aMember(t);
    const voucher = await aProduct(t, { price: 500, stock: 250 });
    const csv = csvOf([HEADER, ...Array.from({ length: 200 }, () => ['', anAddress('team'), String(voucher), '', '', ''])]);
    const made = await aPaidBatch(t, buyer, csv);
    expect(made).toMatchObject({ amount: 200 * 500, rows_total: 200 });
    // each job run takes what it can; run both servers' jobs until nothing is left
    let sent = 0;
    for (let run = 0; run < 20 && sent < 200; run++) {
      const [a, b] = await Promise.all([runDelivery(t), runDelivery(t)]);
      expect(a.failed + b.failed).toBe(0);
      sent += a.sent + b.sent;
    }
    expect(sent).toBe(200);
    const rows = await rowsOfBatch(t, made.id);
    expect(new Set(rows.map((r) => r.gift_order_id)).size).toBe(200);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const view = await detail(t, buyer, made.id);
    expect(view.body.bulk_gift).toMatchObject({ rows_total: 200, rows_sent: 200, rows_queued: 0 });
    await books();
  });

  it('an unpaid batch is cancelled with its order after 30 minutes: its stock comes back and nothing is delivered', async () => {
    const buyer = await aMember(t);
    const voucher = await aProduct(t, { price: 800, stock: 5 });
    const csv = csvOf([HEADER, ['', anAddress(), String(voucher), '', '', ''], ['', anAddress(), String(voucher), '', '', '']]);
    const made = await t.call('bulk_gift', 'create_bulk_gift', { csv }, { token: buyer.token });
    expect(made.status).toBe(200);
    expect(await stockOf(voucher)).toBe(3);
    t.clock.advance(31 * 60_000);
    expect(await expireUnpaidOrders(t.db, new Date(t.clock.now))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(voucher)).toBe(5);
    expect(await runDelivery(t)).toEqual({ sent: 0, failed: 0 });
    const view = await detail(t, buyer, made.body.id);
    expect(view.body.bulk_gift).toMatchObject({ payment_status: 'Cancelled', rows_queued: 2, rows_sent: 0 });
    await books();
  });

  it('a row that cannot be delivered fails alone, its value stays in the batch and comes back as uDollar at the end', async () => {
    const buyer = await aMember(t);
    const friend = await aMember(t);
    const broken = await aProduct(t, { price: 1200, stock: 5 });
    const fine = await aProduct(t, { price: 700, stock: 5 });
    // the test's own fault: issuing a voucher of `broken` fails inside the row's savepoint
    await t.db.execute(
      sql.raw(`create or replace function bulk_test_refuse() returns trigger language plpgsql as $$
        begin if new.product_id = ${broken} then raise exception 'voucher refused by the test'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw('create trigger bulk_test_refuse before insert on evouchers for each row execute function bulk_test_refuse()'),
    );
    try {
      const csv = csvOf([HEADER, [friend.phone, '', String(broken), '', '', ''], [friend.phone, '', String(fine), '', '', '']]);
      const made = await aPaidBatch(t, buyer, csv, { end_days: 7 });
      expect(await runDelivery(t)).toEqual({ sent: 1, failed: 1 });
      const rows = await rowsOfBatch(t, made.id);
      expect(rows.find((r) => r.row_no === 1)).toMatchObject({ status: 'failed', gift_order_id: null, error: expect.any(String) });
      const view = await detail(t, buyer, made.id);
      expect(view.body.bulk_gift).toMatchObject({ rows_sent: 1, rows_failed: 1, rows_queued: 0 });
      expect(view.body.rows.map((r) => r.status)).toEqual(['bounced', 'sent']);
      await books();

      t.clock.advance(7 * DAY + 1000);
      expect(await runUnclaimed(t)).toBe(1);
      const cards = await t.db.select({ balance: udollarCards.balance }).from(udollarCards).where(eq(udollarCards.member_id, buyer.id));
      // the failed row's 12.00 comes back; the friend's gift was received and stays
      expect(cards).toEqual([{ balance: 1200 }]);
      await books();
    } finally {
      await t.db.execute(sql.raw('drop trigger bulk_test_refuse on evouchers'));
    }
  });
});
