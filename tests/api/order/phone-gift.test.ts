import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '../../../src/shared/phone.ts';
import { eq } from 'drizzle-orm';
import { members, rateLimitEvents, smsOutbox } from '../../../src/server/db/schema/index.ts';
import { queueGiftSms } from '../../../src/server/order/phone-gift.ts';
import { JOBS } from '../../../src/server/jobs/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { verifiedToken } from '../account/helpers.ts';
import { aGift, deliveryScene, notesOf, orderRow, runDelivery, secondsFromNow, vouchersOf } from './delivery-scene.ts';

/** Decision 0210: send_order to a phone number. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let serial = 0;
/** A Singapore number nobody has: +65 9 plus seven digits. */
// 90-98: Singapore mobile ranges (99 and 800 are not; decision 0237)
const freshPhone = () => {
  const n = (process.pid * 7919 + Date.now() + ++serial * 104729) % 9_000_000;
  return `+659${Math.floor(n / 1_000_000)}${String(n % 1_000_000).padStart(6, '0')}`;
};
const phoneOf = async (memberId: number) =>
  (await t.db.select({ phone: members.phone_e164 }).from(members).where(eq(members.id, memberId)))[0].phone ?? '';
const toPhone = (orderId: number, phone: string | undefined, token: string, extra: Record<string, string | number> = {}) =>
  t.call('order', 'send_order', { order_id: orderId, recipient_phone: phone, ...extra }, { token });
const smsTo = (phone: string) => t.sms.sent.filter((m) => m.to === phone);

