import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, notifications } from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { formatPhone } from '../../../src/shared/phone.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, befriend, type TestMember } from '../../support/factories.ts';
import { verifiedToken } from '../account/helpers.ts';
import { deliveryScene, notesOf, orderRow, runDelivery, secondsFromNow, vouchersOf } from './delivery-scene.ts';

/** Decision 0269: readdress_order to another friend or phone, until the gift is opened. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let serial = 0;
/** A Singapore mobile number nobody has (90-98 ranges). */
const freshPhone = () => {
  const n = (process.pid * 7919 + Date.now() + ++serial * 104729) % 9_000_000;
  return `+659${Math.floor(n / 1_000_000)}${String(n % 1_000_000).padStart(6, '0')}`;
};
const send = (orderId: number, fields: Record<string, string | number>, token: string) =>
  t.call('order', 'send_order', { order_id: orderId, ...fields }, { token });
const readdress = (orderId: number, fields: Record<string, string | number>, token: string) =>
  t.call('order', 'readdress_order', { order_id: orderId, ...fields }, { token });
const detail = (orderId: number, token: string) => t.call('order', 'detail_order', { order_id: orderId }, { token });
const received = async (token: string) =>
  (await t.call('order', 'list_order', { filter_by: 'received' }, { token })).body.table.map((r) => r.id);
const walletVoucherIds = async (token: string) =>
  (await t.call('evoucher', 'list_evoucher', { filter_by_status: 'received' }, { token })).body.table.flatMap((l) =>
    l.order_evouchers.map((v) => v.id),
  );
const smsTo = (phone: string) => t.sms.sent.filter((m) => m.to === phone);
const books = async () => expect((await reconcile(t.db)).differences).toEqual([]);

/** The sender, the wrong friend and the right friend; the gift already with the wrong one. */
async function wronglySent() {
  const s = await deliveryScene(t);
  const right = await aMember(t, { name: 'Rita Right' });
  await befriend(t, s.sender, right);
  expect((await send(s.orderId, { recipient_id: s.friend.id }, s.sender.token)).status).toBe(200);
  return { ...s, wrong: s.friend, right };
}

