import { callApi } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';

/** The basket screens' calls (the one place they call the API): lines, card, billing, the checkout choice, uDollar. */
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
