import { ApiError } from '../platform/api-error.ts';
import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema/index.ts';
import type { AppDeps } from '../http/context.ts';
import { randomId } from '../platform/crypto.ts';
import { applyCallback, paymentByRef } from './payment-service.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxSessionExpired, signSandboxEvent, type SandboxEventBody } from './sandbox-adapter.ts';
import { sandboxCashierHtml } from './sandbox-page.ts';
import { contributionCashier } from '../group-gift/cashier-return.ts';
import { bulkReturnPath } from '../bulk-gift/cashier-return.ts';
import { BASE } from '../../shared/base-path.ts';

export const CALLBACK_PATH = `${BASE}/payment/callback/`;

const returnPath = (orderId: number) => `${BASE}/payment-status?id=${orderId}`;

/**
 * Payment routes outside the option protocol:
 * - POST /UgiftWeb/payment/callback/<provider>: the provider's signed webhook (sandbox or stripe);
 * - GET /UgiftWeb/payment/sandbox/<ref>: the sandbox's hosted cashier page;
 * - POST /UgiftWeb/payment/sandbox/<ref>/(pay|decline): the sandbox gateway posts a signed event to the callback
 *   (through the same HTTP route a real gateway uses) and sends the shopper back to the payment status page.
 *   A session older than 31 minutes is closed (410), like a provider's expired checkout session.
 */
export function mountPayment(app: Hono, deps: AppDeps): void {
  app.post(`${CALLBACK_PATH}:provider`, async (c) => {
    const adapter = deps.adapters.payment;
    if (!adapter || adapter.name !== c.req.param('provider'))
      return c.json(new ApiError('not_found', 'unknown payment provider').toBody(), 404);
    const raw = await c.req.text();
    const headers: Record<string, string | undefined> = {};
    c.req.raw.headers.forEach((v, k) => {
      headers[k.toLowerCase()] = v;
    });
    const outcome = await applyCallback(deps.db, adapter, raw, headers, deps.clock(), deps.logger);
    if (outcome.result === 'paid_order_not_pending')
      deps.logger.warn(
        { provider: adapter.name },
        'payment succeeded for an order that is no longer Pending: payment marked refund_required',
      );
    if (outcome.status === 400) return c.json(new ApiError('bad_request', 'invalid signature').toBody(), 400);
    return c.json({ received: true, result: outcome.result }, 200);
  });

  app.get(`${BASE}/payment/sandbox/:ref`, async (c) => {
    if (deps.adapters.payment?.name !== 'sandbox') return c.notFound();
    const payment = await paymentByRef(deps.db, 'sandbox', c.req.param('ref'));
    if (!payment) return c.html('<!doctype html><title>Not found</title><p>Unknown payment.</p>', 404);
    const [order] = await deps.db
      .select({ order_no: orders.order_no, payment_status: orders.payment_status })
      .from(orders)
      .where(eq(orders.id, payment.order_id));
    c.header('Cache-Control', 'no-store');
    const expired = sandboxSessionExpired(payment.created_at, deps.clock());
    const pool = payment.group_contribution_id === null ? null : await contributionCashier(deps.db, payment.group_contribution_id);
    return c.html(
      sandboxCashierHtml({
        ref: payment.provider_ref,
        orderNo: order?.order_no ?? '',
        amount: payment.amount,
        currency: payment.currency_code,
        status: expired && payment.status === 'created' ? 'expired' : payment.status,
        orderPending: (pool ? pool.open : order?.payment_status === 'Pending') && !expired,
        returnPath: pool?.returnPath ?? (await bulkReturnPath(deps.db, payment.order_id)) ?? returnPath(payment.order_id),
      }),
      expired ? 410 : 200,
    );
  });

  app.post(`${BASE}/payment/sandbox/:ref/:action{pay|decline}`, async (c) => {
    if (deps.adapters.payment?.name !== 'sandbox') return c.notFound();
    const payment = await paymentByRef(deps.db, 'sandbox', c.req.param('ref'));
    if (!payment) return c.html('<!doctype html><title>Not found</title><p>Unknown payment.</p>', 404);
    if (sandboxSessionExpired(payment.created_at, deps.clock())) {
      return c.html(
        `<!doctype html><title>Session expired</title><p>This payment session has expired.</p><p><a href="${returnPath(payment.order_id)}">Back to the shop</a></p>`,
        410,
      );
    }
    const event: SandboxEventBody = {
      id: `evt_${randomId(12)}`,
      type: c.req.param('action') === 'pay' ? 'payment.succeeded' : 'payment.declined',
      ref: payment.provider_ref,
    };
    const raw = JSON.stringify(event);
    const res = await app.request(`${CALLBACK_PATH}sandbox`, {
      method: 'POST',
      body: raw,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(deps.config.sandboxPaymentSecret, raw, Math.floor(deps.clock().getTime() / 1000)),
      },
    });
    if (!res.ok) deps.logger.error({ status: res.status }, 'sandbox callback refused');
    const pool = payment.group_contribution_id === null ? null : await contributionCashier(deps.db, payment.group_contribution_id);
    return c.redirect(pool?.returnPath ?? (await bulkReturnPath(deps.db, payment.order_id)) ?? returnPath(payment.order_id), 303);
  });
}
