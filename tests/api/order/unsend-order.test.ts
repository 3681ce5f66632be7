import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evouchers, outlets, products } from '../../../src/server/db/schema/index.ts';
import { aCounter } from '../admin/redemption-scene.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct } from '../../support/factories.ts';
import { verifiedToken } from '../account/helpers.ts';
import { deliveryScene, notesOf, orderRow, runDelivery, secondsFromNow, vouchersOf } from './delivery-scene.ts';

/** Decision 0210: unsend_order, the sender takes a gift back before it is redeemed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const unsend = (orderId: number | string | undefined, token: string) => t.call('order', 'unsend_order', { order_id: orderId }, { token });
const send = (orderId: number, fields: Record<string, string | number>, token: string) =>
  t.call('order', 'send_order', { order_id: orderId, ...fields }, { token });

describe('order/unsend_order', () => {
  it("takes a friend's gift back: goods return with new codes, the link changes, the friend is told; it can be sent again", async () => {
    const s = await deliveryScene(t);
    expect((await send(s.orderId, { recipient_id: s.friend.id }, s.sender.token)).status).toBe(200);
    const given = await vouchersOf(t, s.orderId);
    expect(given.every((v) => v.owner === s.friend.id)).toBe(true);
    const detail = await t.call('order', 'detail_order', { order_id: s.orderId }, { token: s.sender.token });
    expect(detail.body.table.actions).toMatchObject({ unsend: true, send: false, reschedule: false });

    const res = await unsend(s.orderId, s.sender.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order_id: s.orderId, order_status: 'gift' });
    const row = await orderRow(t, s.orderId);
    expect(row).toMatchObject({ order_status: 'gift', recipient_id: null, gifted_at: null, received_at: null });
    expect(row.share_id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(row.share_id).not.toBe(s.shareId);
    const back = await vouchersOf(t, s.orderId);
    for (const [i, v] of back.entries()) {
      expect(v.owner).toBe(s.sender.id);
      expect(v.code).not.toBe(given[i].code);
    }
    const told = await notesOf(t, s.friend.id, 'giftTakenBack');
    expect(told.map((n) => [n.related_id, n.type, n.message])).toEqual([
      [String(s.orderId), 'unsend_order', 'Sam Sender took back the gift they sent you.'],
    ]);
    // gone from the friend's side; the old link shows nothing, the new one the gift
    const received = await t.call('order', 'list_order', { filter_by: 'received' }, { token: s.friend.token });
    expect(received.body.table.map((r) => r.id)).not.toContain(s.orderId);
    expect((await t.call('order', 'detail_order', { order_id: s.orderId }, { token: s.friend.token })).status).toBe(404);
    expect((await t.call('order', 'detail_shared_order', { id: s.shareId }, { token: s.stranger.token })).status).toBe(404);
    expect((await t.call('order', 'redeem_order', { id: s.shareId }, { token: s.stranger.token })).status).toBe(404);
    const fresh = await t.call('order', 'detail_shared_order', { id: row.share_id ?? '' }, { token: s.stranger.token });
    expect(fresh.body.table.state).toBe('available');

    // giftable again: to someone else this time
    expect((await send(s.orderId, { recipient_phone: (await phoneOfMember(s.stranger.id)) ?? '' }, s.sender.token)).status).toBe(200);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: s.stranger.id });
  });

  it('cancels a scheduled gift: nothing is delivered later, the intended recipient never hears of it', async () => {
    const s = await deliveryScene(t);
    expect((await send(s.orderId, { recipient_id: s.friend.id, deliver_at: secondsFromNow(t, 60_000) }, s.sender.token)).status).toBe(200);
    expect((await unsend(s.orderId, s.sender.token)).status).toBe(200);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', deliver_at: null, gift_recipient_id: null });
    t.clock.advance(60_000);
    expect((await runDelivery(t)).delivered).not.toContain(s.orderId);
    expect((await vouchersOf(t, s.orderId)).every((v) => v.owner === s.sender.id)).toBe(true);
    expect(await notesOf(t, s.friend.id, 'giftReceived')).toHaveLength(0);
    expect(await notesOf(t, s.friend.id, 'giftTakenBack')).toHaveLength(0);
  });

  it('stops a phone gift waiting: its texted link dies and registering with the phone later brings nothing', async () => {
    const s = await deliveryScene(t);
    // a Singapore mobile range (90-98) nobody has registered with
    const phone = `+659${Math.floor(Math.random() * 9)}${String((Date.now() * 31) % 1_000_000).padStart(6, '0')}`;
    expect((await send(s.orderId, { recipient_phone: phone }, s.sender.token)).status).toBe(200);
    const texted = (await orderRow(t, s.orderId)).share_id ?? '';
    expect((await unsend(s.orderId, s.sender.token)).status).toBe(200);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', gift_phone: null });
    expect((await t.call('order', 'detail_shared_order', { id: texted }, { token: s.stranger.token })).status).toBe(404);
    const guest = await t.guestToken();
    const otpToken = await verifiedToken(t, guest, phone.slice(1));
    const created = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: phone.slice(3), password: 'abcdef', otp_token: otpToken },
      { token: guest },
    );
    expect(created.status).toBe(200);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', recipient_id: null });
  });

  it('refuses (409 already_redeemed) a gift redeemed through its link, or whose voucher the recipient used; nothing changes', async () => {
    const s = await deliveryScene(t);
    expect((await t.call('order', 'redeem_order', { id: s.shareId }, { token: s.stranger.token })).status).toBe(200);
    const viaLink = await unsend(s.orderId, s.sender.token);
    expect(viaLink.status).toBe(409);
    expect(viaLink.body.reason).toBe('already_redeemed');
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Received', recipient_id: s.stranger.id });

    const s2 = await deliveryScene(t);
    expect((await send(s2.orderId, { recipient_id: s2.friend.id }, s2.sender.token)).status).toBe(200);
    const [v] = await vouchersOf(t, s2.orderId);
    expect((await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: v.id }, { token: s2.friend.token })).status).toBe(200);
    const used = await unsend(s2.orderId, s2.sender.token);
    expect(used.status).toBe(409);
    expect(used.body.reason).toBe('already_redeemed');
    expect(used.body.message).toMatch(/already used/);
    expect(await orderRow(t, s2.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: s2.friend.id });
    expect((await vouchersOf(t, s2.orderId)).every((x) => x.owner === s2.friend.id)).toBe(true);
    expect(await notesOf(t, s2.friend.id, 'giftTakenBack')).toHaveLength(0);
  });

  it('refuses a stored-value voucher the recipient spent in part at the counter (still Active, with a balance)', async () => {
    const s = await deliveryScene(t);
    const productId = await aProduct(t, { price: 5000, storedValue: true });
    const gift = await aPaidOrder(t, s.sender, { lines: [{ productId, quantity: 1 }] });
    expect((await send(gift.id, { recipient_id: s.friend.id }, s.sender.token)).status).toBe(200);
    const [product] = await t.db.select({ brandId: products.brand_id }).from(products).where(eq(products.id, productId));
    const [outlet] = await t.db.select({ id: outlets.id }).from(outlets).where(eq(outlets.product_id, productId));
    const [voucher] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, gift.id));
    const counter = await aCounter(t, product.brandId);
    const spent = await counter.req('POST', '/redemptions', { code: voucher.code, outlet_id: outlet.id, amount: 700 });
    expect(spent.status).toBe(201);
    const [after] = await t.db.select().from(evouchers).where(eq(evouchers.id, voucher.id));
    expect(after).toMatchObject({ status: 'Active', balance: 4300 });
    const res = await unsend(gift.id, s.sender.token);
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('already_redeemed');
    expect(await orderRow(t, gift.id)).toMatchObject({ order_status: 'Gifted', recipient_id: s.friend.id });
  });

  it("refuses bad input (400 naming order_id), another member's or the recipient's call (404), an order never given (409)", async () => {
    const s = await deliveryScene(t);
    for (const bad of ['x', undefined, -1]) {
      const res = await unsend(bad, s.sender.token);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('order_id');
    }
    expect((await send(s.orderId, { recipient_id: s.friend.id }, s.sender.token)).status).toBe(200);
    expect((await unsend(s.orderId, s.friend.token)).status).toBe(404);
    expect((await unsend(s.orderId, s.stranger.token)).status).toBe(404);
    expect((await unsend(s.orderId, await t.guestToken())).status).toBe(401);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: s.friend.id });

    const me = await aMember(t);
    const selfUse = await aPaidOrder(t, me, { gift: false, lines: [{ productId: await aProduct(t), quantity: 1 }] });
    const notGift = await unsend(selfUse.id, me.token);
    expect(notGift.status).toBe(409);
    expect(notGift.body.reason).toBe('not_sent');
  });

  it('withdraws the link of an unsent gift: the old link stops working, the gift stays with the sender', async () => {
    const s = await deliveryScene(t);
    expect((await unsend(s.orderId, s.sender.token)).status).toBe(200);
    const row = await orderRow(t, s.orderId);
    expect(row.order_status).toBe('gift');
    expect(row.share_id).not.toBe(s.shareId);
    expect((await t.call('order', 'redeem_order', { id: s.shareId }, { token: s.stranger.token })).status).toBe(404);
    expect(await notesOf(t, s.friend.id, 'giftTakenBack')).toHaveLength(0);
  });
});

async function phoneOfMember(id: number) {
  const { members } = await import('../../../src/server/db/schema/index.ts');
  const [m] = await t.db.select({ phone: members.phone_e164 }).from(members).where(eq(members.id, id));
  return m?.phone;
}
