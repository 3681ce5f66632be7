import { expect, type APIRequestContext } from '@playwright/test';
import { callOption, type Session } from './support/session.ts';

const SG = '2';

/** Text the card elements carry: hex-encoded UTF-8. */
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

async function ok(request: APIRequestContext, s: Session, group: string, option: string, form: Record<string, string> = {}) {
  const res = await callOption(request, s.authAPI.api_token, group, option, form);
  if (!res.body.success) throw new Error(`${group}/${option} failed (${res.status}): ${res.body.message}`);
  return res.body as Record<string, unknown>;
}

/** Makes two members friends through the real friend request and approval. */
export async function makeFriends(request: APIRequestContext, a: Session, b: Session): Promise<void> {
  await ok(request, a, 'profile', 'add_friend', { friend_id: String(b.authUser.member_id) });
  await ok(request, b, 'profile', 'accept_friend', { friend_id: String(a.authUser.member_id) });
}

/** An in-stock Singapore product that makes e-vouchers (not a uDollar card). */
async function giftableProduct(request: APIRequestContext, s: Session): Promise<number> {
  const list = await ok(request, s, 'catalogue', 'list_product', { filter_by_country_id: SG, order_by: 'POPULAR', limit: '30' });
  const rows = list.table as Array<{ id: number | string; stock?: number | string; multiple_languages?: { en?: { name?: string } } }>;
  const row = rows.find((r) => Number(r.stock ?? 1) > 2 && !/udollar/i.test(r.multiple_languages?.en?.name ?? ''));
  if (!row) throw new Error('no giftable product in the catalogue');
  return Number(row.id);
}

export interface BoughtGift {
  orderId: number;
  shareId: string;
  message: string;
  to: string;
}

/**
 * Buys a gift the way the shop does, through the API: a product and the "Birthday Balloons" card (with text,
 * a message and music) into the basket, 'gift', reserve_order, the sandbox cashier's Pay. Answers the Paid order.
 */
export async function buyGift(request: APIRequestContext, buyer: Session, text: { to: string; message: string }): Promise<BoughtGift> {
  const productId = await giftableProduct(request, buyer);
  await ok(request, buyer, 'basket', 'product_to_basket', { product_id: String(productId), quantity: '1', country_id: SG });
  const elements = [
    { key: 'to', type: 'text', content: hex(text.to) },
    { key: 'message', type: 'message', content: hex(text.message) },
    { key: 'music', type: 'music', content: '1' },
  ];
  await ok(request, buyer, 'basket', 'giftcard_to_basket', {
    giftcard_id: '1',
    giftcard_edit_parameter: JSON.stringify(elements),
    country_id: SG,
  });
  await ok(request, buyer, 'basket', 'update_order_status', { order_status: 'gift', country_id: SG });
  const reserved = await ok(request, buyer, 'order', 'reserve_order');
  const orderId = Number(reserved.order_id);
  const cashier = await ok(request, buyer, 'order', 'get_cashier_url', { order_id: String(orderId), order_source: 'web' });
  const pay = await request.post(`${String(cashier.cashier_url).replace(/^https?:\/\/[^/]+/, '')}/pay`, { maxRedirects: 0 });
  expect(pay.status()).toBe(303);
  const detail = await ok(request, buyer, 'order', 'detail_order', { order_id: String(orderId) });
  const table = detail.table as { payment_status: string; share_id: string };
  expect(table.payment_status).toBe('Paid');
  return { orderId, shareId: table.share_id, ...text };
}

/** A Pending order of the member (a product reserved, not paid). */
export async function reservePending(request: APIRequestContext, buyer: Session): Promise<number> {
  const productId = await giftableProduct(request, buyer);
  await ok(request, buyer, 'basket', 'product_to_basket', { product_id: String(productId), quantity: '1', country_id: SG });
  await ok(request, buyer, 'basket', 'update_order_status', { order_status: 'Self-Use', country_id: SG });
  const reserved = await ok(request, buyer, 'order', 'reserve_order');
  return Number(reserved.order_id);
}
