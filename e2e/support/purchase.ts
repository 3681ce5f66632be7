import { type APIRequestContext, expect } from '@playwright/test';
import { callOption, type Session } from './session.ts';

/**
 * The one purchase flow of the e2e suite's set-up: the shop's own calls (basket, order status, reserve_order,
 * get_cashier_url) and the sandbox cashier's Pay posted through the API. The test's page never loads the cashier, so
 * no payment status page is left redirecting (to /login, decision 0226) while the test navigates on: every helper
 * here returns with the order Paid and nothing in flight. Specs about paying itself (checkout) use the cashier page.
 */

export const SINGAPORE = '2';
export const MALAYSIA = '1';

/** Calls an option as the member; throws naming the option when it does not succeed. */
export async function ok(request: APIRequestContext, s: Session, group: string, option: string, form: Record<string, string> = {}) {
  const res = await callOption(request, s.authAPI.api_token, group, option, form);
  if (!res.body.success) throw new Error(`${group}/${option} failed (${res.status}): ${res.body.message}`);
  return res.body as Record<string, unknown> & { table?: unknown };
}

export interface PaidOrder {
  orderId: number;
  payment_status: string;
  share_id: string;
  giftcard_id: string | number;
  order_amount: number;
}

/** Puts products into the member's basket (one of each unless told), in the given market. */
export async function fillBasket(
  request: APIRequestContext,
  s: Session,
  productIds: Array<number | string>,
  country = SINGAPORE,
  quantity = 1,
): Promise<void> {
  for (const id of productIds)
    await ok(request, s, 'basket', 'product_to_basket', { product_id: String(id), quantity: String(quantity), country_id: country });
}

/** Turns the member's basket into a Pending order (for oneself or as a gift); answers its id. */
export async function reserveBasket(
  request: APIRequestContext,
  s: Session,
  status: 'Self-Use' | 'gift' = 'Self-Use',
  country = SINGAPORE,
): Promise<number> {
  await ok(request, s, 'basket', 'update_order_status', { order_status: status, country_id: country });
  const reserved = await ok(request, s, 'order', 'reserve_order');
  return Number(reserved.order_id);
}

/**
 * Pays a Pending order: Pay at the sandbox cashier posted through the API (or pay_order when nothing is left to pay,
 * as the shop does after uDollar covers it). Answers the order's detail, checked Paid.
 */
export async function payOrder(request: APIRequestContext, s: Session, orderId: number): Promise<PaidOrder> {
  const before = (await ok(request, s, 'order', 'detail_order', { order_id: String(orderId) })).table as { order_amount: number };
  if (Number(before.order_amount) === 0) {
    await ok(request, s, 'order', 'pay_order', { order_id: String(orderId), payment_status: 'paid' });
  } else {
    const cashier = await ok(request, s, 'order', 'get_cashier_url', { order_id: String(orderId), order_source: 'web' });
    const pay = await request.post(`${new URL(String(cashier.cashier_url), 'http://x').pathname}/pay`, { maxRedirects: 0 });
    expect(pay.status()).toBe(303);
  }
  const detail = (await ok(request, s, 'order', 'detail_order', { order_id: String(orderId) })).table as Omit<PaidOrder, 'orderId'>;
  expect(detail.payment_status).toBe('Paid');
  return { ...detail, orderId };
}

/** Reserves the member's basket and pays it: the basket as a Paid order. */
export async function checkoutBasket(
  request: APIRequestContext,
  s: Session,
  status: 'Self-Use' | 'gift' = 'Self-Use',
  country = SINGAPORE,
): Promise<PaidOrder> {
  return payOrder(request, s, await reserveBasket(request, s, status, country));
}

/** Buys products for oneself in one order (one of each), paid: the usual set-up of a wallet. */
export async function buyForSelf(
  request: APIRequestContext,
  s: Session,
  productIds: Array<number | string>,
  country = SINGAPORE,
): Promise<PaidOrder> {
  await fillBasket(request, s, productIds, country);
  return checkoutBasket(request, s, 'Self-Use', country);
}
