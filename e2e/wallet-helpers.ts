import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { productFor } from '../src/server/seed/data/products.ts';
import { apiLogin, callOption, type Session } from './support/session.ts';

/** Members the wallet journeys may change (the demo member's data is only read, other journeys share it). */
export const NURUL = { phone: '60198765432', password: 'ugift-demo' };
export const CHEN = { phone: '8613812345678', password: 'ugift-demo' };
const MY = '1';

export async function ok(request: APIRequestContext, s: Session, group: string, option: string, form: Record<string, string> = {}) {
  const res = await callOption(request, s.authAPI.api_token, group, option, form);
  if (!res.body.success) throw new Error(`${group}/${option} failed (${res.status}): ${res.body.message}`);
  return res.body as Record<string, unknown>;
}

/** One Malaysian product of each code type: QR, barcode, text and link. */
export const PURCHASE = {
  qrcode: productFor('MY', 'bean-value'),
  barcode: productFor('MY', 'grill-value'),
  alphanumeric: productFor('MY', 'pixel-50'),
  url: productFor('MY', 'fresh-30'),
};

export interface Purchase {
  session: Session;
  orderId: number;
}

/**
 * Buys one of each code type for oneself the way the shop does: basket, Self-Use, reserve_order, get_cashier_url,
 * then the Pay button on the sandbox cashier page in the browser.
 */
export async function buyForMyself(page: Page, request: APIRequestContext, who = NURUL): Promise<Purchase> {
  const session = await apiLogin(request, who.phone, who.password);
  for (const p of Object.values(PURCHASE)) {
    await ok(request, session, 'basket', 'product_to_basket', { product_id: String(p.id), quantity: '1', country_id: MY });
  }
  await ok(request, session, 'basket', 'update_order_status', { order_status: 'Self-Use', country_id: MY });
  const reserved = await ok(request, session, 'order', 'reserve_order');
  const orderId = Number(reserved.order_id);
  const cashier = await ok(request, session, 'order', 'get_cashier_url', { order_id: String(orderId), order_source: 'web' });
  await page.goto(String(cashier.cashier_url).replace(/^https?:\/\/[^/]+/, ''));
  // The cashier sends the shopper back to the payment status page. This page holds no member and payment-status is
  // members-only, so its head script sends it on to /login at once (decision 0226): the state waited for is the
  // browser asking for the page, watched from before the click (a URL wait started after it could miss a page that
  // was already left); the order's payment is read from the API below.
  const arrival = page.waitForRequest((r) => r.isNavigationRequest() && /\/payment-status\?id=/.test(r.url()));
  await page.getByRole('button', { name: /^Pay / }).click();
  await arrival;
  // that page settles (loaded, its calls answered) before the caller navigates: a late commit of it replaced the
  // caller's page
  await page.waitForLoadState('networkidle');
  const detail = await ok(request, session, 'order', 'detail_order', { order_id: String(orderId) });
  expect((detail.table as { payment_status: string }).payment_status).toBe('Paid');
  return { session, orderId };
}
