import { ApiCallError, callApi } from '../../lib/api-client.ts';
import { $authUser, $basketCount, $gid } from '../../lib/session-store.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';
import { countryField } from '../../lib/market.ts';

/** Every basket call of the shop (the one caller of the basket group): lines, card, status, detail, billing, uDollar. */

/** detail_basket's table (the contract's type): lines, card, amounts in minor units, the item count. */
export type Basket = AnswerOf<'basket', 'detail_basket'>['table'];
export type BasketProduct = Basket['products'][number];
export type BasketUdollarCard = AnswerOf<'basket', 'list_udollar_giftcards'>['table'][number];

export async function removeProduct(productId: string): Promise<void> {
  await callApi('basket', 'remove_product', { product_id: productId });
}

export async function removeGiftcard(): Promise<void> {
  await callApi('basket', 'remove_giftcard', {});
}

export async function setOrderStatus(status: 'gift' | 'Self-Use'): Promise<void> {
  await callApi('basket', 'update_order_status', { order_status: status });
}

export async function updateBillingAddress(text: string): Promise<void> {
  await callApi('basket', 'update_billing_address', { billing_address: text });
}

/** The member's uDollar cards in the basket's currency. */
export async function listUdollarCards(currency: string): Promise<BasketUdollarCard[]> {
  return (await callApi('basket', 'list_udollar_giftcards', { currency_code: currency })).table;
}

/** Applies (or, with 0, removes) an amount of a uDollar card to the basket. */
export async function applyUdollar(orderId: string, udollarId: string, amount: number): Promise<void> {
  await callApi('basket', 'apply_udollar_giftcard', { order_id: orderId, udollar_id: udollarId, udollar_amount: amount });
}

function countryPayload(): { country_id?: string } {
  const c = countryField().filter_by_country_id;
  return c ? { country_id: c } : {};
}

/** Sets the product's quantity in the basket and updates the badge from the answer. */
export async function setProductInBasket(productId: number, quantity: number) {
  const answer = await callApi('basket', 'product_to_basket', { product_id: productId, quantity, ...countryPayload() });
  $basketCount.set(answer.count);
  return answer;
}

/** Puts a card design on the basket (the design as it is; customisation happens at checkout). */
export async function putGiftcardInBasket(giftcardId: number | string) {
  const answer = await callApi('basket', 'giftcard_to_basket', { giftcard_id: giftcardId, ...countryPayload() });
  $basketCount.set(answer.count);
  return answer;
}

/**
 * The gift card chosen earlier on the gift card page (gid), attached to the basket and then forgotten: once on the
 * basket the card belongs to it, and an order placed from it takes the card along (decision 0242).
 */
export async function attachChosenGiftcard(): Promise<void> {
  const gid = $gid.get();
  if (gid && gid !== '0') await putGiftcardInBasket(gid);
  $gid.set('');
}

export async function markAsGift(): Promise<void> {
  await callApi('basket', 'update_order_status', { order_status: 'gift', ...countryPayload() });
}

/**
 * Refreshes the badge from detail_basket (sum of quantities). Silent on failure; a 404 means the basket detail
 * option is not available on this server yet.
 */
export async function refreshBasketCount(): Promise<void> {
  if (!$authUser.get()) return;
  try {
    $basketCount.set((await callApi('basket', 'detail_basket', {})).table.count);
  } catch (error) {
    if (!(error instanceof ApiCallError)) throw error;
  }
}

/** The basket's priced detail; also refreshes the badge. */
export async function loadBasket(): Promise<Basket> {
  const basket = (await callApi('basket', 'detail_basket', {})).table;
  $basketCount.set(basket.count);
  return basket;
}
