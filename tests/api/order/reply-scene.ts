import { and, eq } from 'drizzle-orm';
import { evouchers, orders } from '../../../src/server/db/schema/index.ts';
import type { TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct, aSentGift, befriend, type TestMember } from '../../support/factories.ts';

/**
 * The gift-reply tests' world: Alex sent Mei Ling a gift (Gifted, two vouchers in her wallet) and gave Raj
 * one through its link (Received); Yuki is a friend of both with no part in either gift.
 */
export interface ReplyScene {
  alex: TestMember;
  meiLing: TestMember;
  raj: TestMember;
  yuki: TestMember;
  /** Alex -> Mei Ling with send_order: Gifted */
  gifted: number;
  /** Alex's, redeemed by Raj through its link: Received */
  received: number;
}

export async function replyScene(t: TestApp): Promise<ReplyScene> {
  const [alex, meiLing, raj, yuki] = await Promise.all([
    aMember(t, { name: 'Alex Tan' }),
    aMember(t, { name: 'Mei Ling Wong' }),
    aMember(t, { name: 'Raj Kumar' }),
    aMember(t, { name: 'Yuki Sato' }),
  ]);
  await befriend(t, alex, yuki);
  await befriend(t, meiLing, yuki);
  const gifted = await aSentGift(t, alex, meiLing, {
    lines: [
      { productId: await aProduct(t, { name: 'Bean There Coffee S$10 E-Voucher', price: 1000 }), quantity: 2 },
      { productId: await aProduct(t, { name: 'StarScreen Movie Tickets', price: 2400 }), quantity: 1 },
    ],
  });
  const linkGift = await aPaidOrder(t, alex, { lines: [{ productId: await aProduct(t), quantity: 1 }] });
  const redeemed = await t.call('order', 'redeem_order', { id: linkGift.shareId ?? '' }, { token: raj.token });
  if (redeemed.status !== 200) throw new Error(`redeem_order: ${redeemed.status}`);
  return { alex, meiLing, raj, yuki, gifted: gifted.id, received: linkGift.id };
}

export const orderRow = async (t: TestApp, id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

export const vouchersOf = async (t: TestApp, orderId: number, memberId: number) =>
  t.db
    .select({ id: evouchers.id, code: evouchers.code, status: evouchers.status })
    .from(evouchers)
    .where(and(eq(evouchers.order_id, orderId), eq(evouchers.owner_member_id, memberId)))
    .orderBy(evouchers.id);

/** The recipient redeems a gift they were sent by using one of its vouchers (decision 0210: that counts as redeemed). */
export async function useOneVoucher(t: TestApp, orderId: number, member: TestMember): Promise<void> {
  const [voucher] = await vouchersOf(t, orderId, member.id);
  const used = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: voucher.id }, { token: member.token });
  if (used.status !== 200) throw new Error(`mark_evoucher_used: ${used.status} ${used.body.message}`);
}
