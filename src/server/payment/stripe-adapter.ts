import Stripe from 'stripe';
import type { PaymentAdapter, PaymentEvent } from '../platform/adapters.ts';
import { IgnoredPaymentEvent, PaymentSignatureError } from './payment-errors.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE, e.g. a local fake Stripe API in tests; unset: api.stripe.com */
  apiBase?: string;
}

/** Stripe Checkout sessions last as long as a reservation: the expiry job and Stripe agree. */
const SESSION_MINUTES = 30;

function clientOf(o: StripeOptions): Stripe {
  if (!o.apiBase) return new Stripe(o.secretKey, { maxNetworkRetries: 1 });
  const u = new URL(o.apiBase);
  return new Stripe(o.secretKey, {
    host: u.hostname,
    port: u.port || (u.protocol === 'http:' ? 80 : 443),
    protocol: u.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  });
}

/** What the session says was paid, for the comparison with the order (docs/decisions/0097). */
function paidAmount(session: Stripe.Checkout.Session): { amount: number; currency: string } {
  return { amount: session.amount_total ?? -1, currency: (session.currency ?? '').toUpperCase() };
}

/**
 * PAYMENT_PROVIDER=stripe: a Stripe Checkout session per attempt (amount in the currency's minor units, as Stripe
 * expects), the order id in client_reference_id and metadata; webhooks verified with the endpoint secret.
 * checkout.session.completed (payment_status paid) and checkout.session.async_payment_succeeded pay;
 * checkout.session.async_payment_failed and checkout.session.expired decline; other events are acknowledged and ignored.
 */
export function createStripePayment(o: StripeOptions): PaymentAdapter {
  const stripe = clientOf(o);
  return {
    name: 'stripe',
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: String(input.orderId),
        metadata: { order_id: String(input.orderId), order_no: input.orderNo },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amount,
              product_data: { name: `Ugift order ${input.orderNo}` },
            },
          },
        ],
        success_url: input.returnUrl,
        cancel_url: input.returnUrl,
        expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60 + 60,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { url: session.url, ref: session.id };
    },
    async parseCallback(rawBody, headers): Promise<PaymentEvent> {
      const signature = headers['stripe-signature'];
      if (!signature) throw new PaymentSignatureError('missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, o.webhookSecret);
      } catch {
        throw new PaymentSignatureError('bad Stripe signature');
      }
      const session = event.data.object as Stripe.Checkout.Session;
      switch (event.type) {
        case 'checkout.session.completed':
          if (session.payment_status !== 'paid') throw new IgnoredPaymentEvent('completed but not yet paid (async payment)');
          return { eventId: event.id, ref: session.id, outcome: 'paid', ...paidAmount(session), payload: event };
        case 'checkout.session.async_payment_succeeded':
          return { eventId: event.id, ref: session.id, outcome: 'paid', ...paidAmount(session), payload: event };
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          return { eventId: event.id, ref: session.id, outcome: 'declined', payload: event };
        default:
          throw new IgnoredPaymentEvent(event.type);
      }
    },
    /** Stripe's Refunds API on the session's PaymentIntent (POST /v1/refunds), idempotent per session and amount. */
    async refund(input) {
      const session = await stripe.checkout.sessions.retrieve(input.ref);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Stripe session ${input.ref} has no payment to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: input.amount, metadata: { checkout_session: input.ref } },
        { idempotencyKey: `refund-${input.ref}-${input.amount}` },
      );
      return { refundRef: refund.id };
    },
  };
}
