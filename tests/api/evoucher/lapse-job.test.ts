import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { evouchers, marketValueRules, notifications, orders, udollarCards, udollarLedger } from '../../../src/server/db/schema/index.ts';
import { runVoucherExpiry } from '../../../src/server/evoucher/expiry-job.ts';
import { lapseVouchers } from '../../../src/server/value/vouchers.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct, aSentGift, SINGAPORE, type TestMember } from '../../support/factories.ts';

/** Decision 0262: the lapse job moves a voucher's unused value by its market's rule, through the ledger, once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
/** The test's own market rule for Singapore for the time of `fn`, then back to the seed's. */
async function underRule<T>(lapse: 'udollar' | 'breakage' | 'refund', fn: () => Promise<T>): Promise<T> {
  await t.db.update(marketValueRules).set({ lapse }).where(eq(marketValueRules.country_id, SINGAPORE));
  try {
    return await fn();
  } finally {
    await t.db.update(marketValueRules).set({ lapse: 'udollar' }).where(eq(marketValueRules.country_id, SINGAPORE));
  }
}
const expireOrder = (orderId: number) =>
  t.db
    .update(evouchers)
    .set({ expires_at: new Date(t.clock.now.getTime() - 60_000) })
    .where(eq(evouchers.order_id, orderId));
const lapseCards = (memberId: number) =>
  t.db
    .select({ id: udollarCards.id, balance: udollarCards.balance, reason: udollarLedger.reason })
    .from(udollarCards)
    .innerJoin(udollarLedger, eq(udollarLedger.card_id, udollarCards.id))
    .where(and(eq(udollarCards.member_id, memberId), inArray(udollarLedger.reason, ['lapse', 'refund'])));
const noticesOf = (memberId: number, event: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.member_id, memberId), eq(notifications.event, event)));
async function books() {
  const result = await reconcile(t.db);
  expect(result.differences).toEqual([]);
}
const beanThere = () => aProduct(t, { name: 'Bean There voucher', price: 750, cn: '豆在这里礼券', jp: 'ビーンゼア券' });

describe('the lapse job', () => {
  it("udollar: the holder's unused value becomes their uDollar to the cent, told in their language; the books balance", async () => {
    const holder = await aMember(t);
    const order = await aPaidOrder(t, holder, { gift: false, lines: [{ productId: await beanThere(), quantity: 1 }] });
    await expireOrder(order.id);
    const run = await runVoucherExpiry(t.db, t.clock.now);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    const cards = await lapseCards(holder.id);
    expect(cards).toEqual([expect.objectContaining({ balance: 750, reason: 'lapse' })]);
    const [notice] = await noticesOf(holder.id, 'voucherLapsedUdollar');
    expect(notice.message).toBe('SGD 7.50 of your Bean There voucher is now in your uDollar.');
    // no second "expired" notice for the same value
    expect(await noticesOf(holder.id, 'voucherExpired')).toHaveLength(0);
    const [voucher] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, order.id));
    expect(voucher).toMatchObject({ status: 'Expired', lapsed_to: 'udollar' });
    // the member reads it in Japanese
    const jp = await t.call('notification', 'list_notification', { lang: 'jp' }, { token: holder.token });
    expect(JSON.stringify(jp.body)).toContain('ビーンゼア券');
    await books();
  });

  it('udollar: a gift never opened goes to the sender; one opened goes to the recipient', async () => {
    const [sender, friend] = [await aMember(t), await aMember(t)];
    const unopened = await aSentGift(t, sender, friend, { lines: [{ productId: await beanThere(), quantity: 2 }] });
    const opened = await aSentGift(t, sender, friend, { lines: [{ productId: await beanThere(), quantity: 1 }] });
    await t.db.update(orders).set({ opened_at: t.clock.now }).where(eq(orders.id, opened.id));
    await expireOrder(unopened.id);
    await expireOrder(opened.id);
    await runVoucherExpiry(t.db, t.clock.now);
    expect((await lapseCards(sender.id)).map((c) => c.balance).sort()).toEqual([750, 750]);
    expect((await lapseCards(friend.id)).map((c) => c.balance)).toEqual([750]);
    // the sender hears of their uDollar (one notice for the line); the recipient who never opened hears it expired
    const senderNotice = await noticesOf(sender.id, 'voucherLapsedUdollar');
    expect(senderNotice.map((n) => n.message)).toEqual(['SGD 15.00 of your Bean There voucher is now in your uDollar.']);
    expect(await noticesOf(friend.id, 'voucherExpired')).toHaveLength(1);
    await books();
  });

  it('breakage keeps the value for the shop; refund gives what was paid back to the buyer', async () => {
    const buyer = await aMember(t);
    const kept = await aPaidOrder(t, buyer, { gift: false, lines: [{ productId: await beanThere(), quantity: 1 }] });
    const breakageBefore = await breakage();
    await underRule('breakage', async () => {
      await expireOrder(kept.id);
      await runVoucherExpiry(t.db, t.clock.now);
    });
    expect(await lapseCards(buyer.id)).toEqual([]);
    expect(breakageBefore - (await breakage())).toBe(750);
    expect((await noticesOf(buyer.id, 'voucherExpired')).length).toBe(1);

    const back = await aPaidOrder(t, buyer, { gift: false, lines: [{ productId: await beanThere(), quantity: 1 }] });
    await underRule('refund', async () => {
      await expireOrder(back.id);
      await runVoucherExpiry(t.db, t.clock.now);
    });
    expect(await lapseCards(buyer.id)).toEqual([expect.objectContaining({ balance: 750, reason: 'refund' })]);
    const [voucher] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, back.id));
    expect(voucher.lapsed_to).toBe('refund');
    await books();
  });

  it('lapses each voucher once: two servers at once, and a run that died mid-way before a restart', async () => {
    const holder: TestMember = await aMember(t);
    const order = await aPaidOrder(t, holder, { gift: false, lines: [{ productId: await beanThere(), quantity: 3 }] });
    await expireOrder(order.id);
    // a run that dies after lapsing (its transaction never commits) leaves nothing behind
    await expect(
      t.db.transaction(async (tx) => {
        expect(await lapseVouchers(tx, eq(evouchers.order_id, order.id), t.clock.now)).toHaveLength(3);
        throw new Error('server killed');
      }),
    ).rejects.toThrow('server killed');
    expect(await lapseCards(holder.id)).toEqual([]);
    // after the restart two servers run the job at the same moment
    await Promise.all([runVoucherExpiry(t.db, t.clock.now), runVoucherExpiry(t.db, t.clock.now)]);
    await runVoucherExpiry(t.db, new Date(t.clock.now.getTime() + DAY));
    expect((await lapseCards(holder.id)).map((c) => c.balance)).toEqual([750, 750, 750]);
    expect(await noticesOf(holder.id, 'voucherLapsedUdollar')).toHaveLength(1);
    await books();
  });
});

async function breakage(): Promise<number> {
  const [row] = rowsOf<{ s: string }>(
    await t.db.execute(sql`select coalesce(sum(amount), 0)::text as s from ledger_entries where account_key = 'breakage:SGD'`),
  );
  return Number(row.s);
}
