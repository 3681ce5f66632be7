import { describe, expect, it } from 'vitest';
import { placeOrderMessage } from '../../../src/features/checkout/place-order-message.ts';
import text from '../../../locales/eng/checkout.json';

/** A stand-in t over the English checkout texts, with {{name}} placeholders filled. */
const t = ((key: string, vars: Record<string, unknown> = {}) => {
  const raw = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], text) as string;
  return raw.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v]));
}) as Parameters<typeof placeOrderMessage>[1];

describe('placeOrderMessage', () => {
  it('names a shortage once, in the shopper language, not the server text beside it', () => {
    const message = placeOrderMessage(
      {
        step: 'placeOrder',
        message: 'Insufficient stock: Sakura Cake (2 left)',
        insufficient: [{ product_id: '5', product_name: 'Sakura Cake', available: 2 }],
      },
      t,
    );
    expect(message).toBe('Not enough stock: Sakura Cake (2 left)');
    expect(message).not.toContain('|');
    expect(message.match(/Sakura Cake/g)).toHaveLength(1);
  });

  it("answers the server's message for any other failure", () => {
    expect(placeOrderMessage({ step: 'placeOrder', message: 'Your cart is empty', insufficient: [] }, t)).toBe('Your cart is empty');
    expect(placeOrderMessage({ step: 'cashier', message: 'The cashier is unavailable', insufficient: [] }, t)).toBe(
      'The cashier is unavailable',
    );
  });
});
