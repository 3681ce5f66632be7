import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evouchers, groupGifts, members, orders, payments, pointsLedger, products, udollarCards } from '../../db/schema/index.ts';
import { shopAccount } from '../../ledger/accounts.ts';
import { post, type Leg } from '../../ledger/post.ts';
import type { PaymentAdapter } from '../../platform/adapters.ts';
import { ApiError, conflict, notFound } from '../../platform/api-error.ts';
import { createCard, voidCard } from '../../value/udollar.ts';
import { notify } from '../../notification/notify.ts';
import { formatMoney } from '../../../shared/money.ts';
import { lockVouchers, voidVoucher } from '../../value/vouchers.ts';
import { refundableItems, type RefundItem } from './refundable.ts';
import { queueRefundEmail } from '../../order/account-emails.ts';

export type RefundMethod = 'payment' | 'udollar';

/** A refunded order's uDollar credit lasts a year. */
const UDOLLAR_CREDIT_DAYS = 365;

/** Money a refund returns through the provider once the rest of it is written. */
export interface Payout {
  paymentId: number;
  ref: string;
  amount: number;
  currency: string;
}

export interface RefundOutcome {
  orderId: number;
  method: RefundMethod;
  /** minor units given back in all */
  refunded: number;
  /** minor units given back through the payment provider */
  toPayment: number;
  /** minor units credited as a new uDollar card */
  toUdollar: number;
  refundRef: string | null;
  udollarCardId: number | null;
  vouchers: number[];
  udollarCards: number[];
  pointsTakenBack: number;
  /** what payOut still sends through the provider */
  payout: Payout | null;
}

export interface RefundInput {
  orderId: number;
  method: RefundMethod;
  /** the vouchers and uDollar cards to refund; both unset: everything still refundable */
  evoucherIds?: number[];
  udollarCardIds?: number[];
  adapter: PaymentAdapter | null;
  now: Date;
}

const refusedItem = (item: RefundItem, field: string) =>
  new ApiError('conflict', `${item.kind === 'voucher' ? 'Voucher' : 'uDollar card'} ${item.id} cannot be refunded: ${item.reason}`, {
    field,
    reason: 'not_refundable',
  });

/**
 * Refunds a paid order, in whole or in part (support; decision 0236). Locks in the one order: the order row, then its
 * vouchers, then its uDollar cards, so a counter redemption or a spend of the same voucher or card serialises with
 * it: exactly one wins and the other hears why. Only value not yet spent comes back:
 * - a voucher redeemed in full, expired or refunded is refused; a part-spent stored-value voucher gives back its
 *   unspent share of what was paid for it;
 * - a uDollar card bought by the order is voided, and refused when any of it was spent;
 * - `payment` returns money through the provider up to what it captured and still holds (sent by payOut, last), the
 *   rest (what uDollar paid) as a new uDollar card; `udollar` returns it all as a card;
 * - the points the order earned are taken back in proportion (all that is left of them once nothing remains).
 * Everything happens in the caller's transaction with one balanced ledger posting; the caller sends the payout last.
 */
