import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { orders, uploads } from '../../../src/server/db/schema/index.ts';
import { productFor } from '../../../src/server/seed/data/products.ts';
import { hexEncodeUtf8 } from '../../../src/shared/card-elements.ts';

let t: TestApp;
let mei: number;
let meiToken: string;
let raj: number;
let rajToken: string;

beforeAll(async () => {
  t = await createTestApp();
  mei = await t.memberIdByPhone('+6592345678');
  meiToken = await t.memberToken(mei);
  raj = await t.memberIdByPhone('+60123456789');
  rajToken = await t.memberToken(raj);
});
afterAll(async () => t.close());

async function baskets(memberId: number) {
  return t.db
    .select()
    .from(orders)
    .where(and(eq(orders.member_id, memberId), eq(orders.payment_status, 'Basket')));
}

describe('product_to_basket', () => {
  it("opens one basket, sets a line's quantity (replacing it) and answers the lines and their count", async () => {
    const latte = productFor('SG', 'bean-latte2');
    const cake = productFor('SG', 'sakura-cake');
    const first = await t.call('basket', 'product_to_basket', { product_id: latte.id, quantity: 2, country_id: 2 }, { token: meiToken });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.table.products).toEqual([{ product_id: latte.id, quantity: 2 }]);
    expect(first.body.count).toBe(2);
    const second = await t.call('basket', 'product_to_basket', { product_id: cake.id, quantity: 3 }, { token: meiToken });
    expect(second.body.count).toBe(5);
    const replaced = await t.call('basket', 'product_to_basket', { product_id: latte.id, quantity: 1 }, { token: meiToken });
    expect(replaced.body.table.products).toEqual([
      { product_id: latte.id, quantity: 1 },
      { product_id: cake.id, quantity: 3 },
    ]);
    expect(replaced.body.count).toBe(4);
    const rows = await baskets(mei);
    expect(rows).toHaveLength(1);
    expect(rows[0].currency_code).toBe('SGD');
    // the product page now presets the quantity from the basket
    const detail = await t.call('catalogue', 'detail_product', { product_id: cake.id }, { token: meiToken });
    expect(detail.body.table.basket_quantity).toBe(3);
  });

  it('refuses more than the stock and an out-of-stock product with 409 and a clear message', async () => {
    const cake = productFor('SG', 'sakura-cake'); // stock 3
    const over = await t.call('basket', 'product_to_basket', { product_id: cake.id, quantity: 4 }, { token: meiToken });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/Only 3 left in stock/);
    expect(over.body.stock).toBe(3);
    const sold = productFor('SG', 'lotus-massage'); // stock 0
    const none = await t.call('basket', 'product_to_basket', { product_id: sold.id, quantity: 1 }, { token: meiToken });
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/out of stock/);
  });

  it('refuses a quantity below 1, a bad or unknown product', async () => {
    const latte = productFor('SG', 'bean-latte2');
    const zero = await t.call('basket', 'product_to_basket', { product_id: latte.id, quantity: 0 }, { token: meiToken });
    expect(zero.status).toBe(400);
    expect(zero.body.field).toBe('quantity');
    expect((await t.call('basket', 'product_to_basket', { product_id: latte.id, quantity: 1.5 }, { token: meiToken })).body.field).toBe(
      'quantity',
    );
    expect((await t.call('basket', 'product_to_basket', { product_id: latte.id }, { token: meiToken })).body.message).toBe(
      'quantity: is required',
    );
    expect((await t.call('basket', 'product_to_basket', { product_id: 'x', quantity: 1 }, { token: meiToken })).body.field).toBe(
      'product_id',
    );
    expect((await t.call('basket', 'product_to_basket', { product_id: 99999, quantity: 1 }, { token: meiToken })).status).toBe(404);
  });

  it('opens exactly one basket when several adds race (one basket row per member)', async () => {
    const nurul = await t.memberIdByPhone('+60198765432');
    const token = await t.memberToken(nurul);
    const offers = ['bean-value', 'bean-pack', 'grill-value', 'star-2tix', 'pixel-50'].map((o) => productFor('MY', o));
    const results = await Promise.all(
      offers.map((p) => t.call('basket', 'product_to_basket', { product_id: p.id, quantity: 1 }, { token })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await baskets(nurul)).toHaveLength(1);
    const last = await t.call('basket', 'product_to_basket', { product_id: offers[0].id, quantity: 2 }, { token });
    expect(last.body.count).toBe(6);
  });

  it('keeps one currency per basket', async () => {
    const my = productFor('MY', 'bean-value');
    const res = await t.call('basket', 'product_to_basket', { product_id: my.id, quantity: 1 }, { token: meiToken });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/SGD/);
  });

  it("needs a member, and never touches another member's basket", async () => {
    const latte = productFor('SG', 'bean-latte2');
    const guest = await t.guestToken();
    expect((await t.call('basket', 'product_to_basket', { product_id: latte.id, quantity: 1 }, { token: guest })).status).toBe(401);
    expect(
      (await t.call('basket', 'product_to_basket', { product_id: latte.id, quantity: 1, member_id: raj }, { token: meiToken })).status,
    ).toBe(403);
    const demo = await t.demoMemberId();
    const before = await baskets(demo);
    await t.call('basket', 'product_to_basket', { product_id: latte.id, quantity: 1 }, { token: meiToken });
    expect(await baskets(demo)).toEqual(before);
  });
});

