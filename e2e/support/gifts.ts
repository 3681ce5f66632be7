import type { APIRequestContext } from '@playwright/test';
import { fillBasket, ok, payOrder, reserveBasket, SINGAPORE as SG } from './purchase.ts';
import { aCardDesign } from './card-designs.ts';
import { aProduct } from './products.ts';
import type { Session } from './session.ts';
import { baseURLOf } from './staff.ts';

/** Text the card elements carry: hex-encoded UTF-8. */
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/** Makes two members friends through the real friend request and approval. */
export async function makeFriends(request: APIRequestContext, a: Session, b: Session): Promise<void> {
  await ok(request, a, 'profile', 'add_friend', { friend_id: String(b.authUser.member_id) });
  await ok(request, b, 'profile', 'accept_friend', { friend_id: String(a.authUser.member_id) });
}

/** An in-stock Singapore product of the test's own that makes e-vouchers, on the server the request talks to. */
async function giftableProduct(request: APIRequestContext): Promise<number> {
  return (await aProduct(await baseURLOf(request), { stock: 20 })).id;
}

export interface BoughtGift {
  orderId: number;
  shareId: string;
  message: string;
  to: string;
}

/**
 * Buys a gift the way the shop does, through the API (e2e/support/purchase.ts): a product and a card design of the
 * test's own (with text, a message and music) into the basket, 'gift', reserve_order, the sandbox cashier's Pay.
 * Answers the Paid order.
 */
export async function buyGift(request: APIRequestContext, buyer: Session, text: { to: string; message: string }): Promise<BoughtGift> {
  await fillBasket(request, buyer, [await giftableProduct(request)]);
  const design = await aCardDesign(await baseURLOf(request));
  const elements = [
    { key: 'to', type: 'text', content: hex(text.to) },
    { key: 'message', type: 'message', content: hex(text.message) },
    { key: 'music', type: 'music', content: '1' },
  ];
  await ok(request, buyer, 'basket', 'giftcard_to_basket', {
    giftcard_id: String(design),
    giftcard_edit_parameter: JSON.stringify(elements),
    country_id: SG,
  });
  const paid = await payOrder(request, buyer, await reserveBasket(request, buyer, 'gift'));
  return { orderId: paid.orderId, shareId: paid.share_id, ...text };
}

/** A Pending order of the member (a product reserved, not paid). */
export async function reservePending(request: APIRequestContext, buyer: Session): Promise<number> {
  await fillBasket(request, buyer, [await giftableProduct(request)]);
  return reserveBasket(request, buyer, 'Self-Use');
}

/** A self-use order of the member, paid. */
export async function buySelfUse(request: APIRequestContext, buyer: Session): Promise<number> {
  return (await payOrder(request, buyer, await reservePending(request, buyer))).orderId;
}
