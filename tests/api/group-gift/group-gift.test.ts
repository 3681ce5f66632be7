import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, groupGifts, notifications, orders, payments, products } from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { deliverDueGifts } from '../../../src/server/order/scheduled-delivery.ts';
import { tellGroupDelivered } from '../../../src/server/group-gift/fund-pool.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  aGroupGift,
  aUdollarCard,
  balanceOf,
  chipIn,
  HOUR,
  nowSeconds,
  payAtCashier,
  poolBalance,
  runDeadlines,
} from './group-gift-scene.ts';

/** Group gifts on both databases (decision 0258): fund and deliver, refund at the deadline, cancel, surplus. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const eventsOf = async (memberId: number) =>
  (await t.db.select({ event: notifications.event }).from(notifications).where(eq(notifications.member_id, memberId))).map((n) => n.event);

describe('a group gift funded by its friends', () => {
  it('two friends pay, one at the cashier and one with uDollar: the gift is fulfilled, delivered and the books balance', async () => {
    const g = await aGroupGift(t, { price: 3000 });
    const [ann, ben] = g.friends;
    expect(await eventsOf(ann.id)).toContain('groupGiftInvited');

    const guestView = await t.call('group_gift', 'detail_group_gift', { share_id: g.shareId }, { token: await t.guestToken() });
    expect(guestView.status).toBe(200);
    expect(guestView.body.group_gift).toMatchObject({ id: null, role: 'guest', recipient_first_name: 'Rita', target: 3000, left: 3000 });

    await chipIn(t, ann, g, 1800);
    const card = await aUdollarCard(t, ben, 5000);
    const mid = await t.call('group_gift', 'detail_group_gift', { id: g.id }, { token: g.organiser.token });
    expect(mid.body.group_gift).toMatchObject({ paid: 1800, left: 1200, status: 'open', role: 'organiser' });
    expect(await poolBalance(t, g.id)).toBe(-1800);
    expect((await reconcile(t.db)).differences).toEqual([]);

    const last = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: g.shareId, amount: 1200, udollar_card_id: card, udollar_amount: 1200 },
      { token: ben.token },
    );
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ amount: 1200, udollar_amount: 1200, cashier_url: null, status: 'funded' });
    expect(await balanceOf(t, card)).toBe(3800);

    const [gift] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, g.id));
    expect(gift).toMatchObject({ status: 'funded', paid: 3000 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, gift.order_id));
    expect(order).toMatchObject({ payment_status: 'Paid', order_status: 'Gifted', recipient_id: g.recipient.id });
    const vouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, order.id));
    expect(vouchers.map((v) => v.owner_member_id)).toEqual([g.recipient.id]);
    expect(await poolBalance(t, g.id)).toBe(0);
    expect(await eventsOf(g.organiser.id)).toEqual(expect.arrayContaining(['groupGiftChippedIn', 'groupGiftFunded', 'groupGiftDelivered']));
    expect(await eventsOf(ann.id)).toEqual(expect.arrayContaining(['groupGiftFunded', 'groupGiftDelivered']));
    expect(await eventsOf(g.recipient.id)).toEqual(expect.arrayContaining(['giftReceived', 'groupGiftForYou']));

    // the recipient now sees the gift and every signature of the card
    await t.call('group_gift', 'sign_group_gift', { id: g.id, text: 'Happy birthday from Ann!' }, { token: ann.token });
    await t.call('group_gift', 'sign_group_gift', { id: g.id, text: 'And from Ben' }, { token: ben.token });
    const mine = await t.call('group_gift', 'list_group_gift', { role: 'recipient' }, { token: g.recipient.token });
    expect(mine.body.table.map((x) => x.id)).toEqual([g.id]);
    expect(mine.body.table[0].signatures.map((s) => s.text)).toEqual(['Happy birthday from Ann!', 'And from Ben']);
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it('fixed shares: each share is the target over the shares, and the last takes only what is left', async () => {
    const g = await aGroupGift(t, { price: 1000, fields: { mode: 'shares', shares: 3, min_amount: undefined } });
    const view = await t.call('group_gift', 'detail_group_gift', { share_id: g.shareId }, { token: g.organiser.token });
    expect(view.body.group_gift).toMatchObject({ mode: 'shares', share_amount: 334 });
    await chipIn(t, g.friends[0], g, 334);
    await chipIn(t, g.friends[1], g, 334);
    const third = await aUdollarCard(t, g.organiser, 1000);
    const last = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: g.shareId, udollar_card_id: third },
      { token: g.organiser.token },
    );
    expect(last.body).toMatchObject({ amount: 332, status: 'funded' });
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it('on the birthday itself the pool closes with the day and the gift goes as soon as it is funded', async () => {
    const g0 = await aGroupGift(t, { friends: 0 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(t.clock.now);
    const { members } = await import('../../../src/server/db/schema/index.ts');
    await t.db
      .update(members)
      .set({ dob: `1990-${today.slice(5)}`, show_birthday: true })
      .where(eq(members.id, g0.recipient.id));
    const base = { product_id: g0.productId, recipient_id: g0.recipient.id, mode: 'free', min_amount: 100, for_birthday: 1 };
    const late = await t.call(
      'group_gift',
      'create_group_gift',
      { ...base, deadline: nowSeconds(t) + 2 * 24 * HOUR },
      { token: g0.organiser.token },
    );
    expect(late.status).toBe(400);
    expect(late.body.field).toBe('deadline');
    const ok = await t.call('group_gift', 'create_group_gift', { ...base, deadline: nowSeconds(t) + 60 }, { token: g0.organiser.token });
    expect(ok.status).toBe(200);
    const card = await aUdollarCard(t, g0.organiser, 5000);
    const paid = await t.call(
      'group_gift',
      'contribute_group_gift',
      { id: ok.body.id, amount: 3000, udollar_card_id: card },
      { token: g0.organiser.token },
    );
    expect(paid.body.status).toBe('funded');
    const [gift] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, ok.body.id));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, gift.order_id));
    expect(gift.deliver_at).toBeNull();
    expect(order.order_status).not.toBe('Scheduled');
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it('a birthday gift waits for the birthday, and the deadline must be before it', async () => {
    const g0 = await aGroupGift(t, { friends: 0 });
    const dob = new Date(t.clock.now.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    const { members } = await import('../../../src/server/db/schema/index.ts');
    await t.db.update(members).set({ dob, show_birthday: true }).where(eq(members.id, g0.recipient.id));
    const productId = g0.productId;
    const base = { product_id: productId, recipient_id: g0.recipient.id, mode: 'free', min_amount: 100, for_birthday: 1 };
    const late = await t.call(
      'group_gift',
      'create_group_gift',
      { ...base, deadline: nowSeconds(t) + 6 * 24 * HOUR },
      { token: g0.organiser.token },
    );
    expect(late.status).toBe(400);
    expect(late.body.field).toBe('deadline');
    const ok = await t.call(
      'group_gift',
      'create_group_gift',
      { ...base, deadline: nowSeconds(t) + 2 * 24 * HOUR },
      { token: g0.organiser.token },
    );
    expect(ok.status).toBe(200);
    const card = await aUdollarCard(t, g0.organiser, 5000);
    const paid = await t.call(
      'group_gift',
      'contribute_group_gift',
      { id: ok.body.id, amount: 3000, udollar_card_id: card },
      { token: g0.organiser.token },
    );
    expect(paid.body.status).toBe('funded');
    const [gift] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, ok.body.id));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, gift.order_id));
    expect(order.order_status).toBe('Scheduled');
    expect(order.deliver_at?.getTime()).toBe(gift.deliver_at?.getTime());
    expect(order.gift_recipient_id).toBe(g0.recipient.id);

    // on the birthday the delivery job gives it, and the pool and the recipient hear of it
    t.clock.now = new Date((gift.deliver_at?.getTime() ?? 0) + 1000);
    const run = await deliverDueGifts(t.db, t.clock.now, { sms: t.sms, baseUrl: t.config.publicBaseUrl }, tellGroupDelivered);
    expect(run.delivered).toContain(order.id);
    const [given] = await t.db.select().from(orders).where(eq(orders.id, gift.order_id));
    expect(given).toMatchObject({ order_status: 'Gifted', recipient_id: g0.recipient.id });
    expect(await eventsOf(g0.recipient.id)).toContain('groupGiftForYou');
    expect(await eventsOf(g0.organiser.id)).toContain('groupGiftDelivered');
  });
});

describe('a pool that is not funded', () => {
  it('the deadline job refunds every contribution to where it came from within a minute, and tells everyone', async () => {
    const g = await aGroupGift(t, { price: 5000 });
    const [ann, ben] = g.friends;
    await chipIn(t, ann, g, 2000);
    const card = await aUdollarCard(t, ben, 3000);
    await t.call('group_gift', 'contribute_group_gift', { share_id: g.shareId, amount: 1500, udollar_card_id: card }, { token: ben.token });
    const [before] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, g.productId));
    expect(await balanceOf(t, card)).toBe(1500);

    t.clock.advance(47 * HOUR * 1000);
    const early = await runDeadlines(t);
    expect(early.expired).not.toContain(g.id);
    expect(early.reminded).toContain(g.id);
    expect(await eventsOf(ann.id)).toContain('groupGiftReminder');

    t.clock.advance(HOUR * 1000 + 30_000);
    const due = await runDeadlines(t);
    expect(due.expired).toContain(g.id);
    const [gift] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, g.id));
    expect(gift.status).toBe('expired');
    expect(await balanceOf(t, card)).toBe(3000);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.order_id, gift.order_id), eq(payments.status, 'refunded')));
    expect(payment).toMatchObject({ amount: 2000, refunded_amount: 2000 });
    const [after] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, g.productId));
    expect(after.stock).toBe(before.stock + 1);
    expect(await poolBalance(t, g.id)).toBe(0);
    for (const m of [ann, ben, g.organiser]) expect(await eventsOf(m.id)).toContain('groupGiftRefunded');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, gift.order_id));
    expect(order.payment_status).toBe('Cancelled');
    // two days on, the member signs in again (a token of that time)
    const again = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: g.shareId, amount: 100 },
      { token: await t.memberToken(ann.id) },
    );
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('group_gift_closed');
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it('the organiser cancels: everyone is refunded; nobody else may cancel', async () => {
    const g = await aGroupGift(t);
    await chipIn(t, g.friends[0], g, 1000);
    const notMine = await t.call('group_gift', 'cancel_group_gift', { id: g.id }, { token: g.friends[0].token });
    expect(notMine.status).toBe(403);
    expect(notMine.body.field).toBe('id');
    const res = await t.call('group_gift', 'cancel_group_gift', { id: g.id }, { token: g.organiser.token });
    expect(res.body).toMatchObject({ status: 'cancelled', refunded: 1000 });
    const twice = await t.call('group_gift', 'cancel_group_gift', { id: g.id }, { token: g.organiser.token });
    expect(twice.status).toBe(409);
    expect(await poolBalance(t, g.id)).toBe(0);
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it('the organiser tops up the rest before the deadline', async () => {
    const g = await aGroupGift(t, { price: 2000 });
    await chipIn(t, g.friends[0], g, 500);
    const top = await t.call('group_gift', 'top_up_group_gift', { id: g.id }, { token: g.organiser.token });
    expect(top.body).toMatchObject({ amount: 1500, status: 'open' });
    await payAtCashier(t, top.body.cashier_url ?? '');
    const [gift] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, g.id));
    expect(gift.status).toBe('funded');
    const byFriend = await t.call('group_gift', 'top_up_group_gift', { id: g.id }, { token: g.friends[0].token });
    expect(byFriend.status).toBe(403);
  });
});

describe('surplus', () => {
  it('a card payment that arrives after its hold lapsed still completes the pool; the part over the target goes to the organiser as uDollar', async () => {
    const g = await aGroupGift(t, { price: 1000 });
    const [ann, ben] = g.friends;
    const slow = await t.call('group_gift', 'contribute_group_gift', { share_id: g.shareId, amount: 600 }, { token: ann.token });
    t.clock.advance(30 * 60_000 + 10_000);
    const card = await aUdollarCard(t, ben, 1000);
    const fast = await t.call(
      'group_gift',
      'contribute_group_gift',
      { share_id: g.shareId, amount: 500, udollar_card_id: card },
      { token: ben.token },
    );
    expect(fast.body.status).toBe('open');
    await payAtCashier(t, slow.body.cashier_url ?? '');
    const [gift] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, g.id));
    expect(gift).toMatchObject({ status: 'funded', paid: 1100 });
    const organiserView = await t.call('udollar', 'list_udollar_giftcards', {}, { token: g.organiser.token });
    expect(organiserView.body.table.map((c) => c.udollar_balance)).toContain(100);
    expect(await eventsOf(g.organiser.id)).toContain('groupGiftSurplus');
    expect(await poolBalance(t, g.id)).toBe(0);
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it('a card payment that arrives after the pool was funded goes back to the card in full', async () => {
    const g = await aGroupGift(t, { price: 1000 });
    const [ann, ben] = g.friends;
    const slow = await t.call('group_gift', 'contribute_group_gift', { share_id: g.shareId, amount: 600 }, { token: ann.token });
    t.clock.advance(30 * 60_000 + 10_000);
    const card = await aUdollarCard(t, ben, 1000);
    await t.call('group_gift', 'contribute_group_gift', { share_id: g.shareId, amount: 1000, udollar_card_id: card }, { token: ben.token });
    await payAtCashier(t, slow.body.cashier_url ?? '');
    const [gift] = await t.db.select().from(groupGifts).where(eq(groupGifts.id, g.id));
    expect(gift).toMatchObject({ status: 'funded', paid: 1000 });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.order_id, gift.order_id), eq(payments.amount, 600)));
    expect(payment).toMatchObject({ status: 'refunded', refunded_amount: 600 });
    expect((await reconcile(t.db)).differences).toEqual([]);
  });
});