export async function refundOrder(tx: Db, input: RefundInput): Promise<RefundOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('no key update');
  if (!order || order.payment_status === 'Basket') throw notFound('Order');
  if (order.payment_status === 'Refunded')
    throw new ApiError('conflict', 'This order has already been refunded', { reason: 'already_refunded' });
  await refuseGroupGiftOrder(tx, order.id);
  if (order.payment_status !== 'Paid') throw conflict(`Only a paid order can be refunded (this one is ${order.payment_status})`);
  await lockVouchers(tx, eq(evouchers.order_id, order.id));
  await tx
    .select({ id: udollarCards.id })
    .from(udollarCards)
    .where(eq(udollarCards.order_id, order.id))
    .orderBy(udollarCards.id)
    .for('no key update');
  const items = await refundableItems(tx, order.id, input.now);

  const chosen = pick(items, input);
  if (chosen.length === 0)
    throw new ApiError(
      'conflict',
      'Nothing of this order can be refunded: its vouchers were used, expired or refunded, and its uDollar spent',
      {
        reason: 'nothing_refundable',
      },
    );

  const legs: Leg[] = [];
  let released = 0;
  let refunded = 0;
  const restock = new Map<number, number>();
  for (const item of chosen) {
    if (item.kind === 'voucher') {
      const done = await voidVoucher(tx, item.id, input.now);
      if (!done) throw refusedItem({ ...item, reason: 'it changed while the refund ran' }, 'evoucher_ids');
      legs.push(...done.legs);
      released += done.released;
      // a voucher nobody spent from is stock again
      if (done.released === done.voucher.face_value) restock.set(done.voucher.product_id, (restock.get(done.voucher.product_id) ?? 0) + 1);
    } else {
      const done = await voidCard(tx, item.id, order.id, input.now);
      if (!done) throw refusedItem({ ...item, reason: 'its uDollar was spent' }, 'udollar_card_ids');
      legs.push(...done.legs);
      released += done.value;
      if (item.productId) restock.set(item.productId, (restock.get(item.productId) ?? 0) + 1);
    }
    refunded += item.refundable;
  }

  let toPayment = 0;
  let payout: Payout | null = null;
  if (input.method === 'payment' && order.order_amount > 0) {
    const [paid] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.order_id, order.id), sql`${payments.status} in ('paid', 'refunded')`))
      .limit(1)
      .for('no key update');
    if (!paid || !input.adapter || paid.provider !== input.adapter.name)
      throw new ApiError('conflict', 'This order was not paid through the current payment provider: refund it to uDollar', {
        field: 'method',
      });
    toPayment = Math.min(refunded, paid.amount - paid.refunded_amount);
    if (toPayment > 0) {
      const whole = paid.refunded_amount + toPayment === paid.amount;
      await tx
        .update(payments)
        .set({
          refunded_amount: sql`${payments.refunded_amount} + ${toPayment}`,
          status: whole ? 'refunded' : 'paid',
          updated_at: input.now,
        })
        .where(eq(payments.id, paid.id));
      legs.push({ account: shopAccount('provider', order.currency_code), amount: -toPayment });
      payout = { paymentId: paid.id, ref: paid.provider_ref, amount: toPayment, currency: order.currency_code };
    }
  }

  const toUdollar = refunded - toPayment;
  let udollarCardId: number | null = null;
  if (toUdollar > 0) {
    const card = await createCard(
      tx,
      {
        memberId: order.member_id,
        orderId: order.id,
        currency: order.currency_code,
        country: order.country_id,
        value: toUdollar,
        paidValue: 0,
        expiresAt: new Date(input.now.getTime() + UDOLLAR_CREDIT_DAYS * 86_400_000),
        reason: 'refund',
      },
      input.now,
    );
    legs.push(...card.legs);
    udollarCardId = card.id;
  }
  // what the voided goods held beyond the money returned was the shop's discount: it goes back to promotions
  legs.push({ account: shopAccount('promotions', order.currency_code), amount: -(released - refunded) });
  await post(tx, { kind: 'refund', at: input.now, orderId: order.id }, legs);

  for (const [productId, quantity] of restock)
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId));

  // everything the order bought is refunded now (nothing of it was used): the order is Refunded and all its points go
  const nothingLeft = items.every((i) => chosen.includes(i) || i.status === 'Refunded');
  const pointsTakenBack = await takeBackPoints(tx, order, refunded, nothingLeft, input.now);
  await tx
    .update(orders)
    .set({
      refunded_amount: sql`${orders.refunded_amount} + ${refunded}`,
      points_taken_back: sql`${orders.points_taken_back} + ${pointsTakenBack}`,
      ...(nothingLeft ? { payment_status: 'Refunded', cancelled_at: input.now } : {}),
    })
    .where(eq(orders.id, order.id));
  // the member hears it in their language: what came back to the card, and what as uDollar
  const notices = [
    ['orderRefunded', toPayment],
    ['orderRefundedUdollar', toUdollar],
  ] as const;
  for (const [event, amount] of notices)
    if (amount > 0)
      await notify(tx, {
        memberId: order.member_id,
        type: 'refund_order',
        relatedId: order.id,
        event,
        params: { order: order.order_no ?? String(order.id), amount: formatMoney(amount, order.currency_code) },
        now: input.now,
      });
  // and by e-mail, when they have an address and want receipts (decision 0263): the outbox's job sends it
  await queueRefundEmail(tx, order, { toCard: toPayment, toUdollar }, input.now);
  return {
    orderId: order.id,
    method: input.method,
    refunded,
    toPayment,
    toUdollar,
    refundRef: null,
    udollarCardId,
    vouchers: chosen.filter((i) => i.kind === 'voucher').map((i) => i.id),
    udollarCards: chosen.filter((i) => i.kind === 'udollar').map((i) => i.id),
    pointsTakenBack,
    payout,
  };
}

