import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { evouchers, members, notifications, orders } from '../../../src/server/db/schema/index.ts';
import { randomId } from '../../../src/server/platform/crypto.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { orderScene, type OrderScene } from './order-scene.ts';

let t: TestApp;
let s: OrderScene;
let shareId: string;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
  s = await orderScene(t);
  shareId = (await t.db.select({ s: orders.share_id }).from(orders).where(eq(orders.id, s.order.giftReady)))[0].s!;
});
afterAll(async () => t.close());

const shareOf = async (id: number) => (await t.db.select({ s: orders.share_id }).from(orders).where(eq(orders.id, id)))[0].s!;
const view = (id: string | undefined, token: string | null, ip = '10.0.0.1') =>
  t.call('order', 'detail_shared_order', { id }, { token, headers: { 'x-forwarded-for': ip } });
const redeem = (id: string | undefined, token: string, ip = '10.0.0.1') =>
  t.call('order', 'redeem_order', { id }, { token, headers: { 'x-forwarded-for': ip } });
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const vouchersOwnedBy = async (orderId: number, memberId: number) =>
  (
    await t.db
      .select({ id: evouchers.id })
      .from(evouchers)
      .where(and(eq(evouchers.order_id, orderId), eq(evouchers.owner_member_id, memberId)))
  ).length;

describe('order/detail_shared_order', () => {
  it('opens a gift without a card design on the market’s default design, never an empty card; a nameless sender is a masked phone', async () => {
    await t.db.update(orders).set({ giftcard_id: 0, giftcard_edit_parameter: [] }).where(eq(orders.id, s.order.giftReady));
    await t.db.update(members).set({ name: '' }).where(eq(members.id, s.alex.id));
    const table = (await view(shareId, await t.guestToken())).body.table;
    if (table.state !== 'available') throw new Error('the gift is not available');
    expect(table.giftcard_image).toMatch(/\S/);
    expect(table.giftcard_edit_parameter).toEqual([]);
    expect(table.sender_name).toMatch(/^\+\d+ •••• \d{4}$/);
  });

  it('shows a guest the gift behind a share id: sender, card, music and items, no order id and no prices', async () => {
    const res = await view(shareId, await t.guestToken());
    expect(res.status).toBe(200);
    const table = res.body.table;
    expect(table).toMatchObject({
      state: 'available',
      share_id: shareId,
      sender_name: 'Alex Tan',
      is_sender: false,
      giftcard_id: s.design,
    });
    if (table.state !== 'available') throw new Error('the gift is not available');
    expect(table.music).toMatchObject({ name: 'Birthday Bells' });
    expect(table.products[0]).toMatchObject({ quantity: 1 });
    expect(Object.keys(table.products[0]).sort()).toEqual(['image', 'multiple_languages', 'product_name', 'quantity']);
    for (const hidden of [
      'id',
      'order_id',
      'order_no',
      'order_amount',
      'sub_total',
      'total_discount',
      'phrase',
      'member_id',
      'recipient_id',
    ]) {
      expect(table).not.toHaveProperty(hidden);
    }
    expect(JSON.stringify(res.body)).not.toMatch(/"amount"|UG\d{8}/);
    // the sender sees it as theirs
    const own = await view(shareId, await t.memberToken(s.alex.id));
    expect(own.body.table.is_sender).toBe(true);
  });

  it("records the first open by anyone but the sender, which the sender's order shows as opened_date", async () => {
    const demoToken = await t.memberToken(s.alex.id);
    const openedDate = async () =>
      (await t.call('order', 'detail_order', { order_id: s.order.giftReady }, { token: demoToken })).body.table.opened_date;
    expect(await openedDate()).toBe('');
    await view(shareId, demoToken); // the sender looking at their own link is not an open
    expect(await openedDate()).toBe('');
    await view(shareId, await t.guestToken());
    const first = await openedDate();
    expect(first).toMatch(/^\d{2}\/\d{2}\/\d{4} /);
    t.clock.advance(60_000);
    await view(shareId, await t.memberToken(s.yuki.id));
    expect(await openedDate()).toBe(first);
  });

  it('names a sender without a name by a masked phone, and tells them of the redemption in their language', async () => {
    await t.db.update(members).set({ name: '' }).where(eq(members.id, s.alex.id));
    const [demo] = await t.db.select().from(members).where(eq(members.id, s.alex.id));
    const masked = `${demo.phone_prefix} •••• ${demo.phone_number.slice(-4)}`;
    const res = await view(shareId, await t.guestToken());
    expect(res.body.table.sender_name).toBe(masked);
    expect(JSON.stringify(res.body)).not.toContain(demo.phone_number);
    await t.db.update(members).set({ name: '' }).where(eq(members.id, s.yuki.id));
    const [yuki] = await t.db.select().from(members).where(eq(members.id, s.yuki.id));
    expect((await redeem(shareId, await t.memberToken(s.yuki.id))).status).toBe(200);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.member_id, s.alex.id), eq(notifications.type, 'redeem_order')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice.event).toBe('giftRedeemed');
    expect(notice.params).toEqual({ name: `${yuki.phone_prefix} •••• ${yuki.phone_number.slice(-4)}` });
  });

  it('needs a token, and knows nothing of pending, cancelled or self-use orders', async () => {
    expect((await view(shareId, null)).status).toBe(401);
    const guest = await t.guestToken();
    for (const id of [s.order.pending, s.order.cancelled, s.order.selfUse]) {
      expect((await view(await shareOf(id), guest)).status).toBe(404);
    }
  });

  it('cannot be found by guessing: order ids are not share ids, unknown share ids are 404, and probing is stopped', async () => {
    const guest = await t.guestToken();
    const byOrderId = await view(String(s.order.giftReady), guest);
    expect(byOrderId.status).toBe(400);
    expect(byOrderId.body.field).toBe('id');
    expect((await view(undefined, guest)).status).toBe(400);
    for (let i = 0; i < 20; i++) expect((await view(randomId(), guest, '10.9.9.9')).status).toBe(404);
    // the 21st miss from that address is refused even for a real share id; another address is unaffected
    expect((await view(shareId, guest, '10.9.9.9')).status).toBe(429);
    expect((await view(shareId, guest, '10.9.9.8')).status).toBe(200);
  });
});

