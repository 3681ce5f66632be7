import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { evouchers, notifications, orders } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { orderScene, type OrderScene } from './order-scene.ts';

let t: TestApp;
let s: OrderScene;
let demo: string;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
  s = await orderScene(t);
  demo = await t.memberToken(s.alex.id);
});
afterAll(async () => t.close());

const send = (order_id: number | string | undefined, recipient_id: number | string | undefined, token = demo) =>
  t.call('order', 'send_order', { order_id, recipient_id }, { token });
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const vouchersOwnedBy = async (orderId: number, memberId: number) =>
  (
    await t.db
      .select({ id: evouchers.id })
      .from(evouchers)
      .where(and(eq(evouchers.order_id, orderId), eq(evouchers.owner_member_id, memberId)))
  ).length;

describe('order/send_order', () => {
  it("gives a paid order to a friend: Gifted, vouchers in the friend's wallet, the friend notified", async () => {
    const before = await vouchersOwnedBy(s.order.giftReady, s.alex.id);
    expect(before).toBeGreaterThan(0);
    const res = await send(s.order.giftReady, s.meiLing.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, recipient_name: 'Mei Ling Wong' });
    const row = await orderRow(s.order.giftReady);
    expect(row).toMatchObject({ order_status: 'Gifted', recipient_id: s.meiLing.id });
    expect(row.gifted_at?.getTime()).toBe(t.clock.now.getTime());
    expect(await vouchersOwnedBy(s.order.giftReady, s.alex.id)).toBe(0);
    expect(await vouchersOwnedBy(s.order.giftReady, s.meiLing.id)).toBe(before);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.member_id, s.meiLing.id), eq(notifications.type, 'send_order')));
    expect(notes.map((n) => n.related_id)).toContain(String(s.order.giftReady));
    expect(notes.find((n) => n.related_id === String(s.order.giftReady))?.message).toBe('Alex Tan sent you a gift');

    // the friend now finds it received and sees the recipient view; the sender finds it sent
    const mei = await t.memberToken(s.meiLing.id);
    const received = await t.call('order', 'list_order', { filter_by: 'received' }, { token: mei });
    expect(received.body.table.map((r) => r.id)).toContain(s.order.giftReady);
    const view = await t.call('order', 'detail_order', { order_id: s.order.giftReady }, { token: mei });
    expect(view.body.table.viewer).toBe('recipient');
    const sent = await t.call('order', 'list_order', { filter_by: 'sent' }, { token: demo });
    expect(sent.body.table.map((r) => r.id)).toContain(s.order.giftReady);

    // once given it cannot be sent again, to anyone
    const again = await send(s.order.giftReady, s.raj.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order has already been given');
  });

  it("re-issues every voucher code it gives, in the same code type, so the sender's copies stop working", async () => {
    const codesBefore = await t.db
      .select({ id: evouchers.id, code: evouchers.code, type: evouchers.code_type })
      .from(evouchers)
      .where(eq(evouchers.order_id, s.order.giftReady));
    expect(codesBefore.length).toBeGreaterThan(0);
    expect((await send(s.order.giftReady, s.meiLing.id)).status).toBe(200);
    const after = await t.db
      .select({ id: evouchers.id, code: evouchers.code, type: evouchers.code_type, owner: evouchers.owner_member_id })
      .from(evouchers)
      .where(eq(evouchers.order_id, s.order.giftReady));
    expect(after.map((v) => v.id).sort()).toEqual(codesBefore.map((v) => v.id).sort());
    for (const v of after) {
      const old = codesBefore.find((b) => b.id === v.id)!;
      expect(v.owner).toBe(s.meiLing.id);
      expect(v.code).not.toBe(old.code);
      expect(v.type).toBe(old.type);
      if (v.type === 'qrcode') expect(v.code).toMatch(/^UGIFT:[2-9A-HJ-NP-Z]{20}$/);
    }
    const oldCodes = codesBefore.map((v) => v.code);
    expect(await t.db.select({ id: evouchers.id }).from(evouchers).where(inArray(evouchers.code, oldCodes))).toHaveLength(0);
  });

  it('refuses orders in the wrong state with 409 and changes nothing', async () => {
    const pending = await send(s.order.pending, s.meiLing.id);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toMatch(/paid/);
    const selfUse = await send(s.order.selfUse, s.meiLing.id);
    expect(selfUse.status).toBe(409);
    expect(selfUse.body.message).toMatch(/yourself/);
    const cancelled = await send(s.order.cancelled, s.meiLing.id);
    expect(cancelled.status).toBe(409);
    const gifted = await send(s.order.gifted, s.meiLing.id);
    expect(gifted.status).toBe(409);
    expect((await orderRow(s.order.gifted)).recipient_id).toBe(s.raj.id);
    expect((await orderRow(s.order.pending)).order_status).toBe('Self-Use');
  });

  it('refuses a recipient who is not a friend (403) or the sender (400)', async () => {
    const notFriend = await send(s.order.giftReady, s.chen.id); // Chen's request is still pending
    expect(notFriend.status).toBe(403);
    expect(notFriend.body.field).toBe('recipient_id');
    const nobody = await send(s.order.giftReady, 99999);
    expect(nobody.status).toBe(403);
    const self = await send(s.order.giftReady, s.alex.id);
    expect(self.status).toBe(400);
    expect(self.body.field).toBe('recipient_id');
    expect(await orderRow(s.order.giftReady)).toMatchObject({ order_status: 'gift', recipient_id: null });
  });

  it('refuses missing or malformed ids with a 400 naming the field', async () => {
    const noRecipient = await send(s.order.giftReady, undefined);
    expect(noRecipient.status).toBe(400);
    expect(noRecipient.body.field).toBe('recipient_id');
    const badOrder = await send('x', s.meiLing.id);
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.field).toBe('order_id');
  });

  it('lets only the owner send: another member gets 404, a guest 401', async () => {
    const mei = await t.memberToken(s.meiLing.id);
    const stranger = await send(s.order.giftReady, s.raj.id, mei); // Raj is Mei Ling's friend, but the order is not hers
    expect(stranger.status).toBe(404);
    const recipient = await send(s.order.received, s.meiLing.id); // the demo member received order 4, does not own it
    expect(recipient.status).toBe(404);
    const guest = await send(s.order.giftReady, s.meiLing.id, await t.guestToken());
    expect(guest.status).toBe(401);
    expect((await orderRow(s.order.giftReady)).recipient_id).toBeNull();
  });

  it('refuses to give an order whose voucher was already used, and rolls back', async () => {
    const [voucher] = await t.db.select({ id: evouchers.id }).from(evouchers).where(eq(evouchers.order_id, s.order.giftReady));
    await t.db.update(evouchers).set({ status: 'Used' }).where(eq(evouchers.id, voucher.id));
    const res = await send(s.order.giftReady, s.meiLing.id);
    expect(res.status).toBe(409);
    expect(await orderRow(s.order.giftReady)).toMatchObject({ order_status: 'gift', recipient_id: null });
    expect(await vouchersOwnedBy(s.order.giftReady, s.meiLing.id)).toBe(0);
  });

  it("sending while the sender marks a voucher used ends consistent: never a used voucher in the friend's wallet", async () => {
    const [voucher] = await t.db.select({ id: evouchers.id }).from(evouchers).where(eq(evouchers.order_id, s.order.giftReady));
    const [sent, marked] = await Promise.all([
      send(s.order.giftReady, s.meiLing.id),
      t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: voucher.id }, { token: demo }),
    ]);
    const [row] = await t.db.select().from(evouchers).where(eq(evouchers.id, voucher.id));
    if (sent.status === 200) {
      expect(marked.status).toBe(404);
      expect(row).toMatchObject({ owner_member_id: s.meiLing.id, status: 'Active' });
    } else {
      expect([sent.status, marked.status]).toEqual([409, 200]);
      expect(row).toMatchObject({ owner_member_id: s.alex.id, status: 'Used' });
      expect(await orderRow(s.order.giftReady)).toMatchObject({ order_status: 'gift', recipient_id: null });
    }
  });
});
