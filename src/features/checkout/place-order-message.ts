import type { TFunction } from '../../lib/i18n-keys.ts';
import type { PlaceOrderError } from './checkout-api.ts';

/**
 * The one message of a failed step of placing an order (it said the shortage twice, once in the server's
 * words and once in the shopper's): the shortage in the shopper's language when the server named it, else the
 * server's message.
 */
export function placeOrderMessage(e: Pick<PlaceOrderError, 'step' | 'insufficient' | 'message'>, t: TFunction<'checkout'>): string {
  if (e.step !== 'placeOrder' || e.insufficient.length === 0) return e.message;
  const list = e.insufficient.map((s) => t('errors.insufficientItem', { name: s.product_name, count: s.available })).join(', ');
  return t('errors.insufficient', { list });
}
