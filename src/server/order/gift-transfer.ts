import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { evouchers, redemptions, udollarCards } from '../db/schema/index.ts';
import { generateVoucherCode, isVoucherCodeType } from '../evoucher/voucher-code.ts';
import { type ApiError, conflict } from '../platform/api-error.ts';

/** Why goods cannot change hands: a voucher was used (or partly spent at the counter), or the uDollar was spent. */
export type UsedGoods = 'voucher' | 'udollar';

const refuseToGive = (what: UsedGoods): ApiError =>
  what === 'voucher'
    ? conflict('A voucher of this order has already been used, so it can no longer be given')
    : conflict('The uDollar of this order has already been spent, so it can no longer be given');

/**
 * Locks what an order bought while `memberId` holds it (its e-vouchers and any uDollar card it created, SELECT ... FOR
 * UPDATE) and answers whether any of it was used: a voucher Used, a stored-value voucher partly spent at the counter
 * (it has redemptions), or uDollar spent from the card. A concurrent mark-used, counter redemption or spend waits for
 * the caller's transaction, so what this answers stays true until it commits (decision 0210).
 */
export async function lockOrderGoods(tx: Db, orderId: number, memberId: number) {
  const vouchers = await tx
    .select({ id: evouchers.id, status: evouchers.status, code_type: evouchers.code_type })
    .from(evouchers)
    .where(and(eq(evouchers.order_id, orderId), eq(evouchers.owner_member_id, memberId)))
    .orderBy(evouchers.id)
    .for('no key update');
  const spentAtCounter =
    vouchers.length > 0
      ? await tx
          .select({ id: redemptions.id })
          .from(redemptions)
          .where(
            inArray(
              redemptions.evoucher_id,
              vouchers.map((v) => v.id),
            ),
          )
          .limit(1)
      : [];
  const cards = await tx
    .select({ id: udollarCards.id, balance: udollarCards.balance, orig: udollarCards.orig_balance })
    .from(udollarCards)
    .where(and(eq(udollarCards.order_id, orderId), eq(udollarCards.member_id, memberId)))
    .orderBy(udollarCards.id)
    .for('no key update');
  const used: UsedGoods | null =
    // a voucher its recipient swapped for another product (decision 0265) counts as used: the gift is theirs
    vouchers.some((v) => v.status === 'Used' || v.status === 'Swapped') || spentAtCounter.length > 0
      ? 'voucher'
      : cards.some((c) => c.balance < c.orig)
        ? 'udollar'
        : null;
  return { vouchers, used };
}

/**
 * Hands what an order bought to the member it is given to (or back to its sender, when a gift is taken back): its
 * e-vouchers and any uDollar card it created. Run inside the transaction that changes the order (after its row is
 * locked). The goods are locked before they are checked (lockOrderGoods), so a concurrent mark-used or spend waits
 * for the change of hands. Refuses (and so rolls the whole change back) when any of them was used or spent: used
 * goods stay where they are; `refuse` says it in the caller's words. Every moved voucher gets a new code of its type:
 * the previous holder could see the old codes, and they must stop working (docs/decisions/0080).
 */
export async function transferOrderGoods(
  tx: Db,
  orderId: number,
  fromMemberId: number,
  toMemberId: number,
  refuse: (what: UsedGoods) => ApiError = refuseToGive,
): Promise<void> {
  const { vouchers, used } = await lockOrderGoods(tx, orderId, fromMemberId);
  if (used) throw refuse(used);
  for (const v of vouchers) {
    const code = generateVoucherCode(isVoucherCodeType(v.code_type) ? v.code_type : 'alphanumeric');
    await tx.update(evouchers).set({ owner_member_id: toMemberId, code }).where(eq(evouchers.id, v.id));
  }
  await tx
    .update(udollarCards)
    .set({ member_id: toMemberId })
    .where(and(eq(udollarCards.order_id, orderId), eq(udollarCards.member_id, fromMemberId)));
}
