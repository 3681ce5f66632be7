import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { udollarCards, udollarLedger } from '../db/schema/index.ts';
import { shopAccount, udollarAccount } from '../ledger/accounts.ts';
import { post, type Leg } from '../ledger/post.ts';

/**
 * The one owner of uDollar card state (decision 0236): every change of a card's balance goes through here, writes the
 * card's history row (udollar_ledger, what the member sees) and posts to the double-entry ledger in the same
 * transaction. The card's balance column is a cache of its ledger account, proven equal by the reconciliation.
 */

export interface NewCard {
  memberId: number;
  orderId: number | null;
  currency: string;
  country: number | null;
  value: number;
  /** what the buyer paid for it (0 for a refund's credit) */
  paidValue: number;
  expiresAt: Date;
  /** the udollar_ledger reason the member reads: purchase | refund | lapse (a voucher's unused value, decision 0262) | group_surplus (decision 0258) | swap (a swap's difference) | choice (a pick's difference, to the sender; decision 0265) | bulk_unclaimed (a bulk gift nobody claimed, to its buyer; decision 0270) */
  reason: 'purchase' | 'refund' | 'lapse' | 'group_surplus' | 'swap' | 'choice' | 'bulk_unclaimed';
}

/**
 * Creates a card and answers it with the legs that credit it; the caller posts them with what funds it (a sale, a
 * refund), so the whole movement is one balanced transaction.
 */
export async function createCard(tx: Db, card: NewCard, now: Date): Promise<{ id: number; legs: Leg[] }> {
  const [row] = await tx
    .insert(udollarCards)
    .values({
      member_id: card.memberId,
      // a refund's credit is the member's own, never part of the order's goods (a gift of the order must not move it);
      // its history row still names the order
      order_id: card.reason === 'purchase' ? card.orderId : null,
      currency_code: card.currency,
      orig_balance: card.value,
      balance: card.value,
      paid_value: card.paidValue,
      expires_at: card.expiresAt,
      created_at: now,
    })
    .returning({ id: udollarCards.id });
  await tx
    .insert(udollarLedger)
    .values({ card_id: row.id, order_id: card.orderId, amount: card.value, reason: card.reason, created_at: now });
  return {
    id: row.id,
    legs: [{ account: udollarAccount({ id: row.id, currency_code: card.currency }, card.country), amount: -card.value }],
  };
}

/**
 * Holds uDollar for a reserved order: the card pays `amount` when it still has it, is the member's, unexpired, not
 * voided and in the order's currency (one guarded UPDATE decides). Answers false when it no longer covers it.
 */
export async function holdUdollar(
  tx: Db,
  input: { cardId: number; memberId: number; orderId: number; amount: number; currency: string },
  now: Date,
): Promise<boolean> {
  const debited = await tx
    .update(udollarCards)
    .set({ balance: sql`${udollarCards.balance} - ${input.amount}` })
    .where(
      and(
        eq(udollarCards.id, input.cardId),
        eq(udollarCards.member_id, input.memberId),
        gte(udollarCards.balance, input.amount),
        gt(udollarCards.expires_at, now),
        eq(udollarCards.currency_code, input.currency),
        isNull(udollarCards.voided_at),
      ),
    )
    .returning({ id: udollarCards.id });
  if (debited.length === 0) return false;
  await tx
    .insert(udollarLedger)
    .values({ card_id: input.cardId, order_id: input.orderId, amount: -input.amount, reason: 'order', created_at: now });
  await post(tx, { kind: 'udollar_hold', at: now, orderId: input.orderId, udollarCardId: input.cardId }, [
    { account: udollarAccount({ id: input.cardId, currency_code: input.currency }), amount: input.amount },
    { account: shopAccount('udollar_held', input.currency), amount: -input.amount },
  ]);
  return true;
}

/** Gives back what a cancelled reservation held. */
export async function releaseUdollar(tx: Db, input: { cardId: number; orderId: number; amount: number }, now: Date): Promise<void> {
  const [card] = await tx
    .update(udollarCards)
    .set({ balance: sql`${udollarCards.balance} + ${input.amount}` })
    .where(eq(udollarCards.id, input.cardId))
    .returning({ currency: udollarCards.currency_code });
  await tx
    .insert(udollarLedger)
    .values({ card_id: input.cardId, order_id: input.orderId, amount: input.amount, reason: 'order_cancelled', created_at: now });
  await post(tx, { kind: 'udollar_release', at: now, orderId: input.orderId, udollarCardId: input.cardId }, [
    { account: shopAccount('udollar_held', card.currency), amount: input.amount },
    { account: udollarAccount({ id: input.cardId, currency_code: card.currency }), amount: -input.amount },
  ]);
}

/**
 * Voids an unspent card a refund takes back (the caller holds its row lock and posts the legs with the refund).
 * Answers null when any of it was spent or held, or it was voided already.
 */
export async function voidCard(tx: Db, cardId: number, orderId: number, now: Date): Promise<{ value: number; legs: Leg[] } | null> {
  const [card] = await tx
    .update(udollarCards)
    .set({ balance: 0, voided_at: now })
    .where(and(eq(udollarCards.id, cardId), sql`${udollarCards.balance} = ${udollarCards.orig_balance}`, isNull(udollarCards.voided_at)))
    .returning({ value: udollarCards.orig_balance, currency: udollarCards.currency_code });
  if (!card) return null;
  await tx
    .insert(udollarLedger)
    .values({ card_id: cardId, order_id: orderId, amount: -card.value, reason: 'refund_void', created_at: now });
  return { value: card.value, legs: [{ account: udollarAccount({ id: cardId, currency_code: card.currency }), amount: card.value }] };
}
