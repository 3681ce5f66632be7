import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { evouchers, udollarCards } from '../db/schema/index.ts';
import { conflict } from '../http/api-error.ts';

/**
 * Hands what an order bought to the member it is given to: its e-vouchers and any uDollar card it created.
 * Run inside the transaction that marks the order given (after its row is locked). Refuses (and so rolls the
 * whole gift back) when the sender already used a voucher or spent from the card: a used gift cannot be given.
 */
export async function transferOrderGoods(tx: Db, orderId: number, fromMemberId: number, toMemberId: number): Promise<void> {
  const [used] = await tx.select({ n: sql<number>`count(*)` }).from(evouchers)
    .where(and(eq(evouchers.order_id, orderId), eq(evouchers.owner_member_id, fromMemberId), eq(evouchers.status, 'Used')));
  if (Number(used?.n ?? 0) > 0) throw conflict('A voucher of this order has already been used, so it can no longer be given');
  const [spent] = await tx.select({ n: sql<number>`count(*)` }).from(udollarCards)
    .where(and(eq(udollarCards.order_id, orderId), eq(udollarCards.member_id, fromMemberId), sql`${udollarCards.balance} < ${udollarCards.orig_balance}`));
  if (Number(spent?.n ?? 0) > 0) throw conflict('The uDollar of this order has already been spent, so it can no longer be given');
  await tx.update(evouchers).set({ owner_member_id: toMemberId })
    .where(and(eq(evouchers.order_id, orderId), eq(evouchers.owner_member_id, fromMemberId)));
  await tx.update(udollarCards).set({ member_id: toMemberId })
    .where(and(eq(udollarCards.order_id, orderId), eq(udollarCards.member_id, fromMemberId)));
}
