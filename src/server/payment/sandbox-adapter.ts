import type { PaymentAdapter, PaymentEvent } from '../platform/adapters.ts';
import { hmacSha256Hex, randomId, safeEqual } from '../platform/crypto.ts';
import { PaymentSignatureError } from './payment-errors.ts';
import { BASE } from '../../shared/base-path.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_PREFIX = `${BASE}/payment/sandbox/`;

/** A sandbox cashier session can be paid for this long after it was opened (like Stripe's ~31 minutes). */
export const SANDBOX_SESSION_TTL_MS = 31 * 60_000;

/** True when a sandbox session opened at `createdAt` can no longer be paid or declined at `now`. */
export function sandboxSessionExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() > SANDBOX_SESSION_TTL_MS;
}

/** A signed event is accepted this long either side of its timestamp, as Stripe's webhooks are (docs/decisions/0097). */
export const SANDBOX_TOLERANCE_SECONDS = 300;

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
 * PAYMENT_PROVIDER=sandbox: a hosted cashier page served by this server (see payment-routes.ts). Choosing Pay or Decline
 * there makes the "gateway" post a signed event to the callback route, which verifies it like any provider's webhook.
 * `secret` is config.sandboxPaymentSecret (SANDBOX_PAYMENT_SECRET or a random per-process value), never the public
 * API signing secret (docs/decisions/0080).
 */
export function createSandboxPayment(secret: string): PaymentAdapter {
  return {
    name: 'sandbox',
    sessionTtlMs: SANDBOX_SESSION_TTL_MS,
    async createCheckout() {
      const ref = `sbx_${randomId(16)}`;
      return { ref, url: `${SANDBOX_PREFIX}${ref}` };
    },
    async parseCallback(rawBody, headers, now): Promise<PaymentEvent> {
      const header = headers[SANDBOX_SIGNATURE_HEADER] ?? '';
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
      if (!m || !safeEqual(m[2], hmacSha256Hex(secret, `${m[1]}.${rawBody}`))) throw new PaymentSignatureError('bad sandbox signature');
      if (Math.abs(now.getTime() / 1000 - Number(m[1])) > SANDBOX_TOLERANCE_SECONDS)
        throw new PaymentSignatureError('sandbox event outside the timestamp tolerance');
      let body: SandboxEventBody;
      try {
        body = JSON.parse(rawBody) as SandboxEventBody;
      } catch {
        throw new PaymentSignatureError('unreadable sandbox event');
      }
      if (
        typeof body.id !== 'string' ||
        typeof body.ref !== 'string' ||
        (body.type !== 'payment.succeeded' && body.type !== 'payment.declined')
      ) {
        throw new PaymentSignatureError('malformed sandbox event');
      }
      return { eventId: body.id, ref: body.ref, outcome: body.type === 'payment.succeeded' ? 'paid' : 'declined', payload: body };
    },
    /** The sandbox moves no money: the refund is recorded (payments.status refunded) under its own id. */
    async refund() {
      return { refundRef: `sbx_re_${randomId(16)}` };
    },
  };
}
