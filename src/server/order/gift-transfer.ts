import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { evouchers, udollarCards } from '../db/schema/index.ts';
import { generateVoucherCode, isVoucherCodeType } from '../evoucher/voucher-code.ts';
import { conflict } from '../platform/api-error.ts';

/**
 * Hands what an order bought to the member it is given to: its e-vouchers and any uDollar card it created.
 * Run inside the transaction that marks the order given (after its row is locked). The order's vouchers and cards
 * are locked (SELECT ... FOR UPDATE) before they are checked, so a concurrent mark-used or spend waits for the gift.
 * Refuses (and so rolls the whole gift back) when the sender already used a voucher or spent from the card: a used
 * gift cannot be given. Every moved voucher gets a new code of its type: the sender could see the old codes before
 * giving, and they must stop working once the gift belongs to someone else (docs/decisions/0080).
 */
export async function transferOrderGoods(tx: Db, orderId: number, fromMemberId: number, toMemberId: number): Promise<void> {
  const vouchers = await tx
    .select({ id: evouchers.id, status: evouchers.status, code_type: evouchers.code_type })
    .from(evouchers)
    .where(and(eq(evouchers.order_id, orderId), eq(evouchers.owner_member_id, fromMemberId)))
    .orderBy(evouchers.id)
    .for('update');
  if (vouchers.some((v) => v.status === 'Used'))
    throw conflict('A voucher of this order has already been used, so it can no longer be given');
  const cards = await tx
    .select({ id: udollarCards.id, balance: udollarCards.balance, orig: udollarCards.orig_balance })
    .from(udollarCards)
    .where(and(eq(udollarCards.order_id, orderId), eq(udollarCards.member_id, fromMemberId)))
    .orderBy(udollarCards.id)
    .for('update');
  if (cards.some((c) => c.balance < c.orig))
    throw conflict('The uDollar of this order has already been spent, so it can no longer be given');
  for (const v of vouchers) {
    const code = generateVoucherCode(isVoucherCodeType(v.code_type) ? v.code_type : 'alphanumeric');
    await tx.update(evouchers).set({ owner_member_id: toMemberId, code }).where(eq(evouchers.id, v.id));
  }
  await tx
    .update(udollarCards)
    .set({ member_id: toMemberId })
    .where(and(eq(udollarCards.order_id, orderId), eq(udollarCards.member_id, fromMemberId)));
}
