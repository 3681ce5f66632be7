import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../../src/server/db/schema/index.ts';
import { runGiftReminders } from '../../../src/server/order/gift-reminders.ts';
import { JOBS } from '../../../src/server/jobs/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aProduct, aSentGift } from '../../support/factories.ts';
import { notesOf } from './delivery-scene.ts';

/** Decision 0262: an unopened gift reminds its recipient after 3 and 10 days and tells its sender once, on a test clock. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
async function aGiftGivenDaysAgo(days: number) {
  const [sender, friend] = [await aMember(t, { name: 'Rita Sender' }), await aMember(t, { name: 'Remy Friend' })];
  const order = await aSentGift(t, sender, friend, { lines: [{ productId: await aProduct(t, { price: 500 }), quantity: 1 }] });
  await t.db
    .update(orders)
    .set({ gifted_at: new Date(t.clock.now.getTime() - days * DAY) })
    .where(eq(orders.id, order.id));
  return { sender, friend, orderId: order.id };
}
const at = (days: number) => new Date(t.clock.now.getTime() + days * DAY);

describe('unopened gift reminders', () => {
  it('reminds the recipient at 3 and 10 days and tells the sender once at 10, each once however often it runs', async () => {
    const g = await aGiftGivenDaysAgo(0);
    await runGiftReminders(t.db, at(2));
    expect(await notesOf(t, g.friend.id, 'giftUnopenedReminder')).toHaveLength(0);
    await runGiftReminders(t.db, at(3.1));
    await runGiftReminders(t.db, at(3.2));
    const first = await notesOf(t, g.friend.id, 'giftUnopenedReminder');
    expect(first.map((n) => n.message)).toEqual(['Rita Sender sent you a gift that you have not opened yet. Open it to see what it is!']);
    expect(await notesOf(t, g.sender.id, 'giftUnopenedSender')).toHaveLength(0);
    // two servers at the 10th day
    await Promise.all([runGiftReminders(t.db, at(10.1)), runGiftReminders(t.db, at(10.1))]);
    await runGiftReminders(t.db, at(12));
    expect(await notesOf(t, g.friend.id, 'giftUnopenedReminder')).toHaveLength(2);
    const told = await notesOf(t, g.sender.id, 'giftUnopenedSender');
    expect(told.map((n) => n.message)).toEqual([
      'Your gift to Remy Friend has not been opened for 10 days. You can take it back or send it again.',
    ]);
    expect(told[0].related_id).toBe(String(g.orderId));
  });

  it('an opened gift is not reminded; one found at 10 days gets one reminder, not two', async () => {
    const opened = await aGiftGivenDaysAgo(4);
    await t.db.update(orders).set({ opened_at: t.clock.now }).where(eq(orders.id, opened.orderId));
    const late = await aGiftGivenDaysAgo(11);
    await runGiftReminders(t.db, t.clock.now);
    expect(await notesOf(t, opened.friend.id, 'giftUnopenedReminder')).toHaveLength(0);
    expect(await notesOf(t, late.friend.id, 'giftUnopenedReminder')).toHaveLength(1);
    expect(await notesOf(t, late.sender.id, 'giftUnopenedSender')).toHaveLength(1);
  });

  it('is a leased background job', () => {
    expect(JOBS.find((j) => j.name === 'gift-reminders')?.everyMs).toBeLessThanOrEqual(60 * 60_000);
  });
});
