import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evouchers, orderLines, orders, payments, products, udollarCards, udollarLedger } from '../../db/schema/index.ts';
import type { PaymentAdapter } from '../../platform/adapters.ts';
import { ApiError, conflict, notFound } from '../../platform/api-error.ts';

export type RefundMethod = 'payment' | 'udollar';

/** A refunded order's uDollar credit lasts a year. */
const UDOLLAR_CREDIT_DAYS = 365;

export interface RefundOutcome {
  orderId: number;
  method: RefundMethod;
  /** minor units given back through the payment provider */
  toPayment: number;
  /** minor units credited as a new uDollar card */
  toUdollar: number;
  refundRef: string | null;
  udollarCardId: number | null;
}

/**
 * Cancels a paid order with a refund (support). The order must be Paid with no voucher used; its vouchers are voided
 * and its stock returns. `payment`: the amount paid goes back through the payment adapter (recorded in the sandbox,
 * Stripe's Refunds API for real) and any uDollar spent comes back as uDollar; `udollar`: everything comes back as a
 * uDollar card. One transaction with the order row locked, so two refunds cannot both happen; the provider call
 * is made inside it, so a failed refund leaves the order as it was.
 */
export async function refundOrder(
  tx: Db,
  input: { orderId: number; method: RefundMethod; adapter: PaymentAdapter | null; now: Date },
): Promise<RefundOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order || order.payment_status === 'Basket') throw notFound('Order');
  if (order.payment_status === 'Refunded') throw conflict('This order has already been refunded');
  if (order.payment_status !== 'Paid') throw conflict(`Only a paid order can be refunded (this one is ${order.payment_status})`);
  const used = await tx
    .select({ id: evouchers.id })
    .from(evouchers)
    .where(and(eq(evouchers.order_id, order.id), eq(evouchers.status, 'Used')))
    .limit(1);
  if (used.length > 0) throw conflict('A voucher of this order has been used: it cannot be refunded');

  let toPayment = 0;
  let toUdollar = order.order_amount + order.udollar_amount;
  let refundRef: string | null = null;
  if (input.method === 'payment' && order.order_amount > 0) {
    const [paid] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.order_id, order.id), eq(payments.status, 'paid')))
      .limit(1);
    if (!paid || !input.adapter || paid.provider !== input.adapter.name)
      throw new ApiError('conflict', 'This order was not paid through the current payment provider: refund it to uDollar', {
        field: 'method',
      });
    refundRef = (await input.adapter.refund({ ref: paid.provider_ref, amount: order.order_amount, currency: order.currency_code }))
      .refundRef;
    await tx
      .update(payments)
      .set({ status: 'refunded', review_reason: `refund ${refundRef}`, updated_at: input.now })
      .where(eq(payments.id, paid.id));
    toPayment = order.order_amount;
    toUdollar = order.udollar_amount;
  }

  let udollarCardId: number | null = null;
  if (toUdollar > 0) {
    const [card] = await tx
      .insert(udollarCards)
      .values({
        member_id: order.member_id,
        order_id: order.id,
        currency_code: order.currency_code,
        orig_balance: toUdollar,
        balance: toUdollar,
        expires_at: new Date(input.now.getTime() + UDOLLAR_CREDIT_DAYS * 86_400_000),
        created_at: input.now,
      })
      .returning({ id: udollarCards.id });
    await tx
      .insert(udollarLedger)
      .values({ card_id: card.id, order_id: order.id, amount: toUdollar, reason: 'refund', created_at: input.now });
    udollarCardId = card.id;
  }

  await tx.update(evouchers).set({ status: 'Refunded' }).where(eq(evouchers.order_id, order.id));
  const lines = await tx
    .select({ product: orderLines.product_id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.order_id, order.id));
  for (const l of lines)
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${l.quantity}` })
      .where(eq(products.id, l.product));
  await tx
    .update(orders)
    .set({ payment_status: 'Refunded', cancelled_at: input.now })
    .where(and(eq(orders.id, order.id), inArray(orders.payment_status, ['Paid'])));
  return { orderId: order.id, method: input.method, toPayment, toUdollar, refundRef, udollarCardId };
}
