import { and, asc, eq } from 'drizzle-orm';
import { evouchers, notifications, orders } from '../../../src/server/db/schema/index.ts';
import { deliverDueGifts } from '../../../src/server/order/scheduled-delivery.ts';
import type { TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct, befriend, type TestMember } from '../../support/factories.ts';

/**
 * The gift delivery tests' world: a sender with a paid gift (two vouchers) and a friend, and a member who
 * is not the sender's friend. Each test makes its own.
 */
export interface DeliveryScene {
  sender: TestMember;
  friend: TestMember;
  stranger: TestMember;
  /** the sender's paid, unsent gift */
  orderId: number;
  shareId: string;
}

export async function deliveryScene(t: TestApp): Promise<DeliveryScene> {
  const [sender, friend, stranger] = await Promise.all([
    aMember(t, { name: 'Sam Sender' }),
    aMember(t, { name: 'Fay Friend' }),
    aMember(t, { name: 'Stan Stranger' }),
  ]);
  await befriend(t, sender, friend);
  const order = await aGift(t, sender);
  return { sender, friend, stranger, orderId: order.id, shareId: order.shareId ?? '' };
}

/** Another paid gift of the member: two vouchers of one product. */
export async function aGift(t: TestApp, member: TestMember) {
  return aPaidOrder(t, member, { lines: [{ productId: await aProduct(t, { price: 1500 }), quantity: 2 }] });
}

export const orderRow = async (t: TestApp, id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

export const vouchersOf = (t: TestApp, orderId: number) =>
  t.db
    .select({ id: evouchers.id, owner: evouchers.owner_member_id, code: evouchers.code, status: evouchers.status })
    .from(evouchers)
    .where(eq(evouchers.order_id, orderId))
    .orderBy(asc(evouchers.id));

export const notesOf = (t: TestApp, memberId: number, event: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.member_id, memberId), eq(notifications.event, event)));

/** unix seconds, `ms` after the test clock's now */
export const secondsFromNow = (t: TestApp, ms: number) => Math.floor((t.clock.now.getTime() + ms) / 1000);

/** The delivery job as the server runs it, at the test clock's time. */
export const runDelivery = (t: TestApp) => deliverDueGifts(t.db, new Date(t.clock.now), { sms: t.sms, baseUrl: t.config.publicBaseUrl });
