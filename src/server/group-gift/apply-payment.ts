import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupGiftContributions, groupGifts, payments } from '../db/schema/index.ts';
import type { PaymentEvent } from '../platform/adapters.ts';
import { shopAccount } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';
import { notify } from '../notification/notify.ts';
import { formatMoney } from '../../shared/money.ts';
import { loadGift } from './gift-row.ts';
import { cardIntoPool, poolRefundsCard } from './pool-ledger.ts';
import { fundPool } from './fund-pool.ts';
import type { CardPayout } from './refund-pool.ts';
import { recipientFirstName } from './create-group-gift.ts';

type PaymentRow = typeof payments.$inferSelect;

export type ContributionOutcome = 'paid' | 'declined' | 'amount_mismatch' | 'refunded_closed';

/**
 * A provider's verified event for a card contribution (decision 0258), in the callback's transaction, under the
 * gift's row lock:
 * - declined: the contribution lapses at once, so its hold on the pool is free again;
 * - paid while the pool is open and before its deadline: the money goes into the pool; the payment that takes the
 *   pool to its target funds it (any part over the target, from a payment that arrived after its hold lapsed, goes to
 *   the organiser as uDollar);
 * - paid after the pool closed (funded, cancelled, past its deadline): it goes back to the card in full;
 * - another amount or currency than the session's: left refund_required for support, as an order's payment is.
 */
export async function applyContributionPayment(
  tx: Db,
  payment: PaymentRow,
  event: PaymentEvent,
  now: Date,
): Promise<{ outcome: ContributionOutcome; payouts: CardPayout[] }> {
  const [contribution] = await tx
    .select()
    .from(groupGiftContributions)
    .where(eq(groupGiftContributions.id, payment.group_contribution_id ?? 0));
  const gift = await loadGift(tx, { id: contribution.group_gift_id }, { lock: true });
  if (event.outcome === 'declined') {
    await tx
      .update(payments)
      .set({ status: 'declined', updated_at: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')));
    await tx
      .update(groupGiftContributions)
      .set({ status: 'lapsed' })
      .where(and(eq(groupGiftContributions.id, contribution.id), eq(groupGiftContributions.status, 'pending')));
    return { outcome: 'declined', payouts: [] };
  }
  if (event.amount !== undefined && (event.amount !== payment.amount || event.currency !== payment.currency_code)) {
    await tx
      .update(payments)
      .set({
        status: 'refund_required',
        review_reason: `amount_mismatch: paid ${event.amount} ${event.currency}, contribution ${payment.amount} ${payment.currency_code}`,
        captured_amount: event.amount,
        updated_at: now,
      })
      .where(eq(payments.id, payment.id));
    await post(tx, { kind: 'capture', at: now, orderId: payment.order_id }, [
      { account: shopAccount('provider', event.currency ?? payment.currency_code), amount: event.amount },
      { account: shopAccount('customer_funds', event.currency ?? payment.currency_code), amount: -event.amount },
    ]);
    return { outcome: 'amount_mismatch', payouts: [] };
  }

  await cardIntoPool(tx, gift, payment.amount, now);
  const open = gift.status === 'open' && gift.deadline.getTime() > now.getTime();
  if (!open || !['pending', 'lapsed'].includes(contribution.status)) {
    await poolRefundsCard(tx, gift, payment.amount, now);
    await tx
      .update(payments)
      .set({ status: 'refunded', captured_amount: payment.amount, refunded_amount: payment.amount, updated_at: now })
      .where(eq(payments.id, payment.id));
    await tx
      .update(groupGiftContributions)
      .set({ status: 'refunded', paid_at: now, refunded_at: now })
      .where(eq(groupGiftContributions.id, contribution.id));
    return {
      outcome: 'refunded_closed',
      payouts: [{ paymentId: payment.id, ref: payment.provider_ref, amount: payment.amount, currency: payment.currency_code }],
    };
  }
  const paid = gift.paid + payment.amount;
  await tx.update(payments).set({ status: 'paid', captured_amount: payment.amount, updated_at: now }).where(eq(payments.id, payment.id));
  await tx
    .update(groupGiftContributions)
    .set({ status: 'paid', paid_at: now, surplus: Math.max(0, paid - gift.target) })
    .where(and(eq(groupGiftContributions.id, contribution.id), inArray(groupGiftContributions.status, ['pending', 'lapsed'])));
  await tx
    .update(groupGifts)
    .set({ paid: sql`${groupGifts.paid} + ${payment.amount}` })
    .where(eq(groupGifts.id, gift.id));
  await notify(tx, {
    memberId: gift.organiser_id,
    type: 'group_gift',
    relatedId: gift.id,
    event: 'groupGiftChippedIn',
    params: {
      name: await memberLabelOf(tx, contribution.member_id),
      amount: formatMoney(payment.amount, gift.currency_code),
      recipient: await recipientFirstName(tx, gift),
    },
    now,
  });
  if (paid >= gift.target) await fundPool(tx, { ...gift, paid }, now);
  return { outcome: 'paid', payouts: [] };
}
