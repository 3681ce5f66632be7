import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentEvents, payments } from '../db/schema/index.ts';
import type { AppDeps } from '../http/context.ts';
import type { PaymentAdapter, PaymentEvent } from '../platform/adapters.ts';
import { fulfilOrder } from '../order/fulfilment.ts';
import { bulkReturnPath } from '../bulk-gift/cashier-return.ts';
import { shopAccount } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { IgnoredPaymentEvent, PaymentSignatureError } from './payment-errors.ts';
import { BASE } from '../../shared/base-path.ts';
import type { Logger } from 'pino';
import { applyContributionPayment } from '../group-gift/apply-payment.ts';
import { type CardPayout, payOutCardRefunds } from '../group-gift/refund-pool.ts';

export type CallbackOutcome =
  | { status: 400; result: 'bad_signature' }
  | {
      status: 200;
      result:
        | 'ignored'
        | 'duplicate'
        | 'unknown_payment'
        | 'already_paid'
        | 'paid'
        | 'paid_order_not_pending'
        | 'declined'
        | 'session_expired'
        | 'amount_mismatch'
        | 'refunded_closed';
    };

export function requirePayment(deps: AppDeps): PaymentAdapter {
  const adapter = deps.adapters.payment;
  if (!adapter) throw new Error('no payment adapter configured');
  return adapter;
}

/** Opens a checkout at the provider for a Pending order and records the payment attempt. */
export async function startCheckout(
  deps: AppDeps,
  order: { id: number; order_no: string | null; order_amount: number; currency_code: string },
  now: Date,
): Promise<string> {
  const adapter = requirePayment(deps);
  // a bulk gift batch's buyer goes back to its progress page (decision 0270)
  const returnUrl = `${deps.config.publicBaseUrl}${(await bulkReturnPath(deps.db, order.id)) ?? `${BASE}/payment-status?id=${order.id}`}`;
  const session = await adapter.createCheckout({
    orderId: order.id,
    orderNo: order.order_no ?? String(order.id),
    amount: order.order_amount,
    currency: order.currency_code,
    returnUrl,
  });
  await deps.db.insert(payments).values({
    order_id: order.id,
    provider: adapter.name,
    provider_ref: session.ref,
    status: 'created',
    amount: order.order_amount,
    currency_code: order.currency_code,
    created_at: now,
    updated_at: now,
  });
  return session.url;
}

/**
 * Applies one provider callback, at most once:
 * - a bad signature changes nothing (400);
 * - each event id is recorded in payment_events inside the same transaction: a replay finds it and changes nothing;
 * - a payment only moves created|declined -> paid or created -> declined: a decline arriving after the payment
 *   (out of order) changes nothing, and the order is fulfilled by a guarded Pending -> Paid update;
 * - money taken for an order that is no longer Pending (cancelled or expired meanwhile) leaves the payment
 *   'refund_required', visible in the database for the refund;
 * - an event for a session older than the adapter's sessionTtlMs (the sandbox) changes nothing.
 */
export async function applyCallback(
  db: Db,
  adapter: PaymentAdapter,
  rawBody: string,
  headers: Record<string, string | undefined>,
  now: Date,
  logger: Pick<Logger, 'error'> = console,
): Promise<CallbackOutcome> {
  let event: PaymentEvent;
  try {
    event = await adapter.parseCallback(rawBody, headers, now);
  } catch (error) {
    if (error instanceof IgnoredPaymentEvent) return { status: 200, result: 'ignored' };
    if (error instanceof PaymentSignatureError) return { status: 400, result: 'bad_signature' };
    throw error;
  }
  let payouts: CardPayout[] = [];
  const outcome = await db.transaction(async (tx) => {
    const seen = await tx
      .insert(paymentEvents)
      .values({ provider: adapter.name, event_id: event.eventId, payload: event.payload as object, received_at: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (seen.length === 0) return { status: 200, result: 'duplicate' } as const;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, adapter.name), eq(payments.provider_ref, event.ref)))
      .for('no key update');
    if (!payment) return { status: 200, result: 'unknown_payment' } as const;
    if (payment.status === 'paid' || payment.status === 'refund_required') return { status: 200, result: 'already_paid' } as const;
    if (adapter.sessionTtlMs !== undefined && now.getTime() - payment.created_at.getTime() > adapter.sessionTtlMs) {
      return { status: 200, result: 'session_expired' } as const;
    }
    if (payment.group_contribution_id !== null) {
      // a group gift's contribution (decision 0258): into its pool, or back to the card when the pool has closed
      const applied = await applyContributionPayment(tx, payment, event, now);
      payouts = applied.payouts;
      return { status: 200, result: applied.outcome } as const;
    }
    if (event.outcome === 'declined') {
      await tx
        .update(payments)
        .set({ status: 'declined', updated_at: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')));
      return { status: 200, result: 'declined' } as const;
    }
    // A signed event that took another amount or currency never fulfils: it waits for a person and a refund.
    if (event.amount !== undefined && (event.amount !== payment.amount || event.currency !== payment.currency_code)) {
      const reason = `amount_mismatch: paid ${event.amount} ${event.currency}, order ${payment.amount} ${payment.currency_code}`;
      await tx
        .update(payments)
        .set({ status: 'refund_required', review_reason: reason, captured_amount: event.amount, updated_at: now })
        .where(eq(payments.id, payment.id));
      await postCapture(tx, payment.order_id, event.amount, event.currency ?? payment.currency_code, now);
      return { status: 200, result: 'amount_mismatch' } as const;
    }
    await postCapture(tx, payment.order_id, payment.amount, payment.currency_code, now);
    const done = await fulfilOrder(tx, payment.order_id, now);
    await tx
      .update(payments)
      .set({
        status: done.fulfilled ? 'paid' : 'refund_required',
        review_reason: done.fulfilled ? null : 'order_not_pending',
        captured_amount: payment.amount,
        updated_at: now,
      })
      .where(eq(payments.id, payment.id));
    return { status: 200, result: done.fulfilled ? 'paid' : 'paid_order_not_pending' } as const;
  });
  await payOutCardRefunds(db, adapter, payouts, logger, now);
  return outcome;
}

export async function paymentByRef(db: Db, provider: string, ref: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.provider_ref, ref)))
    .limit(1);
  return row ?? null;
}

/**
 * Money the provider captured: held at the provider, owed to the customer until an order is fulfilled with it (or
 * refunded when the order was no longer waiting for it; decision 0236).
 */
async function postCapture(tx: Db, orderId: number, amount: number, currency: string, now: Date): Promise<void> {
  await post(tx, { kind: 'capture', at: now, orderId }, [
    { account: shopAccount('provider', currency), amount },
    { account: shopAccount('customer_funds', currency), amount: -amount },
  ]);
}
