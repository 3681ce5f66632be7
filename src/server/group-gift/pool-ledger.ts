import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { udollarCards, udollarLedger } from '../db/schema/index.ts';
import { groupPoolAccount, shopAccount, udollarAccount } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import type { GiftRow } from './gift-row.ts';

/**
 * Every movement of a group gift's pool (decision 0258), each one balanced transaction of the ledger in the caller's
 * database transaction: in from a card (the provider captured it) or a uDollar card, out to the gift's order when
 * funded, and back to where it came from when refunded.
 */

/** uDollar into the pool: one guarded UPDATE takes it from the member's own, unexpired card of the pool's currency. */
export async function udollarIntoPool(
  tx: Db,
  gift: GiftRow,
  input: { cardId: number; memberId: number; amount: number },
  now: Date,
): Promise<boolean> {
  const debited = await tx
    .update(udollarCards)
    .set({ balance: sql`${udollarCards.balance} - ${input.amount}` })
    .where(
      and(
        eq(udollarCards.id, input.cardId),
        eq(udollarCards.member_id, input.memberId),
        sql`${udollarCards.balance} >= ${input.amount}`,
        gt(udollarCards.expires_at, now),
        eq(udollarCards.currency_code, gift.currency_code),
        isNull(udollarCards.voided_at),
      ),
    )
    .returning({ id: udollarCards.id });
  if (debited.length === 0) return false;
  await tx
    .insert(udollarLedger)
    .values({ card_id: input.cardId, order_id: gift.order_id, amount: -input.amount, reason: 'group_gift', created_at: now });
  await post(tx, { kind: 'pool_contribution', at: now, orderId: gift.order_id, udollarCardId: input.cardId }, [
    { account: udollarAccount({ id: input.cardId, currency_code: gift.currency_code }), amount: input.amount },
    { account: groupPoolAccount(gift), amount: -input.amount },
  ]);
  return true;
}

/** A card payment the provider captured, into the pool. */
export async function cardIntoPool(tx: Db, gift: GiftRow, amount: number, now: Date): Promise<void> {
  await post(tx, { kind: 'pool_contribution', at: now, orderId: gift.order_id }, [
    { account: shopAccount('provider', gift.currency_code), amount },
    { account: groupPoolAccount(gift), amount: -amount },
  ]);
}

/** A funded pool pays its order: the target moves to the customer funds that fulfilment issues the vouchers from. */
export async function poolPaysOrder(tx: Db, gift: GiftRow, now: Date): Promise<void> {
  await post(tx, { kind: 'pool_funded', at: now, orderId: gift.order_id }, [
    { account: groupPoolAccount(gift), amount: gift.target },
    { account: shopAccount('customer_funds', gift.currency_code), amount: -gift.target },
  ]);
}

/** Back to the card it came from (the provider refunded it). */
export async function poolRefundsCard(tx: Db, gift: GiftRow, amount: number, now: Date): Promise<void> {
  await post(tx, { kind: 'pool_refund', at: now, orderId: gift.order_id }, [
    { account: groupPoolAccount(gift), amount },
    { account: shopAccount('provider', gift.currency_code), amount: -amount },
  ]);
}

/** Back to the uDollar card it came from. */
export async function poolRefundsUdollar(tx: Db, gift: GiftRow, cardId: number, amount: number, now: Date): Promise<void> {
  await tx
    .update(udollarCards)
    .set({ balance: sql`${udollarCards.balance} + ${amount}` })
    .where(eq(udollarCards.id, cardId));
  await tx.insert(udollarLedger).values({ card_id: cardId, order_id: gift.order_id, amount, reason: 'group_gift_refund', created_at: now });
  await post(tx, { kind: 'pool_refund', at: now, orderId: gift.order_id, udollarCardId: cardId }, [
    { account: groupPoolAccount(gift), amount },
    { account: udollarAccount({ id: cardId, currency_code: gift.currency_code }), amount: -amount },
  ]);
}