/**
 * Sends the money back through the provider, as the last step of the refund's transaction (the route calls it after
 * everything else, the audit included, so nothing but the commit can fail after the provider has paid; decision 0236),
 * and notes the provider's reference on the payment. Answers the reference.
 */
export async function payOut(tx: Db, adapter: PaymentAdapter, payout: Payout, now: Date): Promise<string> {
  const { refundRef } = await adapter.refund({ ref: payout.ref, amount: payout.amount, currency: payout.currency });
  await tx
    .update(payments)
    .set({ review_reason: `refund ${refundRef}`, updated_at: now })
    .where(eq(payments.id, payout.paymentId));
  return refundRef;
}

/** The items a refund takes: the ones asked for (each must be refundable), or every refundable one. */
function pick(items: RefundItem[], input: RefundInput): RefundItem[] {
  if (input.evoucherIds === undefined && input.udollarCardIds === undefined) return items.filter((i) => i.refundableNow);
  const wanted = (kind: RefundItem['kind'], ids: number[] | undefined, field: string) =>
    (ids ?? []).map((id) => {
      const item = items.find((i) => i.kind === kind && i.id === id);
      if (!item)
        throw new ApiError('bad_request', `${id} is not one of this order's ${kind === 'voucher' ? 'vouchers' : 'uDollar cards'}`, {
          field,
        });
      if (!item.refundableNow) throw refusedItem(item, field);
      return item;
    });
  return [...wanted('voucher', input.evoucherIds, 'evoucher_ids'), ...wanted('udollar', input.udollarCardIds, 'udollar_card_ids')];
}

/** Points the order earned, taken back in proportion to what was refunded; whatever is left once nothing remains. */
async function takeBackPoints(tx: Db, order: typeof orders.$inferSelect, refunded: number, whole: boolean, now: Date): Promise<number> {
  const left = order.points - order.points_taken_back;
  if (left <= 0) return 0;
  const paid = order.order_amount + order.udollar_amount;
  const share = whole ? left : paid > 0 ? Math.min(left, Math.floor((order.points * refunded) / paid)) : 0;
  if (share <= 0) return 0;
  await tx
    .update(members)
    .set({ points: sql`${members.points} - ${share}` })
    .where(eq(members.id, order.member_id));
  await tx.insert(pointsLedger).values({ member_id: order.member_id, amount: -share, reason: `refund:${order.id}`, created_at: now });
  return share;
}

/**
 * A group gift's order is not refunded here (decision 0260): its money came from many contributors (cards and uDollar)
 * while this refund knows one payment and one member, so it would pay the wrong people. The gift's own cancel returns
 * each contribution to where it came from; a funded gift's vouchers belong to its recipient.
 */
async function refuseGroupGiftOrder(tx: Db, orderId: number): Promise<void> {
  const [gift] = await tx.select({ id: groupGifts.id, status: groupGifts.status }).from(groupGifts).where(eq(groupGifts.order_id, orderId));
  if (!gift) return;
  throw new ApiError(
    'conflict',
    gift.status === 'open'
      ? `This order pays group gift ${gift.id}: cancel the group gift instead (Group gifts, Cancel), which refunds every contribution to where it came from`
      : `This order pays group gift ${gift.id} (${gift.status}): its money came from the gift's contributors, so it is not refunded as an order; a group gift is refunded only by its own cancel while it is open`,
    { reason: 'group_gift_order', extra: { group_gift_id: gift.id, group_gift_status: gift.status } },
  );
}
