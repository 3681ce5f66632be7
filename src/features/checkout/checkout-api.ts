import { callApi, ApiCallError } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';
import { $basketCount, $gid } from '../../lib/session-store.ts';
import { BASE } from '../../lib/paths.ts';
import { $language } from '../../lib/i18n.ts';
import type { PlacedSticker } from '../../shared/stickers.ts';

export interface InsufficientStock {
  product_id: string;
  product_name: string;
  available: number;
}

/** Which error title a failed step of placing an order shows (spec error catalogue). */
export type PlaceStep = 'placeOrder' | 'payOrder' | 'cashier';

export class PlaceOrderError extends Error {
  readonly step: PlaceStep;
  readonly insufficient: InsufficientStock[];
  constructor(step: PlaceStep, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.step = step;
    this.insufficient =
      cause instanceof ApiCallError && Array.isArray(cause.body.insufficient_stock)
        ? (cause.body.insufficient_stock as InsufficientStock[])
        : [];
  }
}

/**
 * Places the order (spec, states and transitions): reserve_order; on success the stored gid and basket count are
 * cleared; an order with nothing to pay (a gift card only, or covered by uDollar) is settled with pay_order 'paid'
 * and the shopper goes to the payment status page; otherwise the browser goes to the cashier.
 */
export async function placeOrder(): Promise<{ orderId: string; next: string }> {
  let reserved: AnswerOf<'order', 'reserve_order'>;
  try {
    // the shopper's language: their receipt and any refund note are e-mailed in it (decision 0263)
    reserved = await callApi('order', 'reserve_order', { language: $language.get() });
  } catch (e) {
    throw new PlaceOrderError('placeOrder', e);
  }
  const orderId = reserved.order_id;
  $gid.set('');
  $basketCount.set(0);
  if (reserved.order_amount === 0) {
    try {
      await callApi('order', 'pay_order', { order_id: orderId, payment_status: 'paid' });
    } catch (e) {
      throw new PlaceOrderError('payOrder', e);
    }
    return { orderId, next: `${BASE}/payment-status?id=${encodeURIComponent(orderId)}` };
  }
  try {
    const cashier = await callApi('order', 'get_cashier_url', { order_id: orderId, order_source: 'web' });
    return { orderId, next: cashier.cashier_url };
  } catch (e) {
    throw new PlaceOrderError('cashier', e);
  }
}

/** A track of giftcard/list_music (the contract's type). */
export type Track = AnswerOf<'giftcard', 'list_music'>['table'][number];

export async function listMusic(giftcardId?: string): Promise<Track[]> {
  const a = await callApi('giftcard', 'list_music', giftcardId ? { giftcard_id: giftcardId } : {});
  return a.table;
}

/**
 * Puts a customised card on the basket: the design, its edited elements (JSON), any photo files by element key and
 * the shopper's stickers (decision 0242). Only the checkout pages do, so it stays out of the pages' shared chunk.
 */
export async function saveCardToBasket(
  giftcardId: string,
  elements?: unknown[],
  files: Record<string, File> = {},
  stickers?: PlacedSticker[],
): Promise<void> {
  const payload: Record<string, string | File> = { giftcard_id: giftcardId, ...files };
  if (elements) payload.giftcard_edit_parameter = JSON.stringify(elements);
  if (stickers) payload.giftcard_stickers = JSON.stringify(stickers);
  await callApi('basket', 'giftcard_to_basket', payload as never);
}
