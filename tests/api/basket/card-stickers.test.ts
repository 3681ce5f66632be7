import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardElement } from '../../../src/shared/card-elements.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aProduct } from '../../support/factories.ts';
import { tokens } from './checkout-support.ts';

/** Decision 0242: the shopper's stickers travel with the card, checked by the server. */
let t: TestApp;
let ids: Awaited<ReturnType<typeof tokens>>;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  ids = await tokens(t);
  productId = await aProduct(t, { name: 'Sticker test voucher', price: 1000, stock: 20 });
});
afterAll(() => t.close());

const put = (stickers: unknown, token = ids.demoToken, giftcard_id = 1) =>
  t.call(
    'basket',
    'giftcard_to_basket',
    { giftcard_id, giftcard_stickers: typeof stickers === 'string' ? stickers : JSON.stringify(stickers) },
    { token },
  );
const cardOf = async (token: string): Promise<CardElement[]> =>
  (await t.call('basket', 'detail_basket', {}, { token })).body.table.giftcard_edit_parameter;
const stickersOf = (els: CardElement[]) => els.filter((e) => e.type === 'sticker' && e.sticker);

describe('basket/giftcard_to_basket with stickers', () => {
  it('stores placed stickers as card elements at their places, and they go on with the order', async () => {
    const r = await put([
      { sticker: 'heart', x: 0.5, y: 0.5 },
      { sticker: 'cake', x: 0, y: 1 },
    ]);
    expect(r.status).toBe(200);
    const placed = stickersOf(await cardOf(ids.demoToken));
    expect(placed).toEqual([
      expect.objectContaining({ key: 'sticker-1', sticker: 'heart', content: '/UgiftWeb/stickers/heart.svg', xpos: 264, ypos: 164 }),
      // a centre on the corner keeps the whole sticker on the card
      expect.objectContaining({ key: 'sticker-2', sticker: 'cake', content: '/UgiftWeb/stickers/cake.svg', xpos: 0, ypos: 328 }),
    ]);
    // the design's own elements are still there
    expect((await cardOf(ids.demoToken)).map((e) => e.key)).toEqual(expect.arrayContaining(['photo', 'to', 'message', 'music']));

    await t.call('basket', 'product_to_basket', { product_id: productId, quantity: 1 }, { token: ids.demoToken });
    await t.call('basket', 'update_order_status', { order_status: 'gift' }, { token: ids.demoToken });
    const reserved = await t.call('order', 'reserve_order', {}, { token: ids.demoToken });
    expect(reserved.status).toBe(200);
    const detail = await t.call('order', 'detail_order', { order_id: reserved.body.order_id }, { token: ids.demoToken });
    expect(stickersOf(detail.body.table.giftcard_edit_parameter).map((e: CardElement) => e.sticker)).toEqual(['heart', 'cake']);
  });

  it('replaces earlier stickers; none (or an empty list) takes them all off', async () => {
    await put([{ sticker: 'star', x: 0.2, y: 0.2 }]);
    await put([{ sticker: 'gift', x: 0.3, y: 0.3 }]);
    expect(stickersOf(await cardOf(ids.demoToken)).map((e) => e.sticker)).toEqual(['gift']);
    await put([]);
    expect(stickersOf(await cardOf(ids.demoToken))).toEqual([]);
  });

  it.each([
    ['not JSON', '[{', /JSON array/],
    ['not an array', { sticker: 'heart', x: 0, y: 0 }, /JSON array/],
    ['an unknown sticker', [{ sticker: 'skull', x: 0.5, y: 0.5 }], /sticker 1 must be one of heart, star/],
    ['a sticker given as a path', [{ sticker: '/UgiftWeb/stickers/heart.svg', x: 0.5, y: 0.5 }], /must be one of/],
    ['x over 1', [{ sticker: 'heart', x: 1.2, y: 0.5 }], /x must be a number from 0 to 1/],
    ['a negative y', [{ sticker: 'heart', x: 0.5, y: -0.1 }], /y must be a number from 0 to 1/],
    ['y as text', [{ sticker: 'heart', x: 0.5, y: '0.5' }], /y must be a number from 0 to 1/],
    ['thirteen stickers', Array.from({ length: 13 }, () => ({ sticker: 'star', x: 0.5, y: 0.5 })), /at most 12 stickers/],
  ])('refuses %s with a 400 naming giftcard_stickers', async (_, stickers, message) => {
    const before = await cardOf(ids.demoToken);
    const r = await put(stickers);
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('giftcard_stickers');
    expect(r.body.message).toMatch(message);
    expect(await cardOf(ids.demoToken)).toEqual(before);
  });

  it('takes twelve stickers', async () => {
    const r = await put(Array.from({ length: 12 }, (_, i) => ({ sticker: 'star', x: i / 11, y: 0.5 })));
    expect(r.status).toBe(200);
    expect(stickersOf(await cardOf(ids.demoToken))).toHaveLength(12);
  });

  it('refuses stickers on a design that cannot be customised', async () => {
    const r = await put([{ sticker: 'heart', x: 0.5, y: 0.5 }], ids.demoToken, 2);
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('giftcard_stickers');
  });

  it('refuses a guest, and one member’s stickers never reach another member’s basket', async () => {
    expect((await put([{ sticker: 'heart', x: 0.5, y: 0.5 }], ids.guest)).status).toBe(401);
    await put([{ sticker: 'balloon', x: 0.4, y: 0.4 }], ids.demoToken);
    expect(stickersOf(await cardOf(ids.otherToken))).toEqual([]);
    const detail = await t.call('basket', 'detail_basket', {}, { token: ids.otherToken });
    expect(JSON.stringify(detail.body.table)).not.toContain('balloon');
  });
});
