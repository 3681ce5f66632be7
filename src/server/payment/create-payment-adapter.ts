import type { AppConfig } from '../platform/config.ts';
import type { PaymentAdapter } from '../platform/adapters.ts';
import { createSandboxPayment } from './sandbox-adapter.ts';
import { createStripePayment } from './stripe-adapter.ts';

/** PAYMENT_PROVIDER=stripe with its keys: Stripe Checkout; otherwise the built-in sandbox cashier. */
export function createPaymentAdapter(config: AppConfig): PaymentAdapter {
  if (config.paymentProvider === 'stripe' && config.stripe.secretKey && config.stripe.webhookSecret) {
    return createStripePayment({
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
      apiBase: config.stripe.apiBase,
    });
  }
  return createSandboxPayment(config.sandboxPaymentSecret);
}
