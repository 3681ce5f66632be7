import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { giftEmails, members, notifications, orders } from '../../../src/server/db/schema/index.ts';
import { sendQueuedGiftEmails } from '../../../src/server/order/gift-email-outbox.ts';
import type { ConsoleEmail } from '../../../src/server/platform/console-email.ts';
import { type EmailAdapter, EmailRejected } from '../../../src/server/platform/adapters.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct } from '../../support/factories.ts';
import { aStaff, type StaffClient } from '../admin/admin-support.ts';

/** Decision 0263: a paid order's receipt and a refund's note, e-mailed through the outbox to members who want them. */
let t: TestApp;
let inbox: ConsoleEmail;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  inbox = t.deps.adapters.email as ConsoleEmail;
  support = await (await aStaff(t, 'support')).client();
});
afterAll(async () => t.close());

let serial = 0;
const address = () => `buyer-${process.pid}-${++serial}@example.com`;
const mailTo = (to: string) => inbox.inbox().filter((m) => m.to === to);
const outboxOf = (orderId: number) => t.db.select().from(giftEmails).where(eq(giftEmails.order_id, orderId)).orderBy(asc(giftEmails.id));
const runJob = () => sendQueuedGiftEmails(t.db, { email: t.deps.adapters.email, baseUrl: t.config.publicBaseUrl }, new Date(t.clock.now));
const orderLink = (id: number) => `${t.config.publicBaseUrl}/UgiftWeb/order-details?id=${id}`;
const orderNo = async (id: number) => (await t.db.select({ no: orders.order_no }).from(orders).where(eq(orders.id, id)))[0].no!;

