import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { giftEmails } from '../../../src/server/db/schema/index.ts';
import { EMAIL_ATTEMPTS, sendQueuedGiftEmails } from '../../../src/server/order/gift-email-outbox.ts';
import type { EmailAdapter } from '../../../src/server/platform/adapters.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { deliveryScene, notesOf, orderRow, vouchersOf } from './delivery-scene.ts';

/** Decision 0267: send_order to an e-mail address, its delivery status, bounces and the corrected address. */
let t: TestApp;
let sink: SmtpSink;
let smtp: EmailAdapter;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { EMAIL_PROVIDER: 'smtp', SMTP_URL: sink.url, EMAIL_FROM: 'Ugift <gifts@ugift.test>' } });
  smtp = t.deps.adapters.email;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let serial = 0;
const address = (local = 'friend') => `${local}-${process.pid}-${++serial}@example.com`;
const mailTo = (to: string) => sink.received.filter((m) => !Array.isArray(m.to) && m.to?.value.some((a) => a.address === to));
const emailsOf = (orderId: number) => t.db.select().from(giftEmails).where(eq(giftEmails.order_id, orderId)).orderBy(asc(giftEmails.id));
const toEmail = (orderId: number, email: string | undefined, token: string, extra: Record<string, string | number> = {}) =>
  t.call('order', 'send_order', { order_id: orderId, recipient_email: email, ...extra }, { token });
const detail = async (orderId: number, token: string) =>
  (await t.call('order', 'detail_order', { order_id: orderId }, { token })).body.table;
const runJob = () => sendQueuedGiftEmails(t.db, { email: t.deps.adapters.email, baseUrl: t.config.publicBaseUrl }, new Date(t.clock.now));