describe('order/redeem_order', () => {
  it('gives the gift to the member who redeems it, once; the sender is notified', async () => {
    const yuki = await t.memberToken(s.yuki.id);
    const before = await vouchersOwnedBy(s.order.giftReady, s.alex.id);
    const res = await redeem(shareId, yuki);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const row = await orderRow(s.order.giftReady);
    expect(row).toMatchObject({ order_status: 'Received', recipient_id: s.yuki.id });
    expect(row.received_at?.getTime()).toBe(t.clock.now.getTime());
    expect(await vouchersOwnedBy(s.order.giftReady, s.yuki.id)).toBe(before);
    expect(await vouchersOwnedBy(s.order.giftReady, s.alex.id)).toBe(0);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.member_id, s.alex.id), eq(notifications.type, 'redeem_order')));
    expect(notes.find((n) => n.related_id === String(s.order.giftReady))?.message).toBe('Yuki Sato redeemed your gift');

    // the redeemer finds it received; the link now only says who redeemed it
    const received = await t.call('order', 'list_order', { filter_by: 'received' }, { token: yuki });
    expect(received.body.table.map((r) => r.id)).toEqual([s.order.giftReady]);
    const after = await view(shareId, await t.guestToken());
    expect(after.body.table).toEqual({
      share_id: shareId,
      state: 'redeemed',
      sender_name: 'Alex Tan',
      sender_profile_picture: '',
      is_sender: false,
      recipient_name: 'Yuki Sato',
      is_recipient: false,
    });

    // a second redeem is refused with a clear message, by the same member or another
    const twice = await redeem(shareId, yuki);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already redeemed this gift');
    const late = await redeem(shareId, await t.memberToken(s.chen.id));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This gift has already been redeemed by someone else');
    // and the owner can no longer send it
    const send = await t.call(
      'order',
      'send_order',
      { order_id: s.order.giftReady, recipient_id: s.meiLing.id },
      { token: await t.memberToken(s.alex.id) },
    );
    expect(send.status).toBe(409);
    expect((await orderRow(s.order.giftReady)).recipient_id).toBe(s.yuki.id);
  });

  it('re-issues every voucher code it hands over, so the codes the sender saw no longer exist', async () => {
    const before = await t.db
      .select({ id: evouchers.id, code: evouchers.code, type: evouchers.code_type })
      .from(evouchers)
      .where(eq(evouchers.order_id, s.order.giftReady));
    expect(before.length).toBeGreaterThan(0);
    expect((await redeem(shareId, await t.memberToken(s.yuki.id))).status).toBe(200);
    const after = await t.db
      .select({ id: evouchers.id, code: evouchers.code, type: evouchers.code_type, owner: evouchers.owner_member_id })
      .from(evouchers)
      .where(eq(evouchers.order_id, s.order.giftReady));
    expect(after).toHaveLength(before.length);
    for (const v of after) {
      const old = before.find((b) => b.id === v.id)!;
      expect(v).toMatchObject({ owner: s.yuki.id, type: old.type });
      expect(v.code).not.toBe(old.code);
    }
  });

  it('refuses the sender (403) and a guest (401)', async () => {
    const own = await redeem(shareId, await t.memberToken(s.alex.id));
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot redeem a gift you sent');
    const guest = await redeem(shareId, await t.guestToken());
    expect(guest.status).toBe(401);
    expect(await orderRow(s.order.giftReady)).toMatchObject({ order_status: 'gift', recipient_id: null });
  });

  it('refuses gifts already sent to a friend and orders that are not shareable', async () => {
    const chen = await t.memberToken(s.chen.id);
    const sentToRaj = await redeem(await shareOf(s.order.gifted), chen);
    expect(sentToRaj.status).toBe(409);
    expect((await orderRow(s.order.gifted)).recipient_id).toBe(s.raj.id);
    for (const id of [s.order.pending, s.order.selfUse, s.order.cancelled])
      expect((await redeem(await shareOf(id), chen)).status).toBe(404);
    expect((await redeem(randomId(), chen)).status).toBe(404);
  });

  it('refuses an order id in place of the share id with a 400', async () => {
    const res = await redeem(String(s.order.giftReady), await t.memberToken(s.yuki.id));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('id');
    expect((await orderRow(s.order.giftReady)).recipient_id).toBeNull();
  });

  it('lets exactly one of two members redeeming at once win', async () => {
    const [a, b] = await Promise.all([redeem(shareId, await t.memberToken(s.yuki.id)), redeem(shareId, await t.memberToken(s.chen.id))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const row = await orderRow(s.order.giftReady);
    const winner = a.status === 200 ? s.yuki.id : s.chen.id;
    expect(row.recipient_id).toBe(winner);
    expect(await vouchersOwnedBy(s.order.giftReady, winner)).toBeGreaterThan(0);
  });
});
