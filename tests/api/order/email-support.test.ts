import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, giftEmails } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { aStaff, type StaffClient } from '../admin/admin-support.ts';
import { deliveryScene, notesOf, orderRow } from './delivery-scene.ts';

/** Decision 0267: support's resend and readdress (audited), and the provider's bounce webhook. */
const WEBHOOK_SECRET = 'webhook-secret-0123456789';
let t: TestApp;
let sink: SmtpSink;
let support: StaffClient;
let marketing: StaffClient;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { EMAIL_PROVIDER: 'smtp', SMTP_URL: sink.url, EMAIL_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  support = await (await aStaff(t, 'support')).client();
  marketing = await (await aStaff(t, 'marketing')).client();
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let serial = 0;
const address = (local = 'friend') => `${local}-${process.pid}-${++serial}@example.com`;
const mailTo = (to: string) => sink.received.filter((m) => !Array.isArray(m.to) && m.to?.value.some((a) => a.address === to));
const emailsOf = (orderId: number) => t.db.select().from(giftEmails).where(eq(giftEmails.order_id, orderId)).orderBy(asc(giftEmails.id));
const audits = (orderId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.object_id, String(orderId))));
async function anEmailGift(local = 'friend') {
  const s = await deliveryScene(t);
  const to = address(local);
  const res = await t.call(
    'order',
    'send_order',
    { order_id: s.orderId, recipient_email: to, recipient_language: 'jp' },
    { token: s.sender.token },
  );
  expect(res.status).toBe(200);
  return { ...s, to };
}
const bounce = (body: unknown, secret = WEBHOOK_SECRET) =>
  t.app.request('/UgiftWeb/mail/bounce', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    body: JSON.stringify(body),
  });

describe('support fixes a gift e-mail from the console', () => {
  it('resends it to the same address and link, audited', async () => {
    const g = await anEmailGift();
    const res = await support.req('POST', `/orders/${g.orderId}/resend-email`);
    expect(res.status).toBe(200);
    expect(res.body.email_delivery).toMatchObject({ email: g.to, status: 'sent' });
    const mails = mailTo(g.to);
    expect(mails).toHaveLength(2);
    // the same link, in the language it was first sent in
    expect(mails[1].text).toBe(mails[0].text);
    expect(mails[1].subject).toBe('Sam SenderさんからUgiftでギフトが届きました');
    const [entry] = await audits(g.orderId, 'resend_gift_email');
    expect(entry).toMatchObject({ resource: 'orders', staff_email: support.email });
  });

  it('readdresses it: a new link to the new address, the old one refused, audited with both addresses', async () => {
    const g = await anEmailGift('bounce');
    const oldShare = (await orderRow(t, g.orderId)).share_id!;
    const right = address();
    const res = await support.req('POST', `/orders/${g.orderId}/readdress-email`, { email: right });
    expect(res.status).toBe(200);
    expect(res.body.email_delivery).toMatchObject({ email: right, status: 'sent' });
    const row = await orderRow(t, g.orderId);
    expect(row.share_id).not.toBe(oldShare);
    expect(mailTo(right)[0].text).toContain(row.share_id);
    const old = await t.call('order', 'detail_shared_order', { id: oldShare }, { token: await t.guestToken() });
    expect(old.body.reason).toBe('gift_readdressed');
    const [entry] = await audits(g.orderId, 'readdress_gift_email');
    expect(entry.before).toMatchObject({ email: g.to, status: 'bounced' });
    expect(entry.after).toMatchObject({ email: right });
  });

  it('refuses a bad address (400 naming email), a gift not sent by e-mail (409), staff outside support (403), an unknown order (404)', async () => {
    const g = await anEmailGift();
    const bad = await support.req('POST', `/orders/${g.orderId}/readdress-email`, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
    expect((await orderRow(t, g.orderId)).gift_email).toBe(g.to);
    const plain = await deliveryScene(t);
    expect((await support.req('POST', `/orders/${plain.orderId}/resend-email`)).status).toBe(409);
    expect((await support.req('POST', `/orders/${plain.orderId}/readdress-email`, { email: address() })).status).toBe(409);
    expect((await marketing.req('POST', `/orders/${g.orderId}/resend-email`)).status).toBe(403);
    expect((await support.req('POST', '/orders/999999/resend-email')).status).toBe(404);
    expect(await emailsOf(g.orderId)).toHaveLength(1);
    expect(await emailsOf(plain.orderId)).toHaveLength(0);
  });
});

describe('POST /UgiftWeb/mail/bounce', () => {
  it('marks the e-mail Bounced by its Message-ID and tells the sender once; a repeat or an unknown id changes nothing', async () => {
    const g = await anEmailGift();
    const [sent] = await emailsOf(g.orderId);
    expect(sent.status).toBe('sent');
    const res = await bounce({ message_id: sent.message_id, reason: 'mailbox full for 30 days' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, matched: true });
    expect(await emailsOf(g.orderId)).toMatchObject([{ status: 'bounced', last_error: 'mailbox full for 30 days' }]);
    expect(
      (await t.call('order', 'detail_order', { order_id: g.orderId }, { token: g.sender.token })).body.table.email_delivery?.status,
    ).toBe('bounced');
    expect((await bounce({ message_id: sent.message_id })).status).toBe(200);
    expect(await notesOf(t, g.sender.id, 'giftEmailBounced')).toHaveLength(1);
    expect(await (await bounce({ message_id: '<unknown@example.com>' })).json()).toEqual({ success: true, matched: false });
  });

  it('refuses a wrong or missing secret (401) and a report without a Message-ID (400 naming it)', async () => {
    const g = await anEmailGift();
    const [sent] = await emailsOf(g.orderId);
    expect((await bounce({ message_id: sent.message_id }, 'wrong-secret-0123456789')).status).toBe(401);
    expect((await bounce({ message_id: sent.message_id }, '')).status).toBe(401);
    const bad = await bounce({ reason: 'x' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe('message_id');
    expect(await emailsOf(g.orderId)).toMatchObject([{ status: 'sent' }]);
  });

  it('does not exist while EMAIL_WEBHOOK_SECRET is unset', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.request('/UgiftWeb/mail/bounce', { method: 'POST', body: '{"message_id":"<a@b>"}' });
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
