import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, giftReplies, notifications, orders } from '../../../src/server/db/schema/index.ts';
import { API_GROUPS } from '../../../src/shared/api/groups.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aProduct, aSentGift, type TestMember } from '../../support/factories.ts';

/**
 * Decision 0210: the recipient's answers racing with what else may happen to a gift, on PGlite and (in npm
 * test) on PostgreSQL. Each race starts from a fresh gift and must end with exactly one winner and a consistent order.
 */
let t: TestApp;
let alex: TestMember;
let meiLing: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  [alex, meiLing] = await Promise.all([aMember(t, { name: 'Alex Tan' }), aMember(t, { name: 'Mei Ling Wong' })]);
});
afterAll(async () => t.close());

const ROUNDS = 4;
const aGift = async () => (await aSentGift(t, alex, meiLing, { lines: [{ productId: await aProduct(t), quantity: 2 }] })).id;
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const vouchersOf = (orderId: number) => t.db.select().from(evouchers).where(eq(evouchers.order_id, orderId)).orderBy(evouchers.id);
const decline = (orderId: number) => t.call('order', 'decline_order', { order_id: orderId }, { token: meiLing.token });

describe('gift replies under concurrency', () => {
  it('declining while the recipient marks a voucher used: exactly one wins, and the goods are all on one side', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await aGift();
      const [voucher] = await vouchersOf(orderId);
      const mark = () => t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: voucher.id }, { token: meiLing.token });
      // alternate who is sent first, so either may reach the rows first
      const [declined, marked] =
        round % 2 === 0 ? await Promise.all([decline(orderId), mark()]) : (await Promise.all([mark(), decline(orderId)])).reverse();
      const row = await orderRow(orderId);
      const goods = await vouchersOf(orderId);
      if (declined.status === 200) {
        outcomes.add('declined');
        expect(marked.status).toBe(404);
        expect(row).toMatchObject({ order_status: 'gift', recipient_id: null, declined_by: meiLing.id });
        for (const v of goods) expect(v).toMatchObject({ owner_member_id: alex.id, status: 'Active' });
      } else {
        outcomes.add('used');
        expect(declined.status).toBe(409);
        expect(declined.body.reason).toBe('already_redeemed');
        expect(marked.status).toBe(200);
        expect(row).toMatchObject({ order_status: 'Gifted', recipient_id: meiLing.id, declined_at: null });
        for (const v of goods) expect(v.owner_member_id).toBe(meiLing.id);
        expect(goods.find((v) => v.id === voucher.id)?.status).toBe('Used');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  const unsend = (API_GROUPS.order as readonly string[]).includes('unsend_order');
  it.skipIf(!unsend)(
    'declining while the sender takes the gift back: one of them returns the goods, once, and only its side is told',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const orderId = await aGift();
        const before = await vouchersOf(orderId);
        const takeBack = () => t.call('order', 'unsend_order', { order_id: orderId }, { token: alex.token });
        const [declined, taken] =
          round % 2 === 0
            ? await Promise.all([decline(orderId), takeBack()])
            : (await Promise.all([takeBack(), decline(orderId)])).reverse();
        const row = await orderRow(orderId);
        const told = await t.db
          .select({ event: notifications.event, member: notifications.member_id })
          .from(notifications)
          .where(and(eq(notifications.related_id, String(orderId)), inArray(notifications.event, ['giftDeclined', 'giftTakenBack'])));
        if (declined.status === 200) {
          // the decline came first; a take-back after it finds the sender's unsent gift and only withdraws its link
          expect(row.declined_by).toBe(meiLing.id);
          expect(told).toEqual([{ event: 'giftDeclined', member: alex.id }]);
        } else {
          // the take-back came first: the gift is no longer hers to decline
          expect(declined.status).toBe(404);
          expect(taken.status).toBe(200);
          expect(row.declined_by).toBeNull();
          expect(told).toEqual([{ event: 'giftTakenBack', member: meiLing.id }]);
        }
        expect(row).toMatchObject({ order_status: 'gift', recipient_id: null });
        const after = await vouchersOf(orderId);
        expect(after.map((v) => v.id)).toEqual(before.map((v) => v.id));
        for (const v of after) expect(v).toMatchObject({ owner_member_id: alex.id, status: 'Active' });
      }
    },
  );

  /** The recipient uses one voucher of the gift: it is hers, and thanks may follow (decision 0241). */
  const redeem = async (orderId: number) => {
    const [voucher] = await vouchersOf(orderId);
    const used = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: voucher.id }, { token: meiLing.token });
    expect(used.status).toBe(200);
  };

  it('thanking twice at once stores exactly one note; the others hear already_thanked', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await aGift();
      await redeem(orderId);
      const answers = await Promise.all(
        ['one', 'two', 'three'].map((note) =>
          t.call('order', 'thank_order', { order_id: orderId, note: `Thanks ${note}` }, { token: meiLing.token }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) {
        expect(a.status).toBe(409);
        expect(a.body.reason).toBe('already_thanked');
      }
      const rows = await t.db
        .select()
        .from(giftReplies)
        .where(and(eq(giftReplies.order_id, orderId), eq(giftReplies.recipient_id, meiLing.id)));
      expect(rows).toHaveLength(1);
      expect(rows[0].note).toBe(answers.find((a) => a.status === 200)?.body.table.thank_note);
    }
  });

  it('thanking while declining: one answer wins, and a note never belongs to a gift she no longer holds', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await aGift();
      // every other round the gift is already hers (thanks allowed, decline refused); else neither is settled yet
      if (round % 2 === 1) await redeem(orderId);
      const [thanked, declined] = await Promise.all([
        t.call('order', 'thank_order', { order_id: orderId, reaction: 'heart' }, { token: meiLing.token }),
        decline(orderId),
      ]);
      const sender = await t.call('order', 'detail_order', { order_id: orderId }, { token: alex.token });
      if (round % 2 === 1) {
        expect(thanked.status).toBe(200);
        expect(declined.status).toBe(409);
        expect(sender.body.table).toMatchObject({ thank_reaction: 'heart', declined_by_name: '' });
      } else {
        expect(declined.status).toBe(200);
        // thanks before the decline wait for a redeem; thanks after it find no gift
        expect([404, 409]).toContain(thanked.status);
        expect(sender.body.table).toMatchObject({ thank_note: '', thank_reaction: '', declined_by_name: 'Mei Ling Wong' });
      }
    }
  });
});
