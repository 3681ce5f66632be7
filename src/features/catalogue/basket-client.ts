import { ApiCallError, callApi } from '../../lib/api-client.ts';
import { $authUser, $basketCount, $gid } from '../../lib/session-store.ts';
import { countryField } from './market.ts';

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

/** The gift card chosen earlier (gid), attached to the basket; nothing when none was chosen. */
export async function attachChosenGiftcard(): Promise<void> {
  const gid = $gid.get();
  if (gid && gid !== '0') await putGiftcardInBasket(gid);
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