describe('order/send_order to a phone number', () => {
  it('gives it to the member with that phone at once, friend or not: Gifted, vouchers moved, notified, in their Received', async () => {
    const s = await deliveryScene(t);
    const phone = await phoneOf(s.stranger.id);
    const res = await toPhone(s.orderId, phone, s.sender.token);
    expect(res.status).toBe(200);
    // the sender is told the number they typed, never the name behind it
    // as people read it (decision 0241): +65 8155 5103
    expect(res.body.recipient_name).toBe(formatPhone(phone));
    // the number is kept as the record of how it was sent (the sender's details show it)
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: s.stranger.id, gift_phone: phone });
    expect((await vouchersOf(t, s.orderId)).every((v) => v.owner === s.stranger.id)).toBe(true);
    expect(await notesOf(t, s.stranger.id, 'giftReceived')).toHaveLength(1);
    const received = await t.call('order', 'list_order', { filter_by: 'received' }, { token: s.stranger.token });
    expect(received.body.table.map((r) => r.id)).toContain(s.orderId);
    expect(smsTo(phone)).toHaveLength(0);
  });

  it('texts the share link once to a phone without an account; registering with that phone delivers the gift', async () => {
    const s = await deliveryScene(t);
    const phone = freshPhone();
    const before = await vouchersOf(t, s.orderId);
    const res = await toPhone(s.orderId, phone.replace(/^(\+65)(\d{4})/, '$1 $2 '), s.sender.token); // spaces are fine
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/waiting/);
    const row = await orderRow(t, s.orderId);
    expect(row).toMatchObject({ order_status: 'Waiting', gift_phone: phone, recipient_id: null });
    const texts = smsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain(`${t.config.publicBaseUrl}/UgiftWeb/giftcard-share?id=${row.share_id}`);
    // a fixed text with the sender's first name alone (decision 0237)
    expect(texts[0].text).toMatch(/^Sam sent you a gift on Ugift\. Open it here: /);
    // the goods wait with the sender; the sender sees the number and may take it back, not send it again
    expect(await vouchersOf(t, s.orderId)).toEqual(before);
    const detail = await t.call('order', 'detail_order', { order_id: s.orderId }, { token: s.sender.token });
    expect(detail.body.table).toMatchObject({ order_status: 'Waiting', recipient_phone: phone, share_id: row.share_id });
    expect(detail.body.table.actions).toMatchObject({ send: false, unsend: true, reschedule: false });
    const again = await toPhone(s.orderId, freshPhone(), s.sender.token);
    expect(again.status).toBe(409);
    expect(smsTo(phone)).toHaveLength(1);

    // someone registers with that phone: the gift is theirs, in the same transaction as the account
    const guest = await t.guestToken();
    const otpToken = await verifiedToken(t, guest, phone.slice(1));
    const created = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: phone.slice(3), password: 'abcdef', otp_token: otpToken, name: 'Nora New' },
      { token: guest },
    );
    expect(created.status).toBe(200);
    const newId = Number(created.body.member_id);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: newId });
    const after = await vouchersOf(t, s.orderId);
    expect(after.every((v) => v.owner === newId)).toBe(true);
    expect(after.map((v) => v.code)).not.toEqual(before.map((v) => v.code));
    expect(await notesOf(t, newId, 'giftReceived')).toHaveLength(1);
    const received = await t.call('order', 'list_order', { filter_by: 'received' }, { token: await t.memberToken(newId) });
    expect(received.body.table.map((r) => r.id)).toEqual([s.orderId]);
  });

  it('with deliver_at: nothing until its time, then one text message (two jobs at once send it once)', async () => {
    const s = await deliveryScene(t);
    const phone = freshPhone();
    const res = await toPhone(s.orderId, phone, s.sender.token, { deliver_at: secondsFromNow(t, 60_000) });
    expect(res.status).toBe(200);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Scheduled', gift_phone: phone, gift_recipient_id: null });
    expect(smsTo(phone)).toHaveLength(0);
    t.clock.advance(60_000);
    const [a, b] = await Promise.all([runDelivery(t), runDelivery(t)]);
    expect([...a.waiting, ...b.waiting].filter((id) => id === s.orderId)).toHaveLength(1);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Waiting', gift_phone: phone, deliver_at: null });
    expect(smsTo(phone)).toHaveLength(1);
  });

  it('with deliver_at to a phone that has an account by then: delivered to that member', async () => {
    const s = await deliveryScene(t);
    const phone = await phoneOf(s.stranger.id);
    expect((await toPhone(s.orderId, phone, s.sender.token, { deliver_at: secondsFromNow(t, 60_000) })).status).toBe(200);
    expect(await notesOf(t, s.stranger.id, 'giftReceived')).toHaveLength(0);
    t.clock.advance(60_000);
    expect((await runDelivery(t)).delivered).toContain(s.orderId);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: s.stranger.id });
    expect(await notesOf(t, s.stranger.id, 'giftReceived')).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field: a bad number, both recipients, neither, your own number', async () => {
    const s = await deliveryScene(t);
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ recipient_phone: '12345' }, 'recipient_phone'],
      [{ recipient_phone: '+65abc' }, 'recipient_phone'],
      [{ recipient_phone: freshPhone(), recipient_id: s.friend.id }, 'recipient_phone'],
      [{}, 'recipient_id'],
      [{ recipient_phone: await phoneOf(s.sender.id) }, 'recipient_phone'],
    ];
    for (const [fields, field] of cases) {
      const res = await t.call('order', 'send_order', { order_id: s.orderId, ...fields }, { token: s.sender.token });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', gift_phone: null });
    // refusals do not count against the daily limit
    expect(
      await t.db
        .select()
        .from(rateLimitEvents)
        .where(eq(rateLimitEvents.key, `phone-gift:${s.sender.id}`)),
    ).toHaveLength(0);
  });

  it("refuses another member's order (404) and texts nobody", async () => {
    const s = await deliveryScene(t);
    const phone = freshPhone();
    const res = await toPhone(s.orderId, phone, s.friend.token);
    expect(res.status).toBe(404);
    expect(smsTo(phone)).toHaveLength(0);
    expect((await orderRow(t, s.orderId)).order_status).toBe('gift');
  });

  it('allows 10 phone gifts per sender a day, then 429 with a clear message; a day later again', async () => {
    const sender = await aMember(t, { name: 'Busy Sender' });
    const [first, second] = [await aGift(t, sender), await aGift(t, sender)];
    // nine earlier phone gifts today
    await t.db
      .insert(rateLimitEvents)
      .values(Array.from({ length: 9 }, () => ({ key: `phone-gift:${sender.id}`, created_at: new Date(t.clock.now) })));
    expect((await toPhone(first.id, freshPhone(), sender.token)).status).toBe(200);
    const phone = freshPhone();
    const limited = await toPhone(second.id, phone, sender.token);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/at most 10 gifts to phone numbers a day/);
    expect(smsTo(phone)).toHaveLength(0);
    expect((await orderRow(t, second.id)).order_status).toBe('gift');
    t.clock.advance(86_400_000 + 1000);
    expect((await toPhone(second.id, phone, await t.memberToken(sender.id))).status).toBe(200);
    expect(smsTo(phone)).toHaveLength(1);
  });

  it('never lets a sender write the text: a name made to phish becomes a first name of letters alone', async () => {
    const s = await deliveryScene(t);
    await t.db
      .update(members)
      .set({ name: 'UGIFT SECURITY: your card was charged S$499. Cancel at https://ugift-refund.example/x or call +6531234567' })
      .where(eq(members.id, s.sender.id));
    const phone = freshPhone();
    expect((await toPhone(s.orderId, phone, s.sender.token)).status).toBe(200);
    const [text] = smsTo(phone);
    expect(text.text).toMatch(/^UGIFT sent you a gift on Ugift\. Open it here: http/);
    expect(text.text).not.toMatch(/499|ugift-refund|\+653/);
  });

  it("refuses numbers outside the shop's markets' mobile ranges: premium rate, satellite, other countries, landlines", async () => {
    const s = await deliveryScene(t);
    for (const phone of ['+19005550100', '+449090000000', '+88216123456', '+14155550100', '+6562345678']) {
      const res = await toPhone(s.orderId, phone, s.sender.token);
      expect(res.status, phone).toBe(400);
      expect(res.body.field, phone).toBe('recipient_phone');
    }
    expect((await orderRow(t, s.orderId)).order_status).not.toBe('Waiting');
  });

  it('a text message the server crashed before sending waits in the outbox, and the outbox job sends it once', async () => {
    const phone = freshPhone();
    // the gift's transaction committed its message, then the server died before sending it
    await queueGiftSms(t.db, [{ to: phone, text: 'Sam sent you a gift on Ugift. Open it here: https://x', orderId: 1 }], t.clock.now);
    expect(smsTo(phone)).toHaveLength(0);
    const job = JOBS.find((j) => j.name === 'sms-outbox');
    await job?.run(t.deps);
    expect(smsTo(phone)).toHaveLength(1);
    await job?.run(t.deps);
    expect(smsTo(phone)).toHaveLength(1);
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to_phone, phone));
    expect(row.sent_at).not.toBeNull();
  });
});
