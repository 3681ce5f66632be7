import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { deliveryScene, notesOf, orderRow, runDelivery, secondsFromNow, vouchersOf } from '../order/delivery-scene.ts';

/**
 * Decision 0210: taking a gift back while the recipient redeems it, on PGlite and (in npm test) on
 * PostgreSQL. Each race runs a few rounds, each with its own gift; exactly one side wins every time and the order
 * and its vouchers agree on who has the gift.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ROUNDS = 3;
const unsend = (orderId: number, token: string) => t.call('order', 'unsend_order', { order_id: orderId }, { token });

describe('taking a gift back under concurrency', () => {
  it('share link: unsend_order and redeem_order at once, exactly one wins', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const s = await deliveryScene(t);
      const [back, redeemed] = await Promise.all([
        unsend(s.orderId, s.sender.token),
        t.call('order', 'redeem_order', { id: s.shareId }, { token: s.stranger.token }),
      ]);
      const row = await orderRow(t, s.orderId);
      const owners = new Set((await vouchersOf(t, s.orderId)).map((v) => v.owner));
      if (redeemed.status === 200) {
        expect(back.status).toBe(409);
        expect(back.body.reason).toBe('already_redeemed');
        expect(row).toMatchObject({ order_status: 'Received', recipient_id: s.stranger.id, share_id: s.shareId });
        expect([...owners]).toEqual([s.stranger.id]);
      } else {
        expect(back.status).toBe(200);
        expect(redeemed.status).toBe(404);
        expect(row).toMatchObject({ order_status: 'gift', recipient_id: null });
        expect(row.share_id).not.toBe(s.shareId);
        expect([...owners]).toEqual([s.sender.id]);
      }
    }
  });

  it("friend's gift: unsend_order and the recipient marking a voucher used at once, exactly one wins", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const s = await deliveryScene(t);
      expect(
        (await t.call('order', 'send_order', { order_id: s.orderId, recipient_id: s.friend.id }, { token: s.sender.token })).status,
      ).toBe(200);
      const [first] = await vouchersOf(t, s.orderId);
      const [back, marked] = await Promise.all([
        unsend(s.orderId, s.sender.token),
        t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: first.id }, { token: s.friend.token }),
      ]);
      const row = await orderRow(t, s.orderId);
      const vouchers = await vouchersOf(t, s.orderId);
      if (marked.status === 200) {
        expect(back.status).toBe(409);
        expect(back.body.reason).toBe('already_redeemed');
        expect(row).toMatchObject({ order_status: 'Gifted', recipient_id: s.friend.id });
        expect(vouchers.every((v) => v.owner === s.friend.id)).toBe(true);
        expect(vouchers.find((v) => v.id === first.id)?.status).toBe('Used');
        expect(await notesOf(t, s.friend.id, 'giftTakenBack')).toHaveLength(0);
      } else {
        expect(back.status).toBe(200);
        expect(marked.status).toBe(404);
        expect(row).toMatchObject({ order_status: 'gift', recipient_id: null });
        expect(vouchers.every((v) => v.owner === s.sender.id && v.status === 'Active')).toBe(true);
        expect(await notesOf(t, s.friend.id, 'giftTakenBack')).toHaveLength(1);
      }
    }
  });

  it('the delivery job and take back at once: the gift ends with the sender either way, the recipient told consistently', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const s = await deliveryScene(t);
      const at = secondsFromNow(t, 60_000);
      const scheduled = await t.call(
        'order',
        'send_order',
        { order_id: s.orderId, recipient_id: s.friend.id, deliver_at: at },
        { token: s.sender.token },
      );
      expect(scheduled.status).toBe(200);
      t.clock.advance(60_000);
      const [outcome, back] = await Promise.all([runDelivery(t), unsend(s.orderId, s.sender.token)]);
      // taking back wins either way: before delivery it cancels it, after delivery it brings the goods back
      expect(back.status).toBe(200);
      expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'gift', recipient_id: null, deliver_at: null });
      expect((await vouchersOf(t, s.orderId)).every((v) => v.owner === s.sender.id)).toBe(true);
      const delivered = outcome.delivered.includes(s.orderId);
      expect(outcome.failed).not.toContain(s.orderId);
      expect(await notesOf(t, s.friend.id, 'giftReceived')).toHaveLength(delivered ? 1 : 0);
      expect(await notesOf(t, s.friend.id, 'giftTakenBack')).toHaveLength(delivered ? 1 : 0);
    }
  });

  it('scheduling while the sender marks a voucher used: never a Scheduled gift with a used voucher', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const s = await deliveryScene(t);
      const [first] = await vouchersOf(t, s.orderId);
      const [scheduled, marked] = await Promise.all([
        t.call(
          'order',
          'send_order',
          { order_id: s.orderId, recipient_id: s.friend.id, deliver_at: secondsFromNow(t, 60_000) },
          { token: s.sender.token },
        ),
        t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: first.id }, { token: s.sender.token }),
      ]);
      const row = await orderRow(t, s.orderId);
      const [voucher] = await vouchersOf(t, s.orderId);
      if (scheduled.status === 200) {
        expect(marked.status).toBe(409);
        expect(marked.body.reason).toBe('gift_scheduled');
        expect(row.order_status).toBe('Scheduled');
        expect(voucher.status).toBe('Active');
      } else {
        expect([scheduled.status, marked.status]).toEqual([409, 200]);
        expect(row.order_status).toBe('gift');
        expect(voucher.status).toBe('Used');
      }
    }
  });

  it('two delivery jobs at once (two servers on one database) deliver a due gift once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const s = await deliveryScene(t);
      const at = secondsFromNow(t, 30_000);
      expect(
        (await t.call('order', 'send_order', { order_id: s.orderId, recipient_id: s.friend.id, deliver_at: at }, { token: s.sender.token }))
          .status,
      ).toBe(200);
      t.clock.advance(30_000);
      const [a, b] = await Promise.all([runDelivery(t), runDelivery(t)]);
      expect([...a.delivered, ...b.delivered].filter((id) => id === s.orderId)).toHaveLength(1);
      expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: s.friend.id });
      expect(await notesOf(t, s.friend.id, 'giftReceived')).toHaveLength(1);
    }
  });
});