describe('giftcard_to_basket', () => {
  const to = hexEncodeUtf8('Dear Raj 🎉');
  const msg = hexEncodeUtf8('Happy birthday! 生日快乐');

  it("puts the design on the basket with the shopper's content and the design's positions", async () => {
    const elements = JSON.stringify([
      { key: 'to', type: 'text', content: to, xpos: 9999 },
      { key: 'message', type: 'message', content: msg },
      { key: 'music', type: 'music', content: '4' },
    ]);
    const res = await t.call(
      'basket',
      'giftcard_to_basket',
      { giftcard_id: 1, giftcard_edit_parameter: elements, country_id: 1 },
      { token: rajToken },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body;
    expect(a.table.giftcard_id).toBe('1');
    const byKey = Object.fromEntries(a.table.giftcard_edit_parameter.map((e) => [e.key, e]));
    expect(byKey.to.content).toBe(to);
    expect(byKey.to.xpos).toBe(284);
    expect(byKey.message.content).toBe(msg);
    expect(byKey.music.content).toBe('4');
    expect(byKey.photo.content).toBe('');
    expect(a.count).toBe(0);
    const [row] = await baskets(raj);
    expect(row.currency_code).toBe('MYR');
    expect(row.giftcard_id).toBe(1);
  });

  it('keeps the design as it is when no content is sent', async () => {
    const res = await t.call('basket', 'giftcard_to_basket', { giftcard_id: 5 }, { token: rajToken });
    expect(res.status).toBe(200);
    expect(res.body.table.giftcard_edit_parameter.map((e) => e.type)).toEqual(['custom_text', 'sticker']);
  });

  it.each([
    ['not json', /JSON array/],
    ['{"key":"to"}', /JSON array/],
    [JSON.stringify([{ key: 'nope', content: '' }]), /not part of this card design/],
    [JSON.stringify([{ key: 'to', type: 'message', content: '' }]), /must be of type text/],
    [JSON.stringify([{ key: 'to', content: 'zz' }]), /hex-encoded/],
    [JSON.stringify([{ key: 'to', content: hexEncodeUtf8('x'.repeat(81)) }]), /at most 80 characters/],
    [JSON.stringify([{ key: 'music', content: '999' }]), /song that does not exist/],
    [JSON.stringify([{ key: 'photo', content: 'https://evil.example/x.png' }]), /photo you uploaded/],
    [
      JSON.stringify([
        { key: 'to', content: '' },
        { key: 'to', content: '' },
      ]),
      /appears twice/,
    ],
  ])('refuses %s with 400 naming giftcard_edit_parameter', async (param, message) => {
    const res = await t.call('basket', 'giftcard_to_basket', { giftcard_id: 1, giftcard_edit_parameter: param }, { token: rajToken });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('giftcard_edit_parameter');
    expect(res.body.message).toMatch(message);
  });

  it("refuses changes to the design's own stickers and text", async () => {
    const res = await t.call(
      'basket',
      'giftcard_to_basket',
      { giftcard_id: 5, giftcard_edit_parameter: JSON.stringify([{ key: 'heart', content: '/UgiftWeb/demo/x.svg' }]) },
      { token: rajToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/cannot be changed/);
  });

  it("accepts a photo only when it is the member's own upload", async () => {
    await t.db.insert(uploads).values([
      { id: 'rajphoto000000000001.png', member_id: raj, mime: 'image/png', size: 10, storage_key: 'rajphoto000000000001.png' },
      { id: 'meiphoto000000000001.png', member_id: mei, mime: 'image/png', size: 10, storage_key: 'meiphoto000000000001.png' },
    ]);
    const own = JSON.stringify([{ key: 'photo', content: '/UgiftWeb/media/rajphoto000000000001.png' }]);
    expect(
      (await t.call('basket', 'giftcard_to_basket', { giftcard_id: 1, giftcard_edit_parameter: own }, { token: rajToken })).status,
    ).toBe(200);
    const theirs = JSON.stringify([{ key: 'photo', content: '/UgiftWeb/media/meiphoto000000000001.png' }]);
    const res = await t.call('basket', 'giftcard_to_basket', { giftcard_id: 1, giftcard_edit_parameter: theirs }, { token: rajToken });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not one of your uploads/);
  });

  it('answers 404 for an unknown design and needs a member', async () => {
    expect((await t.call('basket', 'giftcard_to_basket', { giftcard_id: 999 }, { token: rajToken })).status).toBe(404);
    expect((await t.call('basket', 'giftcard_to_basket', { giftcard_id: 1 }, { token: await t.guestToken() })).status).toBe(401);
    expect((await t.call('basket', 'giftcard_to_basket', { giftcard_id: 1, member_id: mei }, { token: rajToken })).status).toBe(403);
  });
});

describe('update_order_status', () => {
  it("sets 'gift', and 'Self-Use' also takes the gift card off", async () => {
    await t.call('basket', 'giftcard_to_basket', { giftcard_id: 4 }, { token: rajToken });
    const gift = await t.call('basket', 'update_order_status', { order_status: 'gift' }, { token: rajToken });
    expect(gift.status).toBe(200);
    expect(gift.body.table.order_status).toBe('gift');
    expect(gift.body.table.giftcard_id).toBe('4');
    const self = await t.call('basket', 'update_order_status', { order_status: 'Self-Use' }, { token: rajToken });
    const a = self.body;
    expect(a.table.order_status).toBe('Self-Use');
    expect(a.table.giftcard_id).toBe('0');
    expect(a.table.giftcard_edit_parameter).toEqual([]);
  });

  it("opens a basket in the payload's country for a member who has none", async () => {
    const chen = await t.memberIdByPhone('+8613812345678');
    const res = await t.call(
      'basket',
      'update_order_status',
      { order_status: 'gift', country_id: 3 },
      { token: await t.memberToken(chen) },
    );
    expect(res.status).toBe(200);
    expect(res.body.table.currency).toBe('JPY');
    expect(res.body.count).toBe(0);
  });

  it('refuses another status, an unknown country, a guest and another member', async () => {
    const bad = await t.call('basket', 'update_order_status', { order_status: 'Gifted' }, { token: rajToken });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('order_status');
    expect((await t.call('basket', 'update_order_status', { order_status: 'gift', country_id: 77 }, { token: rajToken })).body.field).toBe(
      'country_id',
    );
    expect((await t.call('basket', 'update_order_status', { order_status: 'gift' }, { token: await t.guestToken() })).status).toBe(401);
    expect((await t.call('basket', 'update_order_status', { order_status: 'gift', member_id: mei }, { token: rajToken })).status).toBe(403);
  });
});
