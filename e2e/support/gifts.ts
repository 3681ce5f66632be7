import type { APIRequestContext } from '@playwright/test';
import { fillBasket, ok, payOrder, reserveBasket, SINGAPORE as SG } from './purchase.ts';
import type { Session } from './session.ts';

/** Text the card elements carry: hex-encoded UTF-8. */
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

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
 * Buys a gift the way the shop does, through the API (e2e/support/purchase.ts): a product and the "Birthday Balloons"
 * card (with text, a message and music) into the basket, 'gift', reserve_order, the sandbox cashier's Pay. Answers the
 * Paid order.
 */
export async function buyGift(request: APIRequestContext, buyer: Session, text: { to: string; message: string }): Promise<BoughtGift> {
  await fillBasket(request, buyer, [await giftableProduct(request, buyer)]);
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
  const paid = await payOrder(request, buyer, await reserveBasket(request, buyer, 'gift'));
  return { orderId: paid.orderId, shareId: paid.share_id, ...text };
}

/** A Pending order of the member (a product reserved, not paid). */
export async function reservePending(request: APIRequestContext, buyer: Session): Promise<number> {
  await fillBasket(request, buyer, [await giftableProduct(request, buyer)]);
  return reserveBasket(request, buyer, 'Self-Use');
}

/** A self-use order of the member, paid. */
export async function buySelfUse(request: APIRequestContext, buyer: Session): Promise<number> {
  return (await payOrder(request, buyer, await reservePending(request, buyer))).orderId;
}