describe('receipts by e-mail', () => {
  it('queues the receipt in the payment and the job sends it in the language the member shops in', async () => {
    const to = address();
    const m = await aMember(t, { email: to });
    const productId = await aProduct(t, { name: 'Bean There S$25', jp: 'ビーンゼア 25ドル', price: 2500 });
    const order = await aPaidOrder(t, m, { gift: false, language: 'jp', lines: [{ productId, quantity: 2 }] });
    // written with the payment, sent by the job after commit
    expect(await outboxOf(order.id)).toMatchObject([{ kind: 'receipt', status: 'queued', to_email: to, lang: 'jp', share_id: null }]);
    expect(mailTo(to)).toHaveLength(0);

    expect(await runJob()).toBeGreaterThanOrEqual(1);
    const [mail] = mailTo(to);
    const no = await orderNo(order.id);
    expect(mail.subject).toBe(`Ugift ご注文 ${no} の領収書`);
    expect(mail.text).toContain(`注文番号: ${no}`);
    expect(mail.text).toContain('ビーンゼア 25ドル × 2: SGD 50.00');
    expect(mail.text).toContain('合計: SGD 50.00');
    expect(mail.text).toContain('お支払い方法: カード');
    expect(mail.text).toContain(orderLink(order.id));
    expect(mail.html).toContain(`href="${orderLink(order.id)}"`);
    expect(mail.html).toContain('ビーンゼア 25ドル × 2');
    expect(await outboxOf(order.id)).toMatchObject([{ kind: 'receipt', status: 'sent', attempts: 1, message_id: mail.messageId }]);

    // the job sends it once; a receipt is not a gift's e-mail delivery
    await runJob();
    expect(mailTo(to)).toHaveLength(1);
    const detail = await t.call('order', 'detail_order', { order_id: order.id }, { token: m.token });
    expect(detail.body.table.email_delivery).toBeNull();
  });

  it('e-mails a support refund: what went back to the card, and what as uDollar', async () => {
    const to = address();
    const m = await aMember(t, { email: to });
    const productId = await aProduct(t, { price: 1500 });
    const order = await aPaidOrder(t, m, { gift: false, lines: [{ productId, quantity: 2 }] });
    const detail = (await support.req('GET', `/orders/${order.id}`)).body;
    const [first, second] = detail.vouchers.map((v: { id: number }) => v.id);
    expect((await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment', evoucher_ids: [first] })).status).toBe(200);
    expect((await support.req('POST', `/orders/${order.id}/refund`, { method: 'udollar', evoucher_ids: [second] })).status).toBe(200);
    expect(await outboxOf(order.id)).toMatchObject([
      { kind: 'receipt', lang: 'eng' },
      { kind: 'refund', status: 'queued', params: { to_card: 1500, to_udollar: 0 } },
      { kind: 'refund', status: 'queued', params: { to_card: 0, to_udollar: 1500 } },
    ]);

    await runJob();
    const no = await orderNo(order.id);
    const refunds = mailTo(to).filter((mail) => mail.subject === `Ugift refund for order ${no}`);
    expect(refunds).toHaveLength(2);
    const [toUdollar, toCard] = refunds; // newest first
    expect(toCard.text).toContain('Back to your card: SGD 15.00');
    expect(toCard.text).not.toContain('As uDollar credit');
    expect(toUdollar.text).toContain('As uDollar credit: SGD 15.00');
    expect(toUdollar.text).not.toContain('Back to your card');
    for (const mail of refunds) {
      expect(mail.text).toContain(`Order number: ${no}`);
      expect(mail.html).toContain(`href="${orderLink(order.id)}"`);
    }
    expect((await outboxOf(order.id)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('sends nothing to a member who turned receipts off, nor to one without an address', async () => {
    const off = await aMember(t, { email: address() });
    const turned = await t.call('profile', 'update_profile', { receipt_emails: '0' }, { token: off.token });
    expect(turned.status).toBe(200);
    expect(turned.body.table.receipt_emails).toBe(false);
    const none = await aMember(t);
    for (const m of [off, none]) {
      const order = await aPaidOrder(t, m, { gift: false });
      expect((await support.req('POST', `/orders/${order.id}/refund`, { method: 'payment' })).status).toBe(200);
      expect(await outboxOf(order.id)).toEqual([]);
    }
    await runJob();
    const [row] = await t.db.select({ email: members.email }).from(members).where(eq(members.id, off.id));
    expect(mailTo(row.email)).toEqual([]);
  });

  it('cancels a queued receipt when the member turns receipts off before the job sends it', async () => {
    const to = address();
    const m = await aMember(t, { email: to });
    const order = await aPaidOrder(t, m, { gift: false });
    expect(await outboxOf(order.id)).toMatchObject([{ kind: 'receipt', status: 'queued' }]);
    await t.call('profile', 'update_profile', { receipt_emails: '0' }, { token: m.token });
    await runJob();
    expect(await outboxOf(order.id)).toMatchObject([{ kind: 'receipt', status: 'cancelled' }]);
    expect(mailTo(to)).toEqual([]);
  });

  it('a refused receipt shows Bounced and tells nobody (a gift e-mail would tell its sender)', async () => {
    const m = await aMember(t, { email: address() });
    const order = await aPaidOrder(t, m, { gift: false });
    const refusing: EmailAdapter = {
      name: 'refusing',
      send: async () => {
        throw new EmailRejected('550 no such mailbox', 550);
      },
    };
    await sendQueuedGiftEmails(t.db, { email: refusing, baseUrl: t.config.publicBaseUrl }, new Date(t.clock.now));
    expect(await outboxOf(order.id)).toMatchObject([{ kind: 'receipt', status: 'bounced', attempts: 1 }]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.member_id, m.id));
    expect(notes.filter((n) => n.event === 'giftEmailBounced')).toEqual([]);
  });
});

describe('the receipt_emails setting', () => {
  it('is on by default, answered by detail_profile, and kept when omitted', async () => {
    const m = await aMember(t);
    const detail = async () => (await t.call('profile', 'detail_profile', {}, { token: m.token })).body.table;
    expect((await detail()).receipt_emails).toBe(true);
    await t.call('profile', 'update_profile', { receipt_emails: '0' }, { token: m.token });
    await t.call('profile', 'update_profile', { name: 'Renamed' }, { token: m.token });
    expect(await detail()).toMatchObject({ receipt_emails: false, name: 'Renamed' });
    const on = await t.call('profile', 'update_profile', { receipt_emails: '1' }, { token: m.token });
    expect(on.body.table.receipt_emails).toBe(true);
  });

  it.each(['maybe', '2', 'on'])('refuses receipt_emails=%s with a 400 naming it and changes nothing', async (value) => {
    const m = await aMember(t);
    const res = await t.call('profile', 'update_profile', { receipt_emails: value, name: 'Should Not Stick' }, { token: m.token });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('receipt_emails');
    const p = (await t.call('profile', 'detail_profile', {}, { token: m.token })).body.table;
    expect(p).toMatchObject({ receipt_emails: true });
    expect(p.name).not.toBe('Should Not Stick');
  });

  it("refuses a language reserve_order does not know, naming it, and keeps the member's", async () => {
    const m = await aMember(t);
    await t.call('basket', 'product_to_basket', { product_id: await aProduct(t), quantity: 1 }, { token: m.token });
    await t.call('basket', 'update_order_status', { order_status: 'Self-Use' }, { token: m.token });
    const res = await t.call('order', 'reserve_order', { language: 'fr' }, { token: m.token });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('language');
    const [row] = await t.db.select({ language: members.language }).from(members).where(eq(members.id, m.id));
    expect(row.language).toBe('eng');
  });
});
