import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, befriend } from '../../support/factories.ts';
import { deliveryScene, notesOf, orderRow, vouchersOf } from '../order/delivery-scene.ts';

/**
 * Decision 0269: the sender sends a gift to someone else while the wrong recipient opens or uses it, on PGlite and
 * (in npm test) on PostgreSQL. Every round has its own gift; exactly one side wins, and the order, its vouchers and
 * who can see it agree on which.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ROUNDS = 20;
const readdress = (orderId: number, fields: Record<string, string | number>, token: string) =>
  t.call('order', 'readdress_order', { order_id: orderId, ...fields }, { token });
const received = async (token: string) =>
  (await t.call('order', 'list_order', { filter_by: 'received' }, { token })).body.table.map((r) => r.id);

async function wronglySent() {
  const s = await deliveryScene(t);
  const right = await aMember(t, { name: 'Rita Right' });
  await befriend(t, s.sender, right);
  expect((await t.call('order', 'send_order', { order_id: s.orderId, recipient_id: s.friend.id }, { token: s.sender.token })).status).toBe(
    200,
  );
  return { ...s, wrong: s.friend, right };
}

describe('correcting the recipient under concurrency', () => {
  it('the wrong friend opens the gift as the sender sends it to the right one: exactly one wins', async () => {
    const wins = { readdressed: 0, opened: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const s = await wronglySent();
      const [moved, opened] = await Promise.all([
        readdress(s.orderId, { recipient_id: s.right.id }, s.sender.token),
        t.call('order', 'detail_order', { order_id: s.orderId }, { token: s.wrong.token }),
      ]);
      const row = await orderRow(t, s.orderId);
      const owners = new Set((await vouchersOf(t, s.orderId)).map((v) => v.owner));
      if (moved.status === 200) {
        wins.readdressed++;
        expect(opened.status).toBe(404);
        expect(row).toMatchObject({ order_status: 'Gifted', recipient_id: s.right.id, opened_at: null });
        expect([...owners]).toEqual([s.right.id]);
        expect(await received(s.wrong.token)).not.toContain(s.orderId);
        expect(await notesOf(t, s.right.id, 'giftReceived')).toHaveLength(1);
      } else {
        wins.opened++;
        expect([moved.status, moved.body.reason]).toEqual([409, 'gift_opened']);
        expect(opened.status).toBe(200);
        expect(row).toMatchObject({ order_status: 'Gifted', recipient_id: s.wrong.id, share_id: s.shareId });
        expect(row.opened_at).not.toBeNull();
        expect([...owners]).toEqual([s.wrong.id]);
        expect(await notesOf(t, s.right.id, 'giftReceived')).toHaveLength(0);
        expect(await notesOf(t, s.wrong.id, 'giftTakenBack')).toHaveLength(0);
      }
    }
    expect(wins.readdressed + wins.opened).toBe(ROUNDS);
  });

  it('the wrong friend uses a voucher as the sender sends the gift to the right one: exactly one wins', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const s = await wronglySent();
      const [first] = await vouchersOf(t, s.orderId);
      const [moved, marked] = await Promise.all([
        readdress(s.orderId, { recipient_id: s.right.id }, s.sender.token),
        t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: first.id }, { token: s.wrong.token }),
      ]);
      const row = await orderRow(t, s.orderId);
      const vouchers = await vouchersOf(t, s.orderId);
      if (moved.status === 200) {
        expect(marked.status).toBe(404);
        expect(row).toMatchObject({ order_status: 'Gifted', recipient_id: s.right.id });
        expect(vouchers.every((v) => v.owner === s.right.id && v.status === 'Active')).toBe(true);
      } else {
        expect([moved.status, moved.body.reason]).toEqual([409, 'already_redeemed']);
        expect(marked.status).toBe(200);
        expect(row).toMatchObject({ order_status: 'Gifted', recipient_id: s.wrong.id, share_id: s.shareId });
        expect(vouchers.every((v) => v.owner === s.wrong.id)).toBe(true);
        expect(vouchers.find((v) => v.id === first.id)?.status).toBe('Used');
        expect(await notesOf(t, s.right.id, 'giftReceived')).toHaveLength(0);
      }
    }
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it("a waiting gift's texted link is opened as the sender sends it to another number: exactly one wins", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const s = await deliveryScene(t);
      const [first, second] = [
        `+6591${String(round).padStart(2, '0')}${String(s.orderId % 10_000).padStart(4, '0')}`,
        `+6592${String(round).padStart(2, '0')}${String(s.orderId % 10_000).padStart(4, '0')}`,
      ];
      expect((await t.call('order', 'send_order', { order_id: s.orderId, recipient_phone: first }, { token: s.sender.token })).status).toBe(
        200,
      );
      const texted = (await orderRow(t, s.orderId)).share_id ?? '';
      const [moved, shown] = await Promise.all([
        readdress(s.orderId, { recipient_phone: second }, s.sender.token),
        t.call('order', 'detail_shared_order', { id: texted }, { token: s.stranger.token }),
      ]);
      const row = await orderRow(t, s.orderId);
      if (moved.status === 200) {
        expect([shown.status, shown.body.reason]).toEqual([404, 'gift_readdressed']);
        expect(row).toMatchObject({ order_status: 'Waiting', gift_phone: second, opened_at: null });
        expect(row.share_id).not.toBe(texted);
      } else {
        expect([moved.status, moved.body.reason]).toEqual([409, 'gift_opened']);
        expect(shown.status).toBe(200);
        expect(shown.body.table.state).toBe('available');
        expect(row).toMatchObject({ order_status: 'Waiting', gift_phone: first, share_id: texted });
        expect(row.opened_at).not.toBeNull();
      }
    }
  });
});
