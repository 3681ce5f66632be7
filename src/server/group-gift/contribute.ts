import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupGiftContributions, groupGifts, payments } from '../db/schema/index.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError, badInput, conflict } from '../platform/api-error.ts';
import { phoneOf } from '../order/phone-gift.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';
import { notify } from '../notification/notify.ts';
import { formatMoney } from '../../shared/money.ts';
import { BASE } from '../../shared/base-path.ts';
import { contributionAmount, type GiftRef, type GiftRow, leftOf, loadGift, requireOpen } from './gift-row.ts';
import { udollarIntoPool } from './pool-ledger.ts';
import { fundPool } from './fund-pool.ts';
import { canReadById } from './gift-access.ts';
import { recipientFirstName } from './create-group-gift.ts';

export interface ContributeInput extends GiftRef {
  amount?: number;
  udollar_card_id?: number;
  udollar_amount?: number;
}

export interface ContributeResult {
  contribution_id: number;
  amount: number;
  udollar_amount: number;
  cashier_url: string | null;
  status: GiftRow['status'];
}

const refField = (ref: GiftRef) => (ref.id !== undefined ? 'id' : 'share_id');

/** Neither the recipient (by member or by phone) may pay into their own gift. */
async function refuseRecipient(tx: Db, gift: GiftRow, memberId: number, field: string): Promise<void> {
  const isRecipient =
    gift.recipient_id === memberId || (gift.recipient_phone !== null && (await phoneOf(tx, memberId)) === gift.recipient_phone);
  if (isRecipient) throw new ApiError('forbidden', `${field}: the recipient cannot pay into their own gift`, { field });
}

/**
 * contribute_group_gift and top_up_group_gift (decision 0258), under the gift's row lock so that any number of
 * simultaneous contributions are taken one after another: the amount is checked against what is left (paid and held
 * at the cashier), the uDollar part is taken at once into the pool, and the rest is held for the member at the cashier.
 * The contribution that completes the pool funds it in the same transaction. The cashier session is opened after the
 * commit (a provider call never runs under the lock).
 */
export async function contribute(
  deps: AppDeps,
  memberId: number,
  input: ContributeInput,
  now: Date,
  opts: { topUp?: boolean } = {},
): Promise<ContributeResult> {
  const field = refField(input);
  const taken = await deps.db.transaction(async (tx) => {
    const gift = await loadGift(tx, input, { lock: true });
    if (opts.topUp) {
      if (gift.organiser_id !== memberId)
        throw new ApiError('forbidden', 'id: only the organiser can top up a group gift', { field: 'id' });
    } else if (input.id !== undefined && !(await canReadById(tx, gift, memberId))) throw new ApiError('not_found', 'Group gift not found');
    requireOpen(gift, now);
    await refuseRecipient(tx, gift, memberId, field);
    const left = await leftOf(tx, gift, now);
    const amount = opts.topUp
      ? left > 0
        ? left
        : (() => {
            throw conflict(
              'Nothing is left to top up: the rest is paid or being paid at the cashier',
              { field: 'id' },
              'group_gift_funded',
            );
          })()
      : contributionAmount(gift, left, input.amount);
    const udollar = input.udollar_card_id === undefined ? 0 : (input.udollar_amount ?? amount);
    if (udollar > amount) throw badInput('udollar_amount', `must be at most the contribution, ${formatMoney(amount, gift.currency_code)}`);

    let contributionId = 0;
    let paid = gift.paid;
    if (udollar > 0 && input.udollar_card_id !== undefined) {
      if (!(await udollarIntoPool(tx, gift, { cardId: input.udollar_card_id, memberId, amount: udollar }, now)))
        throw new ApiError('conflict', 'udollar_card_id: this uDollar card does not cover that amount in this currency', {
          field: 'udollar_card_id',
        });
      const [row] = await tx
        .insert(groupGiftContributions)
        .values({
          group_gift_id: gift.id,
          member_id: memberId,
          amount: udollar,
          method: 'udollar',
          udollar_card_id: input.udollar_card_id,
          status: 'paid',
          created_at: now,
          paid_at: now,
        })
        .returning({ id: groupGiftContributions.id });
      contributionId = row.id;
      paid += udollar;
      await tx
        .update(groupGifts)
        .set({ paid: sql`${groupGifts.paid} + ${udollar}` })
        .where(eq(groupGifts.id, gift.id));
      await notify(tx, {
        memberId: gift.organiser_id,
        type: 'group_gift',
        relatedId: gift.id,
        event: 'groupGiftChippedIn',
        params: {
          name: await memberLabelOf(tx, memberId),
          amount: formatMoney(udollar, gift.currency_code),
          recipient: await recipientFirstName(tx, gift),
        },
        now,
      });
    }
    const card = amount - udollar;
    if (card > 0) {
      const [row] = await tx
        .insert(groupGiftContributions)
        .values({ group_gift_id: gift.id, member_id: memberId, amount: card, method: 'card', status: 'pending', created_at: now })
        .returning({ id: groupGiftContributions.id });
      contributionId = row.id;
    }
    let status = gift.status;
    if (paid >= gift.target) {
      await fundPool(tx, { ...gift, paid }, now);
      status = 'funded';
    }
    return { gift, contributionId, amount, udollar, card, status };
  });

  let cashierUrl: string | null = null;
  if (taken.card > 0) {
    try {
      cashierUrl = await openCashier(deps, taken.gift, taken.contributionId, taken.card, now);
    } catch (error) {
      // no session: the hold is given back at once
      await deps.db
        .update(groupGiftContributions)
        .set({ status: 'lapsed' })
        .where(and(eq(groupGiftContributions.id, taken.contributionId), eq(groupGiftContributions.status, 'pending')));
      throw error;
    }
  }
  return {
    contribution_id: taken.contributionId,
    amount: taken.amount,
    udollar_amount: taken.udollar,
    cashier_url: cashierUrl,
    status: taken.status,
  };
}

/** The page the cashier sends a contributor back to. */
export const groupGiftReturnPath = (shareId: string) => `${BASE}/group-gift?share=${encodeURIComponent(shareId)}&paid=1`;

/** Opens a checkout at the provider for a card contribution and records the payment attempt against it. */
async function openCashier(deps: AppDeps, gift: GiftRow, contributionId: number, amount: number, now: Date): Promise<string> {
  const adapter = deps.adapters.payment;
  if (!adapter) throw new Error('no payment adapter configured');
  const session = await adapter.createCheckout({
    orderId: gift.order_id,
    orderNo: `GG-${contributionId}`,
    amount,
    currency: gift.currency_code,
    returnUrl: `${deps.config.publicBaseUrl}${groupGiftReturnPath(gift.share_id)}`,
  });
  await deps.db.insert(payments).values({
    order_id: gift.order_id,
    group_contribution_id: contributionId,
    provider: adapter.name,
    provider_ref: session.ref,
    status: 'created',
    amount,
    currency_code: gift.currency_code,
    created_at: now,
    updated_at: now,
  });
  return session.url;
}
