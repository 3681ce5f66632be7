import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { orders, uploads } from '../../../src/server/db/schema/index.ts';
import { hexEncodeUtf8 } from '../../../src/shared/card-elements.ts';
import { aCardDesign, aMember, aProduct, CHINA, MALAYSIA } from '../../support/factories.ts';

let t: TestApp;
let mei: number;
let meiToken: string;
let raj: number;
let rajToken: string;
/** the test's own products: a latte and a cake (3 left) in Singapore, one sold out, and five in Malaysia */
let latte: { id: number };
let cake: { id: number };
let sold: { id: number };
let myOffers: Array<{ id: number }>;
/** an editable design (photo, to, message, music) and a fixed one (a caption and a heart sticker) */
let design: number;
let fixedDesign: number;

const ref = (id: number) => ({ id });

beforeAll(async () => {
  t = await createTestApp();
  const m = await aMember(t);
  mei = m.id;
  meiToken = m.token;
  const r = await aMember(t, { countryId: MALAYSIA });
  raj = r.id;
  rajToken = r.token;
  latte = ref(await aProduct(t, { name: 'Latte for two', price: 1300, stock: 100 }));
  cake = ref(await aProduct(t, { name: 'Sakura cake', price: 4500, stock: 3 }));
  sold = ref(await aProduct(t, { name: 'Lotus massage', price: 8000, stock: 0 }));
  myOffers = [];
  for (const name of ['Bean value', 'Bean pack', 'Grill value', 'Star 2 tickets', 'Pixel 50'])
    myOffers.push(ref(await aProduct(t, { name, countryId: MALAYSIA, currency: 'MYR', price: 3000, stock: 100 })));
  design = await aCardDesign(t);
  fixedDesign = await aCardDesign(t, {
    editable: false,
    elements: [
      {
        key: 'caption',
        type: 'custom_text',
        placeholder: '',
        content: hexEncodeUtf8('You are the best'),
        xpos: 60,
        ypos: 300,
        width: 480,
        height: 64,
      },
      {
        key: 'heart',
        type: 'sticker',
        placeholder: '',
        content: '/UgiftWeb/demo/stickers/heart.svg',
        xpos: 500,
        ypos: 40,
        width: 64,
        height: 64,
        size: 's',
      },
    ],
  });
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
    const over = await t.call('basket', 'product_to_basket', { product_id: cake.id, quantity: 4 }, { token: meiToken });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/Only 3 left in stock/);
    expect(over.body.stock).toBe(3);
    const none = await t.call('basket', 'product_to_basket', { product_id: sold.id, quantity: 1 }, { token: meiToken });
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/out of stock/);
  });

  it('refuses a quantity below 1, a bad or unknown product', async () => {
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
    const { id: nurul, token } = await aMember(t, { countryId: MALAYSIA });
    const offers = myOffers;
    const results = await Promise.all(
      offers.map((p) => t.call('basket', 'product_to_basket', { product_id: p.id, quantity: 1 }, { token })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await baskets(nurul)).toHaveLength(1);
    const last = await t.call('basket', 'product_to_basket', { product_id: offers[0].id, quantity: 2 }, { token });
    expect(last.body.count).toBe(6);
  });

  it('keeps one currency per basket', async () => {
    const res = await t.call('basket', 'product_to_basket', { product_id: myOffers[0].id, quantity: 1 }, { token: meiToken });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/SGD/);
  });

  it("needs a member, and never touches another member's basket", async () => {
    const guest = await t.guestToken();
    expect((await t.call('basket', 'product_to_basket', { product_id: latte.id, quantity: 1 }, { token: guest })).status).toBe(401);
    expect(
      (await t.call('basket', 'product_to_basket', { product_id: latte.id, quantity: 1, member_id: raj }, { token: meiToken })).status,
    ).toBe(403);
    const demo = (await aMember(t)).id;
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
      { giftcard_id: design, giftcard_edit_parameter: elements, country_id: 1 },
      { token: rajToken },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body;
    expect(a.table.giftcard_id).toBe(String(design));
    const byKey = Object.fromEntries(a.table.giftcard_edit_parameter.map((e) => [e.key, e]));
    expect(byKey.to.content).toBe(to);
    expect(byKey.to.xpos).toBe(300);
    expect(byKey.message.content).toBe(msg);
    expect(byKey.music.content).toBe('4');
    expect(byKey.photo.content).toBe('');
    expect(a.count).toBe(0);
    const [row] = await baskets(raj);
    expect(row.currency_code).toBe('MYR');
    expect(row.giftcard_id).toBe(design);
  });

  it('keeps the design as it is when no content is sent', async () => {
    const res = await t.call('basket', 'giftcard_to_basket', { giftcard_id: fixedDesign }, { token: rajToken });
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
    const res = await t.call('basket', 'giftcard_to_basket', { giftcard_id: design, giftcard_edit_parameter: param }, { token: rajToken });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('giftcard_edit_parameter');
    expect(res.body.message).toMatch(message);
  });

  it("refuses changes to the design's own stickers and text", async () => {
    const res = await t.call(
      'basket',
      'giftcard_to_basket',
      { giftcard_id: fixedDesign, giftcard_edit_parameter: JSON.stringify([{ key: 'heart', content: '/UgiftWeb/demo/x.svg' }]) },
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
      (await t.call('basket', 'giftcard_to_basket', { giftcard_id: design, giftcard_edit_parameter: own }, { token: rajToken })).status,
    ).toBe(200);
    const theirs = JSON.stringify([{ key: 'photo', content: '/UgiftWeb/media/meiphoto000000000001.png' }]);
    const res = await t.call('basket', 'giftcard_to_basket', { giftcard_id: design, giftcard_edit_parameter: theirs }, { token: rajToken });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not one of your uploads/);
  });

  it('answers 404 for an unknown design and needs a member', async () => {
    expect((await t.call('basket', 'giftcard_to_basket', { giftcard_id: design + 999 }, { token: rajToken })).status).toBe(404);
    expect((await t.call('basket', 'giftcard_to_basket', { giftcard_id: design }, { token: await t.guestToken() })).status).toBe(401);
    expect((await t.call('basket', 'giftcard_to_basket', { giftcard_id: design, member_id: mei }, { token: rajToken })).status).toBe(403);
  });
});

describe('update_order_status', () => {
  it("sets 'gift', and 'Self-Use' also takes the gift card off", async () => {
    const other = await aCardDesign(t);
    await t.call('basket', 'giftcard_to_basket', { giftcard_id: other }, { token: rajToken });
    const gift = await t.call('basket', 'update_order_status', { order_status: 'gift' }, { token: rajToken });
    expect(gift.status).toBe(200);
    expect(gift.body.table.order_status).toBe('gift');
    expect(gift.body.table.giftcard_id).toBe(String(other));
    const self = await t.call('basket', 'update_order_status', { order_status: 'Self-Use' }, { token: rajToken });
    const a = self.body;
    expect(a.table.order_status).toBe('Self-Use');
    expect(a.table.giftcard_id).toBe('0');
    expect(a.table.giftcard_edit_parameter).toEqual([]);
  });

  it("opens a basket in the payload's country for a member who has none", async () => {
    const chen = await aMember(t, { countryId: CHINA });
    const res = await t.call('basket', 'update_order_status', { order_status: 'gift', country_id: 3 }, { token: chen.token });
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
