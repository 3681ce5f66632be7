import type { PaymentAdapter, PaymentEvent } from '../platform/adapters.ts';
import { hmacSha256Hex, randomId, safeEqual } from '../platform/crypto.ts';
import { PaymentSignatureError } from './payment-errors.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_PREFIX = '/UgiftWeb/payment/sandbox/';

/** The sandbox gateway's webhook secret, derived from the server's signing secret (never sent to a browser). */
export function sandboxSecret(signingSecret: string): string {
  return hmacSha256Hex(signingSecret, 'ugift-sandbox-payment-webhook');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the shape real gateways use. */
export function signSandboxEvent(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacSha256Hex(secret, `${timestamp}.${rawBody}`)}`;
}

export interface SandboxEventBody {
  id: string;
  type: 'payment.succeeded' | 'payment.declined';
  ref: string;
}

/**
 * PAYMENT_PROVIDER=sandbox: a hosted cashier page served by this server (see sandbox-routes.ts). Choosing Pay or Decline
 * there makes the "gateway" post a signed event to the callback route, which verifies it like any provider's webhook.
 */
export function createSandboxPayment(signingSecret: string): PaymentAdapter {
  const secret = sandboxSecret(signingSecret);
  return {
    name: 'sandbox',
    async createCheckout() {
      const ref = `sbx_${randomId(16)}`;
      return { ref, url: `${SANDBOX_PREFIX}${ref}` };
    },
    async parseCallback(rawBody, headers): Promise<PaymentEvent> {
      const header = headers[SANDBOX_SIGNATURE_HEADER] ?? '';
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
      if (!m || !safeEqual(m[2], hmacSha256Hex(secret, `${m[1]}.${rawBody}`))) throw new PaymentSignatureError('bad sandbox signature');
      let body: SandboxEventBody;
      try {
        body = JSON.parse(rawBody) as SandboxEventBody;
      } catch {
        throw new PaymentSignatureError('unreadable sandbox event');
      }
      if (typeof body.id !== 'string' || typeof body.ref !== 'string' || (body.type !== 'payment.succeeded' && body.type !== 'payment.declined')) {
        throw new PaymentSignatureError('malformed sandbox event');
      }
      return { eventId: body.id, ref: body.ref, outcome: body.type === 'payment.succeeded' ? 'paid' : 'declined', payload: body };
    },
  };
}
