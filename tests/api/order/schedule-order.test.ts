import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, notifications } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { deliveryScene, notesOf, orderRow, runDelivery, secondsFromNow, vouchersOf } from './delivery-scene.ts';

/** Decision 0210: send_order with deliver_at, the delivery job, reschedule_order. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const schedule = (orderId: number, fields: Record<string, string | number | undefined>, token: string) =>
  t.call('order', 'send_order', { order_id: orderId, ...fields }, { token });

describe('order/send_order with deliver_at', () => {
  it('keeps the gift with the sender until its time, then the job delivers it within one run', async () => {
    const s = await deliveryScene(t);
    const before = await vouchersOf(t, s.orderId);
    const at = secondsFromNow(t, 2 * HOUR);
    const res = await schedule(s.orderId, { recipient_id: s.friend.id, deliver_at: at }, s.sender.token);
    expect(res.status).toBe(200);
    expect(res.body.recipient_name).toBe('Fay Friend');
    expect(res.body.message).toMatch(/scheduled for \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    const row = await orderRow(t, s.orderId);
    expect(row).toMatchObject({ order_status: 'Scheduled', recipient_id: null, gift_recipient_id: s.friend.id, gift_phone: null });
    expect(row.deliver_at?.getTime()).toBe(at * 1000);

    // the recipient sees nothing: no notification, nothing received, no details, the link shows nothing
    expect(await notesOf(t, s.friend.id, 'giftReceived')).toHaveLength(0);
    const received = await t.call('order', 'list_order', { filter_by: 'received' }, { token: s.friend.token });
    expect(received.body.table.map((r) => r.id)).not.toContain(s.orderId);
    expect((await t.call('order', 'detail_order', { order_id: s.orderId }, { token: s.friend.token })).status).toBe(404);
    expect((await t.call('order', 'detail_shared_order', { id: s.shareId }, { token: s.friend.token })).status).toBe(404);
    expect((await t.call('order', 'redeem_order', { id: s.shareId }, { token: s.stranger.token })).status).toBe(404);

    // the sender sees when, may take it back or move it, and may not send it again
    const detail = await t.call('order', 'detail_order', { order_id: s.orderId }, { token: s.sender.token });
    expect(detail.body.table).toMatchObject({ order_status: 'Scheduled', deliver_at: at, recipient_name: 'Fay Friend', share_id: '' });
    expect(detail.body.table.deliver_date).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    expect(detail.body.table.actions).toMatchObject({ send: false, unsend: true, reschedule: true });
    // decision 0241: a scheduled gift has left its sender: it is in Sent, not in Purchased
    const list = await t.call('order', 'list_order', { filter_by: 'sent' }, { token: s.sender.token });
    expect(list.body.table.find((r) => r.id === s.orderId)).toMatchObject({
      order_status: 'Scheduled',
      deliver_at: at,
      gift_state: 'scheduled',
    });
    const purchased = await t.call('order', 'list_order', { filter_by: 'purchased' }, { token: s.sender.token });
    expect(purchased.body.table.map((r) => r.id)).not.toContain(s.orderId);
    const again = await schedule(s.orderId, { recipient_id: s.friend.id }, s.sender.token);
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('gift_scheduled');

    // the vouchers stay the sender's, unchanged, and cannot be marked used
    expect(await vouchersOf(t, s.orderId)).toEqual(before);
    const mark = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: before[0].id }, { token: s.sender.token });
    expect(mark.status).toBe(409);
    expect(mark.body.reason).toBe('gift_scheduled');
    expect(mark.body.message).toMatch(/scheduled/);

    // not yet due: the job leaves it alone
    t.clock.advance(HOUR);
    expect((await runDelivery(t)).delivered).not.toContain(s.orderId);
    expect((await orderRow(t, s.orderId)).order_status).toBe('Scheduled');

    // due: delivered at the next run
    t.clock.advance(HOUR + 30_000);
    const outcome = await runDelivery(t);
    expect(outcome.delivered).toContain(s.orderId);
    const delivered = await orderRow(t, s.orderId);
    expect(delivered).toMatchObject({ order_status: 'Gifted', recipient_id: s.friend.id, deliver_at: null, gift_recipient_id: null });
    expect(delivered.gifted_at?.getTime()).toBe(t.clock.now.getTime());
    const after = await vouchersOf(t, s.orderId);
    for (const [i, v] of after.entries()) {
      expect(v.owner).toBe(s.friend.id);
      expect(v.code).not.toBe(before[i].code);
    }
    expect(await notesOf(t, s.friend.id, 'giftReceived')).toHaveLength(1);
    expect((await notesOf(t, s.sender.id, 'giftSent')).map((n) => n.related_id)).toEqual([String(s.orderId)]);
    const nowReceived = await t.call('order', 'list_order', { filter_by: 'received' }, { token: s.friend.token });
    expect(nowReceived.body.table.map((r) => r.id)).toContain(s.orderId);
    // a second run changes nothing
    expect((await runDelivery(t)).delivered).not.toContain(s.orderId);
    expect(await notesOf(t, s.friend.id, 'giftReceived')).toHaveLength(1);
  });

  it('refuses a bad deliver_at with a 400 naming it, and changes nothing', async () => {
    const s = await deliveryScene(t);
    for (const deliver_at of [secondsFromNow(t, -HOUR), secondsFromNow(t, 367 * 24 * HOUR), 'soon', -5, 1.5]) {
      const res = await schedule(s.orderId, { recipient_id: s.friend.id, deliver_at }, s.sender.token);
      expect(res.status, String(deliver_at)).toBe(400);
      expect(res.body.field).toBe('deliver_at');
    }
    expect((await orderRow(t, s.orderId)).order_status).toBe('gift');
  });

  it("refuses another member's order (404) and a recipient who is not a friend (403)", async () => {
    const s = await deliveryScene(t);
    const other = await schedule(s.orderId, { recipient_id: s.sender.id, deliver_at: secondsFromNow(t, HOUR) }, s.friend.token);
    expect(other.status).toBe(404);
    const stranger = await schedule(s.orderId, { recipient_id: s.stranger.id, deliver_at: secondsFromNow(t, HOUR) }, s.sender.token);
    expect(stranger.status).toBe(403);
    expect(stranger.body.field).toBe('recipient_id');
    expect((await orderRow(t, s.orderId)).order_status).toBe('gift');
  });

  it('gives the gift back to the sender, who is told, when it cannot be delivered (the recipient was deleted)', async () => {
    const s = await deliveryScene(t);
    expect((await schedule(s.orderId, { recipient_id: s.friend.id, deliver_at: secondsFromNow(t, HOUR) }, s.sender.token)).status).toBe(
      200,
    );
    await t.db.delete(notifications).where(eq(notifications.member_id, s.friend.id));
    await t.db.delete(members).where(eq(members.id, s.friend.id));
    t.clock.advance(HOUR);
    const outcome = await runDelivery(t);
    expect(outcome.failed).toContain(s.orderId);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', recipient_id: null, deliver_at: null });
    expect((await vouchersOf(t, s.orderId)).every((v) => v.owner === s.sender.id)).toBe(true);
    const told = await notesOf(t, s.sender.id, 'giftNotDelivered');
    expect(told.map((n) => n.related_id)).toEqual([String(s.orderId)]);
    // and it can be sent again
    expect((await schedule(s.orderId, { recipient_phone: '+6590001111' }, s.sender.token)).status).toBe(200);
    expect((await orderRow(t, s.orderId)).order_status).toBe('Waiting');
  });

  it('two delivery jobs at the same moment (two servers) deliver each due gift exactly once', async () => {
    const scenes = await Promise.all([deliveryScene(t), deliveryScene(t), deliveryScene(t)]);
    for (const s of scenes)
      expect((await schedule(s.orderId, { recipient_id: s.friend.id, deliver_at: secondsFromNow(t, 60_000) }, s.sender.token)).status).toBe(
        200,
      );
    t.clock.advance(60_000);
    const [a, b] = await Promise.all([runDelivery(t), runDelivery(t)]);
    const delivered = [...a.delivered, ...b.delivered].filter((id) => scenes.some((s) => s.orderId === id));
    expect(delivered.sort()).toEqual(scenes.map((s) => s.orderId).sort());
    expect([...a.failed, ...b.failed].filter((id) => scenes.some((s) => s.orderId === id))).toEqual([]);
    for (const s of scenes) {
      expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: s.friend.id });
      expect(await notesOf(t, s.friend.id, 'giftReceived')).toHaveLength(1);
      expect((await vouchersOf(t, s.orderId)).every((v) => v.owner === s.friend.id)).toBe(true);
    }
  });
});

describe('order/reschedule_order', () => {
  it('moves the delivery time while the gift is scheduled', async () => {
    const s = await deliveryScene(t);
    expect((await schedule(s.orderId, { recipient_id: s.friend.id, deliver_at: secondsFromNow(t, HOUR) }, s.sender.token)).status).toBe(
      200,
    );
    const later = secondsFromNow(t, 5 * HOUR);
    const res = await t.call('order', 'reschedule_order', { order_id: s.orderId, deliver_at: later }, { token: s.sender.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order_id: s.orderId, deliver_at: later });
    expect((await orderRow(t, s.orderId)).deliver_at?.getTime()).toBe(later * 1000);
    // the old time passes: nothing happens
    t.clock.advance(2 * HOUR);
    expect((await runDelivery(t)).delivered).not.toContain(s.orderId);
    expect((await orderRow(t, s.orderId)).order_status).toBe('Scheduled');
  });

  it('refuses a bad deliver_at (400 naming it), another member (404), and a gift that is not scheduled (409)', async () => {
    const s = await deliveryScene(t);
    const notScheduled = await t.call(
      'order',
      'reschedule_order',
      { order_id: s.orderId, deliver_at: secondsFromNow(t, HOUR) },
      { token: s.sender.token },
    );
    expect(notScheduled.status).toBe(409);
    expect(notScheduled.body.reason).toBe('not_scheduled');
    expect((await schedule(s.orderId, { recipient_id: s.friend.id, deliver_at: secondsFromNow(t, HOUR) }, s.sender.token)).status).toBe(
      200,
    );
    for (const deliver_at of [secondsFromNow(t, -HOUR), secondsFromNow(t, 400 * 24 * HOUR), 'tomorrow', undefined]) {
      const bad = await t.call('order', 'reschedule_order', { order_id: s.orderId, deliver_at }, { token: s.sender.token });
      expect(bad.status, String(deliver_at)).toBe(400);
      expect(bad.body.field).toBe('deliver_at');
    }
    const badId = await t.call(
      'order',
      'reschedule_order',
      { order_id: 'x', deliver_at: secondsFromNow(t, HOUR) },
      { token: s.sender.token },
    );
    expect(badId.body.field).toBe('order_id');
    const other = await t.call(
      'order',
      'reschedule_order',
      { order_id: s.orderId, deliver_at: secondsFromNow(t, 3 * HOUR) },
      { token: s.friend.token },
    );
    expect(other.status).toBe(404);
    const guest = await t.call(
      'order',
      'reschedule_order',
      { order_id: s.orderId, deliver_at: secondsFromNow(t, 3 * HOUR) },
      { token: await t.guestToken() },
    );
    expect(guest.status).toBe(401);
    expect((await orderRow(t, s.orderId)).deliver_at?.getTime()).toBe(secondsFromNow(t, HOUR) * 1000);
  });
});
