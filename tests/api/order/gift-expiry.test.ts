import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evouchers, marketValueRules } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aPaidOrder, aProduct, SINGAPORE } from '../../support/factories.ts';
import { verifiedToken } from '../account/helpers.ts';
import { deliveryScene, notesOf, orderRow, runDelivery, secondsFromNow, vouchersOf } from './delivery-scene.ts';

/** Decision 0262: a gift is never scheduled past its vouchers' life nor delivered expired; validity by the market. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const expireIn = (orderId: number, ms: number) =>
  t.db
    .update(evouchers)
    .set({ expires_at: new Date(t.clock.now.getTime() + ms) })
    .where(eq(evouchers.order_id, orderId));

let serial = 0;
const freshPhone = () => {
  const n = (process.pid * 7919 + Date.now() + ++serial * 104729) % 9_000_000;
  return `+659${Math.floor(n / 1_000_000)}${String(n % 1_000_000).padStart(6, '0')}`;
};

describe('a gift and the life of its vouchers', () => {
  it('refuses deliver_at that leaves the recipient less than 7 days, naming deliver_at; nothing changes', async () => {
    const s = await deliveryScene(t);
    await expireIn(s.orderId, 30 * DAY);
    const late = await t.call(
      'order',
      'send_order',
      { order_id: s.orderId, recipient_id: s.friend.id, deliver_at: secondsFromNow(t, 25 * DAY) },
      { token: s.sender.token },
    );
    expect(late.status).toBe(400);
    expect(late.body.field).toBe('deliver_at');
    expect(late.body.message).toMatch(/at least 7 days before the gift expires/);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', deliver_at: null, gift_recipient_id: null });

    const inTime = await t.call(
      'order',
      'send_order',
      { order_id: s.orderId, recipient_id: s.friend.id, deliver_at: secondsFromNow(t, 20 * DAY) },
      { token: s.sender.token },
    );
    expect(inTime.status).toBe(200);
    // moving it past the limit is refused the same way, and the time it had stays
    const moved = await t.call(
      'order',
      'reschedule_order',
      { order_id: s.orderId, deliver_at: secondsFromNow(t, 29 * DAY) },
      { token: s.sender.token },
    );
    expect(moved.status).toBe(400);
    expect(moved.body.field).toBe('deliver_at');
    expect((await orderRow(t, s.orderId)).deliver_at?.getTime()).toBe(secondsFromNow(t, 20 * DAY) * 1000);
  });

  it('never delivers a scheduled gift whose vouchers expired meanwhile: it goes back to the sender, who is told', async () => {
    const s = await deliveryScene(t);
    const sent = await t.call(
      'order',
      'send_order',
      { order_id: s.orderId, recipient_id: s.friend.id, deliver_at: secondsFromNow(t, DAY) },
      { token: s.sender.token },
    );
    expect(sent.status).toBe(200);
    // the delivery job was down past the vouchers' expiry
    await expireIn(s.orderId, DAY + 60_000);
    t.clock.now = new Date(t.clock.now.getTime() + 2 * DAY);
    try {
      const outcome = await runDelivery(t);
      expect(outcome.failed).toContain(s.orderId);
      expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', recipient_id: null });
      expect((await vouchersOf(t, s.orderId)).every((v) => v.owner === s.sender.id)).toBe(true);
      expect(await notesOf(t, s.friend.id, 'giftReceived')).toHaveLength(0);
      expect(await notesOf(t, s.sender.id, 'giftNotDelivered')).toHaveLength(1);
      // sending it now is refused with the reason
      const token = await t.memberToken(s.sender.id);
      const now = await t.call('order', 'send_order', { order_id: s.orderId, recipient_id: s.friend.id }, { token });
      expect(now.status).toBe(409);
      expect(now.body.reason).toBe('gift_expired');
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 2 * DAY);
    }
  });

  it('a phone gift claimed after expiry stays with the sender: the link and registration do not hand it over', async () => {
    const s = await deliveryScene(t);
    const phone = freshPhone();
    const sent = await t.call('order', 'send_order', { order_id: s.orderId, recipient_phone: phone }, { token: s.sender.token });
    expect(sent.status).toBe(200);
    const { share_id: shareId } = await orderRow(t, s.orderId);
    await expireIn(s.orderId, -60_000);
    // someone opens the link and redeems: refused with the reason
    const redeem = await t.call('order', 'redeem_order', { id: shareId ?? '' }, { token: s.stranger.token });
    expect(redeem.status).toBe(409);
    expect(redeem.body.reason).toBe('gift_expired');
    // the phone's owner registers: the account is made, the gift is not theirs, the sender is told
    const guest = await t.guestToken();
    const otpToken = await verifiedToken(t, guest, phone.slice(1));
    const created = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: phone.slice(3), password: 'abcdef', otp_token: otpToken, name: 'Lena Late' },
      { token: guest },
    );
    expect(created.status).toBe(200);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', recipient_id: null });
    expect((await vouchersOf(t, s.orderId)).every((v) => v.owner === s.sender.id)).toBe(true);
    expect(await notesOf(t, Number(created.body.member_id), 'giftReceived')).toHaveLength(0);
    expect(await notesOf(t, s.sender.id, 'giftNotDelivered')).toHaveLength(1);
  });

  it("new vouchers take the market rule's validity when it sets one, else the product's own", async () => {
    const [rule] = await t.db.select().from(marketValueRules).where(eq(marketValueRules.country_id, SINGAPORE));
    expect(rule).toMatchObject({ lapse: 'udollar', extension_days: 30, validity_days: null });
    const productId = await aProduct(t, { price: 900 });
    const buyer = (await deliveryScene(t)).sender;
    const own = await aPaidOrder(t, buyer, { lines: [{ productId, quantity: 1 }] });
    const [first] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, own.id));
    expect(first.expires_at.getTime() - t.clock.now.getTime()).toBeGreaterThan(300 * DAY);
    await t.db.update(marketValueRules).set({ validity_days: 180 }).where(eq(marketValueRules.country_id, SINGAPORE));
    try {
      const ruled = await aPaidOrder(t, buyer, { lines: [{ productId, quantity: 1 }] });
      const [second] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, ruled.id));
      expect(Math.round((second.expires_at.getTime() - t.clock.now.getTime()) / DAY)).toBe(180);
    } finally {
      await t.db.update(marketValueRules).set({ validity_days: null }).where(eq(marketValueRules.country_id, SINGAPORE));
    }
  });
});