describe('order/readdress_order to a friend or a phone', () => {
  it('friend to friend: the goods move on with new codes, the wrong friend loses it and is not told where it went', async () => {
    const s = await wronglySent();
    const withWrong = await vouchersOf(t, s.orderId);
    expect(await walletVoucherIds(s.wrong.token)).toEqual(withWrong.map((v) => v.id));
    expect((await detail(s.orderId, s.sender.token)).body.table.actions.readdress).toBe(true);

    const res = await readdress(s.orderId, { recipient_id: s.right.id }, s.sender.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order_id: s.orderId, order_status: 'Gifted', recipient_name: 'Rita Right' });
    const row = await orderRow(t, s.orderId);
    expect(row).toMatchObject({ order_status: 'Gifted', recipient_id: s.right.id, opened_at: null, received_at: null });
    const now = await vouchersOf(t, s.orderId);
    for (const [i, v] of now.entries()) {
      expect(v.owner).toBe(s.right.id);
      expect(v.code).not.toBe(withWrong[i].code);
    }
    // the right friend has it, as from send_order
    expect(await notesOf(t, s.right.id, 'giftReceived')).toHaveLength(1);
    expect(await received(s.right.token)).toContain(s.orderId);
    expect(await walletVoucherIds(s.right.token)).toEqual(now.map((v) => v.id));
    expect((await detail(s.orderId, s.right.token)).status).toBe(200);
    // the wrong friend: gone from every view, told only that the sender took it back
    expect((await detail(s.orderId, s.wrong.token)).status).toBe(404);
    expect(await received(s.wrong.token)).not.toContain(s.orderId);
    expect(await walletVoucherIds(s.wrong.token)).toEqual([]);
    const told = await t.db.select().from(notifications).where(eq(notifications.member_id, s.wrong.id));
    expect(told.map((n) => n.event).sort()).toEqual(['giftReceived', 'giftTakenBack']);
    expect(JSON.stringify(told)).not.toContain('Rita');
    // the old link says it went elsewhere
    const old = await t.call('order', 'detail_shared_order', { id: s.shareId }, { token: s.stranger.token });
    expect(old.status).toBe(404);
    expect(old.body.reason).toBe('gift_readdressed');
    await books();
  });

  it('phone to phone while it waits: the new number gets a text with a new link; the old link and number get nothing', async () => {
    const s = await deliveryScene(t);
    const [first, second] = [freshPhone(), freshPhone()];
    expect((await send(s.orderId, { recipient_phone: first }, s.sender.token)).status).toBe(200);
    const texted = (await orderRow(t, s.orderId)).share_id ?? '';
    const before = await vouchersOf(t, s.orderId);
    const res = await readdress(s.orderId, { recipient_phone: second }, s.sender.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order_status: 'Waiting', recipient_name: formatPhone(second) });
    const row = await orderRow(t, s.orderId);
    expect(row).toMatchObject({ order_status: 'Waiting', gift_phone: second, recipient_id: null });
    expect(row.share_id).not.toBe(texted);
    expect(smsTo(first)).toHaveLength(1);
    expect(smsTo(second).map((m) => m.text)).toEqual([expect.stringContaining(`giftcard-share?id=${row.share_id}`)]);
    expect(await vouchersOf(t, s.orderId)).toEqual(before);
    const old = await t.call('order', 'detail_shared_order', { id: texted }, { token: s.stranger.token });
    expect([old.status, old.body.reason]).toEqual([404, 'gift_readdressed']);
    const fresh = await t.call('order', 'detail_shared_order', { id: row.share_id ?? '' }, { token: s.stranger.token });
    expect(fresh.body.table.state).toBe('available');

    // registering with the first number brings nothing
    const guest = await t.guestToken();
    const otpToken = await verifiedToken(t, guest, first.slice(1));
    const created = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: first.slice(3), password: 'abcdef', otp_token: otpToken },
      { token: guest },
    );
    expect(created.status).toBe(200);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Waiting', gift_phone: second });
    await books();
  });

  it("waiting phone to a friend is given at once; a friend's gift to a number without an account waits for it", async () => {
    const s = await wronglySent();
    const phone = freshPhone();
    const toPhone = await readdress(s.orderId, { recipient_phone: phone }, s.sender.token);
    expect(toPhone.body).toMatchObject({ order_status: 'Waiting', recipient_name: formatPhone(phone) });
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Waiting', recipient_id: null, gift_phone: phone, gifted_at: null });
    expect((await vouchersOf(t, s.orderId)).every((v) => v.owner === s.sender.id)).toBe(true);
    expect(smsTo(phone)).toHaveLength(1);
    expect((await detail(s.orderId, s.wrong.token)).status).toBe(404);

    const toFriend = await readdress(s.orderId, { recipient_id: s.right.id }, s.sender.token);
    expect(toFriend.body).toMatchObject({ order_status: 'Gifted' });
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: s.right.id, gift_phone: null });
    expect((await vouchersOf(t, s.orderId)).every((v) => v.owner === s.right.id)).toBe(true);
    expect(await notesOf(t, s.right.id, 'giftReceived')).toHaveLength(1);
    await books();
  });

  it('a scheduled gift keeps its time and goes to the new recipient then; the first one never hears of it', async () => {
    const s = await deliveryScene(t);
    const right = await aMember(t, { name: 'Rita Right' });
    await befriend(t, s.sender, right);
    const at = secondsFromNow(t, 60_000);
    expect((await send(s.orderId, { recipient_id: s.friend.id, deliver_at: at }, s.sender.token)).status).toBe(200);
    const res = await readdress(s.orderId, { recipient_id: right.id }, s.sender.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order_status: 'Scheduled', recipient_name: 'Rita Right' });
    const row = await orderRow(t, s.orderId);
    expect(row).toMatchObject({ order_status: 'Scheduled', gift_recipient_id: right.id, gift_phone: null });
    expect(row.deliver_at?.getTime()).toBe(at * 1000);
    const shown = (await detail(s.orderId, s.sender.token)).body.table;
    expect(shown).toMatchObject({ recipient_name: 'Rita Right', deliver_at: at });
    // to a phone, still at that time
    const phone = freshPhone();
    expect((await readdress(s.orderId, { recipient_phone: phone }, s.sender.token)).status).toBe(200);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Scheduled', gift_recipient_id: null, gift_phone: phone });
    expect((await readdress(s.orderId, { recipient_id: right.id }, s.sender.token)).status).toBe(200);
    expect(smsTo(phone)).toHaveLength(0);

    t.clock.advance(60_000);
    expect((await runDelivery(t)).delivered).toContain(s.orderId);
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: right.id });
    expect(await notesOf(t, right.id, 'giftReceived')).toHaveLength(1);
    expect(await notesOf(t, s.friend.id, 'giftReceived')).toHaveLength(0);
    expect(await notesOf(t, s.friend.id, 'giftTakenBack')).toHaveLength(0);
    await books();
  });

  it('refuses once the gift is opened (409 gift_opened) or used (409 already_redeemed); nothing changes', async () => {
    const s = await wronglySent();
    expect((await detail(s.orderId, s.wrong.token)).status).toBe(200);
    expect((await detail(s.orderId, s.sender.token)).body.table.actions.readdress).toBe(false);
    const late = await readdress(s.orderId, { recipient_id: s.right.id }, s.sender.token);
    expect([late.status, late.body.reason]).toEqual([409, 'gift_opened']);
    expect(await orderRow(t, s.orderId)).toMatchObject({ recipient_id: s.wrong.id, share_id: s.shareId });

    const u = await wronglySent();
    const [v] = await vouchersOf(t, u.orderId);
    expect((await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: v.id }, { token: u.wrong.token })).status).toBe(200);
    expect((await detail(u.orderId, u.sender.token)).body.table.actions.readdress).toBe(false);
    const used = await readdress(u.orderId, { recipient_id: u.right.id }, u.sender.token);
    expect([used.status, used.body.reason]).toEqual([409, 'already_redeemed']);
    expect(await orderRow(t, u.orderId)).toMatchObject({ recipient_id: u.wrong.id, share_id: u.shareId });
    expect((await vouchersOf(t, u.orderId)).every((x) => x.owner === u.wrong.id)).toBe(true);
    expect(await notesOf(t, u.right.id, 'giftReceived')).toHaveLength(0);

    // redeemed through its link, and a gift never sent
    const r = await deliveryScene(t);
    expect((await t.call('order', 'redeem_order', { id: r.shareId }, { token: r.stranger.token })).status).toBe(200);
    const viaLink = await readdress(r.orderId, { recipient_id: r.friend.id }, r.sender.token);
    expect([viaLink.status, viaLink.body.reason]).toEqual([409, 'already_redeemed']);
    const draft = await deliveryScene(t);
    const unsent = await readdress(draft.orderId, { recipient_id: draft.friend.id }, draft.sender.token);
    expect([unsent.status, unsent.body.reason]).toEqual([409, 'not_sent']);
    await books();
  });

  it('refuses the sender, a stranger, the same recipient, and two or no recipients, naming the field', async () => {
    const s = await wronglySent();
    const senderPhone = (await t.db.select({ p: members.phone_e164 }).from(members).where(eq(members.id, s.sender.id)))[0].p ?? '';
    const cases: Array<[Record<string, string | number>, number, string]> = [
      [{ recipient_id: s.sender.id }, 400, 'recipient_id'],
      [{ recipient_phone: senderPhone }, 400, 'recipient_phone'],
      [{ recipient_id: s.stranger.id }, 403, 'recipient_id'],
      [{ recipient_id: s.wrong.id }, 400, 'recipient_id'],
      [{ recipient_phone: s.wrong.phone }, 400, 'recipient_phone'],
      [{ recipient_id: s.right.id, recipient_phone: freshPhone() }, 400, 'recipient_phone'],
      [{ recipient_id: s.right.id, recipient_email: 'rita@example.com' }, 400, 'recipient_email'],
      [{}, 400, 'recipient_id'],
      [{ recipient_phone: '12345' }, 400, 'recipient_phone'],
    ];
    for (const [fields, status, field] of cases) {
      const res = await readdress(s.orderId, fields, s.sender.token);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(res.body.field).toBe(field);
    }
    expect(await orderRow(t, s.orderId)).toMatchObject({ order_status: 'Gifted', recipient_id: s.wrong.id, share_id: s.shareId });
  });

  it('only its sender: another member gets 404 (even its recipient), a guest 401', async () => {
    const s = await wronglySent();
    const other: TestMember = await aMember(t);
    expect((await readdress(s.orderId, { recipient_id: s.right.id }, other.token)).status).toBe(404);
    expect((await readdress(s.orderId, { recipient_id: s.right.id }, s.wrong.token)).status).toBe(404);
    expect((await readdress(s.orderId, { recipient_id: s.right.id }, await t.guestToken())).status).toBe(401);
    expect(await orderRow(t, s.orderId)).toMatchObject({ recipient_id: s.wrong.id });
  });
});
