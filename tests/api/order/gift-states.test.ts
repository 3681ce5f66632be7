import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct, aSentGift } from '../../support/factories.ts';
import { deliveryScene, secondsFromNow } from './delivery-scene.ts';
import { replyScene, useOneVoucher } from './reply-scene.ts';

/** Decision 0241: one state per gift in detail_order and list_order; a withdrawn link says why; thanks after redeeming. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const detail = (orderId: number, token: string) => t.call('order', 'detail_order', { order_id: orderId }, { token });
const stateIn = async (filter: 'sent' | 'purchased' | 'received', orderId: number, token: string) =>
  (await t.call('order', 'list_order', { filter_by: filter }, { token })).body.table.find((r) => r.id === orderId)?.gift_state;

describe('gift_state', () => {
  it('follows a gift from draft to sent, opened and redeemed, the recipient seeing the same state', async () => {
    const s = await replyScene(t);
    const draft = await aPaidOrder(t, s.alex, { lines: [{ productId: await aProduct(t), quantity: 1 }] });
    expect((await detail(draft.id, s.alex.token)).body.table.gift_state).toBe('draft');
    expect(await stateIn('purchased', draft.id, s.alex.token)).toBe('draft');

    // the recipient's details open it; the sender then reads "opened"
    expect(await stateIn('sent', s.gifted, s.alex.token)).toBe('sent');
    expect((await detail(s.gifted, s.meiLing.token)).body.table.gift_state).toBe('opened');
    expect(await stateIn('sent', s.gifted, s.alex.token)).toBe('opened');
    await useOneVoucher(t, s.gifted, s.meiLing);
    expect((await detail(s.gifted, s.alex.token)).body.table.gift_state).toBe('redeemed');
    expect(await stateIn('sent', s.gifted, s.alex.token)).toBe('redeemed');
    expect(await stateIn('received', s.gifted, s.meiLing.token)).toBe('redeemed');
    // a link redeemed is redeemed
    expect((await detail(s.received, s.alex.token)).body.table.gift_state).toBe('redeemed');
  });

  it('forgets "Declined by" once the gift is scheduled again, and lists a scheduled gift in Sent', async () => {
    const s = await deliveryScene(t);
    expect(
      (await t.call('order', 'send_order', { order_id: s.orderId, recipient_id: s.friend.id }, { token: s.sender.token })).status,
    ).toBe(200);
    expect((await t.call('order', 'decline_order', { order_id: s.orderId }, { token: s.friend.token })).status).toBe(200);
    const declined = (await detail(s.orderId, s.sender.token)).body.table;
    expect(declined).toMatchObject({ gift_state: 'declined', declined_by_name: 'Fay Friend' });

    const at = secondsFromNow(t, 2 * HOUR);
    const scheduled = await t.call(
      'order',
      'send_order',
      { order_id: s.orderId, recipient_id: s.friend.id, deliver_at: at },
      { token: s.sender.token },
    );
    expect(scheduled.status).toBe(200);
    const after = (await detail(s.orderId, s.sender.token)).body.table;
    expect(after).toMatchObject({ gift_state: 'scheduled', declined_by_name: '', declined_date: '' });
    expect(await stateIn('sent', s.orderId, s.sender.token)).toBe('scheduled');
  });

  it('says "taken back" on the order and on its old link, and "declined" on a declined link', async () => {
    const s = await deliveryScene(t);
    const unsent = await t.call('order', 'unsend_order', { order_id: s.orderId }, { token: s.sender.token });
    expect(unsent.status).toBe(200);
    const order = (await detail(s.orderId, s.sender.token)).body.table;
    expect(order.gift_state).toBe('taken_back');
    expect(order.taken_back_date).toMatch(/^\d\d\/\d\d\/\d{4}/);
    const old = await t.call('order', 'detail_shared_order', { id: s.shareId }, { token: s.friend.token });
    expect(old.status).toBe(404);
    expect(old.body).toMatchObject({ code: 'not_found', reason: 'gift_taken_back', message: 'The sender took this gift back' });

    // the new link, declined by whoever holds it
    const newLink = order.share_id ?? '';
    const declined = await t.call('order', 'decline_shared_order', { id: newLink }, { token: s.stranger.token });
    expect(declined.status).toBe(200);
    expect((await t.call('order', 'detail_shared_order', { id: newLink }, { token: s.friend.token })).body.reason).toBe('gift_declined');
    expect((await t.call('order', 'redeem_order', { id: newLink }, { token: s.friend.token })).status).toBe(404);
    const back = (await detail(s.orderId, s.sender.token)).body.table;
    expect(back).toMatchObject({ gift_state: 'declined', declined_by_name: 'Stan Stranger', order_status: 'gift' });
    expect(back.share_id).not.toBe(newLink);
    // an unknown link is still just unknown
    const unknown = await t.call('order', 'detail_shared_order', { id: 'no-such-link-000000000000' }, { token: s.friend.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason).toBeUndefined();
  });

  it('does not let the sender decline their own link, nor anyone decline a scheduled one', async () => {
    const s = await deliveryScene(t);
    const own = await t.call('order', 'decline_shared_order', { id: s.shareId }, { token: s.sender.token });
    expect(own.status).toBe(409);
    await t.call(
      'order',
      'send_order',
      { order_id: s.orderId, recipient_id: s.friend.id, deliver_at: secondsFromNow(t, HOUR * 2) },
      { token: s.sender.token },
    );
    expect((await t.call('order', 'decline_shared_order', { id: s.shareId }, { token: s.stranger.token })).status).toBe(404);
    expect((await detail(s.orderId, s.sender.token)).body.table.gift_state).toBe('scheduled');
  });
});

describe('thanks after redeeming', () => {
  it('refuses a thank-you before the gift is redeemed with 409 thank_after_redeem, and offers it only after', async () => {
    const alex = await aMember(t, { name: 'Alex Early' });
    const mei = await aMember(t, { name: 'Mei Early' });
    const gift = await aSentGift(t, alex, mei, { lines: [{ productId: await aProduct(t), quantity: 2 }] });
    const before = (await detail(gift.id, mei.token)).body.table;
    expect(before.actions).toMatchObject({ thank: false, decline: true });
    const early = await t.call('order', 'thank_order', { order_id: gift.id, note: 'Thanks!' }, { token: mei.token });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'conflict', reason: 'thank_after_redeem' });

    await useOneVoucher(t, gift.id, mei);
    const after = (await detail(gift.id, mei.token)).body.table;
    expect(after.actions).toMatchObject({ thank: true, decline: false });
    expect((await t.call('order', 'thank_order', { order_id: gift.id, note: 'Thanks!' }, { token: mei.token })).status).toBe(200);
  });
});
