import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupGiftContributions, groupGifts, orders, payments } from '../db/schema/index.ts';
import type { PaymentAdapter } from '../platform/adapters.ts';
import type { Logger } from 'pino';
import { returnStock } from '../order/product-stock.ts';
import { formatMoney } from '../../shared/money.ts';
import type { GiftRow } from './gift-row.ts';
import { poolRefundsCard, poolRefundsUdollar } from './pool-ledger.ts';
import { poolMembers, tellMembers } from './notify-members.ts';
import { recipientFirstName } from './create-group-gift.ts';

/** A card refund the provider makes once the refund is written (the database commits first). */
export interface CardPayout {
  paymentId: number;
  ref: string;
  amount: number;
  currency: string;
}

/**
 * Closes an open pool without funding it (decision 0258): cancelled by its organiser or by support, or past its
 * deadline. Under the gift's row lock, every paid contribution goes back in full to where it came from (its uDollar
 * card at once, its card through the provider after the commit), each one a balanced ledger transaction; contributions
 * still at the cashier lapse (a payment arriving for one later is refunded); the gift's order is cancelled and its
 * stock returned; everyone in the pool is told what came back to them.
 */
export async function refundPool(
  tx: Db,
  gift: GiftRow,
  status: 'cancelled' | 'expired',
  now: Date,
): Promise<{ refunded: number; payouts: CardPayout[] }> {
  const members = await poolMembers(tx, gift);
  await tx.update(groupGifts).set({ status, closed_at: now }).where(eq(groupGifts.id, gift.id));
  const paid = await tx
    .select()
    .from(groupGiftContributions)
    .where(and(eq(groupGiftContributions.group_gift_id, gift.id), eq(groupGiftContributions.status, 'paid')));
  const payouts: CardPayout[] = [];
  const back = new Map<number, number>();
  for (const c of paid) {
    if (c.method === 'udollar' && c.udollar_card_id !== null) await poolRefundsUdollar(tx, gift, c.udollar_card_id, c.amount, now);
    else {
      const [payment] = await tx
        .update(payments)
        .set({ status: 'refunded', refunded_amount: c.amount, updated_at: now })
        .where(and(eq(payments.group_contribution_id, c.id), eq(payments.status, 'paid')))
        .returning();
      if (!payment) throw new Error(`group contribution ${c.id}: no paid payment to refund`);
      await poolRefundsCard(tx, gift, c.amount, now);
      payouts.push({ paymentId: payment.id, ref: payment.provider_ref, amount: c.amount, currency: payment.currency_code });
    }
    back.set(c.member_id, (back.get(c.member_id) ?? 0) + c.amount);
  }
  await tx
    .update(groupGiftContributions)
    .set({ status: 'refunded', refunded_at: now })
    .where(and(eq(groupGiftContributions.group_gift_id, gift.id), eq(groupGiftContributions.status, 'paid')));
  await tx
    .update(groupGiftContributions)
    .set({ status: 'lapsed' })
    .where(and(eq(groupGiftContributions.group_gift_id, gift.id), eq(groupGiftContributions.status, 'pending')));
  const cancelled = await tx
    .update(orders)
    .set({ payment_status: 'Cancelled', cancelled_at: now })
    .where(and(eq(orders.id, gift.order_id), inArray(orders.payment_status, ['Pool'])))
    .returning({ id: orders.id });
  if (cancelled.length > 0) await returnStock(tx, [{ productId: gift.product_id, quantity: gift.quantity }]);

  const recipient = await recipientFirstName(tx, gift);
  for (const memberId of members)
    await tellMembers(
      tx,
      gift,
      [memberId],
      'groupGiftRefunded',
      { recipient, amount: formatMoney(back.get(memberId) ?? 0, gift.currency_code) },
      now,
    );
  return { refunded: [...back.values()].reduce((a, b) => a + b, 0), payouts };
}

/**
 * The provider's part of refunds already written: each card payment given back. A refusal leaves the payment
 * refund_required with the provider's reason for support (the books already owe it to the card).
 */
export async function payOutCardRefunds(
  db: Db,
  adapter: PaymentAdapter | null,
  payouts: CardPayout[],
  logger: Pick<Logger, 'error'>,
  now: Date,
): Promise<void> {
  for (const p of payouts) {
    try {
      if (!adapter) throw new Error('no payment adapter configured');
      await adapter.refund({ ref: p.ref, amount: p.amount, currency: p.currency });
    } catch (err) {
      logger.error({ err, payment: p.paymentId }, 'group gift refund: the provider refused; left for support');
      await db
        .update(payments)
        .set({ status: 'refund_required', review_reason: `group_gift_refund_failed: ${String(err).slice(0, 200)}`, updated_at: now })
        .where(eq(payments.id, p.paymentId));
    }
  }
}
