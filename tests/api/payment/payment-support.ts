import { eq } from 'drizzle-orm';
import { orders, payments } from '../../../src/server/db/schema/index.ts';
import type { TestApp } from '../../support/test-app.ts';

/** Posts a raw body to the provider's callback route, as the gateway would. */
export async function postCallback(t: TestApp, provider: string, raw: string, headers: Record<string, string>) {
  const res = await t.app.request(`/UgiftWeb/payment/callback/${provider}`, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function orderOf(t: TestApp, id: number) {
  return (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
}

export async function paymentsOf(t: TestApp, orderId: number) {
  return t.db.select().from(payments).where(eq(payments.order_id, orderId));
}