describe('order/send_order to an e-mail address', () => {
  it('e-mails the share link in the chosen language; the sender sees Sent, then Opened once the link is opened', async () => {
    const s = await deliveryScene(t);
    const to = address();
    const before = await vouchersOf(t, s.orderId);
    const res = await toEmail(s.orderId, ` ${to} `, s.sender.token, { recipient_language: 'cn' });
    expect(res.status).toBe(200);
    expect(res.body.recipient_name).toBe(to);
    const row = await orderRow(t, s.orderId);
    expect(row).toMatchObject({ order_status: 'Waiting', gift_email: to, gift_phone: null, recipient_id: null });
    // the goods wait with the sender until someone redeems the link
    expect(await vouchersOf(t, s.orderId)).toEqual(before);

    const [mail] = mailTo(to);
    expect(mail.subject).toBe('Sam Sender 在 Ugift 送给你一份礼物');
    const link = `${t.config.publicBaseUrl}/UgiftWeb/giftcard-share?id=${row.share_id}`;
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(await emailsOf(s.orderId)).toMatchObject([{ status: 'sent', attempts: 1, lang: 'cn', message_id: mail.messageId }]);

    const sent = await detail(s.orderId, s.sender.token);
    expect(sent.email_delivery).toMatchObject({ email: to, status: 'sent', bounced_date: '' });
    expect(sent.actions).toMatchObject({ readdress: true, unsend: true, send: false });

    // the recipient opens the link: the card, and Opened for the sender, who can no longer change the address
    const opened = await t.call('order', 'detail_shared_order', { id: row.share_id! }, { token: s.stranger.token });
    expect(opened.body.table.state).toBe('available');
    const after = await detail(s.orderId, s.sender.token);
    expect(after.email_delivery?.status).toBe('opened');
    expect(after.actions.readdress).toBe(false);
    const late = await t.call('order', 'readdress_order', { order_id: s.orderId, recipient_email: address() }, { token: s.sender.token });
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe('gift_opened');
    // and redeems it
    const redeemed = await t.call('order', 'redeem_order', { id: row.share_id! }, { token: s.stranger.token });
    expect(redeemed.status).toBe(200);
    expect((await vouchersOf(t, s.orderId)).every((v) => v.owner === s.stranger.id)).toBe(true);
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const s = await deliveryScene(t);
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ recipient_email: 'not-an-address' }, 'recipient_email'],
      [{ recipient_email: `${'a'.repeat(250)}@example.com` }, 'recipient_email'],
      [{ recipient_email: address(), recipient_phone: '+6581234567' }, 'recipient_email'],
      [{ recipient_email: address(), recipient_id: s.friend.id }, 'recipient_email'],
      [{ recipient_email: address(), deliver_at: Math.floor(t.clock.now.getTime() / 1000) + 3600 }, 'deliver_at'],
      [{ recipient_email: address(), recipient_language: 'fr' }, 'recipient_language'],
    ];
    for (const [fields, field] of cases) {
      const res = await t.call('order', 'send_order', { order_id: s.orderId, ...fields }, { token: s.sender.token });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', gift_email: null });
    expect(await emailsOf(s.orderId)).toHaveLength(0);
  });

  it('lets only the owner send or readdress: another member gets 404, a guest 401', async () => {
    const s = await deliveryScene(t);
    expect((await toEmail(s.orderId, address(), s.stranger.token)).status).toBe(404);
    expect((await toEmail(s.orderId, address(), await t.guestToken())).status).toBe(401);
    expect((await toEmail(s.orderId, address(), s.sender.token)).status).toBe(200);
    const other = await t.call(
      'order',
      'readdress_order',
      { order_id: s.orderId, recipient_email: address() },
      { token: s.stranger.token },
    );
    expect(other.status).toBe(404);
    expect(await emailsOf(s.orderId)).toHaveLength(1);
  });

  it('a 5xx rejection shows Bounced and tells the sender; the corrected address gets a new link and the old one is refused', async () => {
    const s = await deliveryScene(t);
    const wrong = address('bounce');
    expect((await toEmail(s.orderId, wrong, s.sender.token)).status).toBe(200);
    const oldShare = (await orderRow(t, s.orderId)).share_id!;
    expect(await emailsOf(s.orderId)).toMatchObject([{ status: 'bounced', attempts: 1 }]);
    const bounced = await detail(s.orderId, s.sender.token);
    expect(bounced.email_delivery).toMatchObject({ email: wrong, status: 'bounced' });
    expect(bounced.email_delivery?.bounced_date).not.toBe('');
    const told = await notesOf(t, s.sender.id, 'giftEmailBounced');
    expect(told).toHaveLength(1);
    expect(told[0].message).toContain(wrong);

    const right = address();
    const fixed = await t.call('order', 'readdress_order', { order_id: s.orderId, recipient_email: right }, { token: s.sender.token });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ order_id: s.orderId, recipient_email: right });
    const row = await orderRow(t, s.orderId);
    expect(row.share_id).not.toBe(oldShare);
    expect(row.gift_email).toBe(right);
    expect(mailTo(right)[0].text).toContain(`giftcard-share?id=${row.share_id}`);
    expect((await detail(s.orderId, s.sender.token)).email_delivery).toMatchObject({ email: right, status: 'sent' });
    const old = await t.call('order', 'detail_shared_order', { id: oldShare }, { token: s.stranger.token });
    expect(old.status).toBe(404);
    expect(old.body.reason).toBe('gift_readdressed');
    expect((await t.call('order', 'detail_shared_order', { id: row.share_id! }, { token: s.stranger.token })).status).toBe(200);
  });

  it('retries a passing failure with backoff (1, 2, 4 … minutes on the clock) and gives up as Bounced after the last try', async () => {
    const s = await deliveryScene(t);
    let failures = 2;
    t.deps.adapters.email = {
      name: 'flaky',
      async send(m) {
        if (failures-- > 0) throw new Error('connection reset');
        return smtp.send(m);
      },
    };
    try {
      const to = address();
      expect((await toEmail(s.orderId, to, s.sender.token)).status).toBe(200);
      const sentAt = t.clock.now.getTime();
      expect(await emailsOf(s.orderId)).toMatchObject([{ status: 'queued', attempts: 1, next_attempt_at: new Date(sentAt + 60_000) }]);
      expect((await detail(s.orderId, s.sender.token)).email_delivery?.status).toBe('queued');
      // not before its time
      t.clock.advance(59_000);
      expect(await runJob()).toBe(0);
      t.clock.advance(1_000);
      expect(await runJob()).toBe(0);
      expect(await emailsOf(s.orderId)).toMatchObject([{ status: 'queued', attempts: 2, next_attempt_at: new Date(sentAt + 180_000) }]);
      t.clock.advance(120_000);
      expect(await runJob()).toBe(1);
      expect(await emailsOf(s.orderId)).toMatchObject([{ status: 'sent', attempts: 3 }]);
      expect(mailTo(to)).toHaveLength(1);

      // a message that never gets through is Bounced after EMAIL_ATTEMPTS tries, and the sender is told
      const busy = await deliveryScene(t);
      expect((await toEmail(busy.orderId, address('busy'), busy.sender.token)).status).toBe(200);
      for (let i = 1; i < EMAIL_ATTEMPTS; i++) {
        t.clock.advance(60 * 60_000);
        await runJob();
      }
      expect(await emailsOf(busy.orderId)).toMatchObject([{ status: 'bounced', attempts: EMAIL_ATTEMPTS }]);
      expect(await notesOf(t, busy.sender.id, 'giftEmailBounced')).toHaveLength(1);
    } finally {
      t.deps.adapters.email = smtp;
    }
  });

  it('two servers running the job at once send each due e-mail once', async () => {
    const s = await deliveryScene(t);
    t.deps.adapters.email = {
      name: 'down',
      async send() {
        throw new Error('connection refused');
      },
    };
    const to = address();
    try {
      expect((await toEmail(s.orderId, to, s.sender.token)).status).toBe(200);
    } finally {
      t.deps.adapters.email = smtp;
    }
    t.clock.advance(60_000);
    const [a, b] = await Promise.all([runJob(), runJob()]);
    expect(a + b).toBe(1);
    expect(mailTo(to)).toHaveLength(1);
  });

  it('a queued e-mail of a gift taken back meanwhile is cancelled, not sent', async () => {
    const s = await deliveryScene(t);
    t.deps.adapters.email = {
      name: 'down',
      async send() {
        throw new Error('connection refused');
      },
    };
    const to = address();
    try {
      expect((await toEmail(s.orderId, to, s.sender.token)).status).toBe(200);
    } finally {
      t.deps.adapters.email = smtp;
    }
    expect((await t.call('order', 'unsend_order', { order_id: s.orderId }, { token: s.sender.token })).status).toBe(200);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', gift_email: null });
    t.clock.advance(60_000);
    expect(await runJob()).toBe(0);
    expect(await emailsOf(s.orderId)).toMatchObject([{ status: 'cancelled' }]);
    expect(mailTo(to)).toHaveLength(0);
  });
});
