import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STOCK_FRESH_MS } from '../../../src/server/catalogue/read-cache.ts';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aDiscountCampaign, aMember, aProduct } from '../../support/factories.ts';
import { campaigns, productImages, products } from '../../../src/server/db/schema/index.ts';

let t: TestApp;
let guest: string;

beforeAll(async () => {
  t = await createTestApp();
  guest = await t.guestToken();
});
afterAll(async () => t.close());

type Detail = Record<string, unknown> & {
  id: number;
  stock: number;
  original_price: number;
  discounted_price: number;
  basket_quantity: number;
  currency_code: string;
  multiple_languages: Record<string, { name: string; description: string; terms_and_conditions: string; redeem_howto: string }>;
  product_images: Array<{ image: string }>;
  applicable_outlets: Array<{ outlet_name: string; address: string; outlet_telno: string; email: string }>;
  campaign_info: null | { campaign_id: number; discounted_price: number; discount_message: string };
};

async function detail(id: number, token = guest): Promise<Detail> {
  const { status, body } = await t.call('catalogue', 'detail_product', { product_id: id }, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.table;
}

describe('detail_product', () => {
  it('answers the product with images, outlets, texts in every language and its running campaign', async () => {
    const campaignId = await aDiscountCampaign(t, { mode: 'percent', value: 10 });
    const [campaign] = await t.db.select({ i18n: campaigns.i18n }).from(campaigns).where(eq(campaigns.id, campaignId));
    await t.db
      .update(campaigns)
      .set({ i18n: { ...campaign.i18n, en: { ...campaign.i18n.en, discount_message: '10% OFF' } } })
      .where(eq(campaigns.id, campaignId));
    const seed = { id: await aProduct(t, { price: 1000, campaignId, cn: '豆在咖啡', jp: 'ビーンゼア' }), price: 1000 };
    await t.db.insert(productImages).values({ product_id: seed.id, image: '/UgiftWeb/demo/placeholder.svg' });
    const d = await detail(seed.id);
    expect(d.id).toBe(seed.id);
    expect(d.currency_code).toBe('SGD');
    expect(d.original_price).toBe(seed.price);
    expect(d.product_images.length).toBeGreaterThan(0);
    expect(d.applicable_outlets.length).toBeGreaterThan(0);
    expect(d.applicable_outlets[0]).toEqual(expect.objectContaining({ outlet_name: expect.any(String), address: expect.any(String) }));
    for (const l of ['en', 'cn', 'jp']) {
      expect(d.multiple_languages[l].name).toBeTruthy();
      expect(d.multiple_languages[l].terms_and_conditions).toBeTruthy();
    }
    // its campaign: 10% off
    expect(d.campaign_info).not.toBeNull();
    expect(d.discounted_price).toBe(seed.price - Math.round(seed.price * 0.1));
    expect(d.campaign_info!.discount_message).toBe('10% OFF');
    expect(d.basket_quantity).toBe(0);
  });

  it('an online product has no outlets; a product without a campaign sells at its price', async () => {
    const online = { id: await aProduct(t, { outlets: 0 }) };
    const d = await detail(online.id);
    expect(d.applicable_outlets).toEqual([]);
    expect(d.campaign_info).toBeNull();
    expect(d.discounted_price).toBe(d.original_price);
  });

  it('sanitises the HTML fields: no scripts, handlers or javascript: links', async () => {
    const id = await aProduct(t, {
      terms: '<p onclick="alert(1)">Terms</p><script>alert(1)</script>',
    });
    const [row] = await t.db.select({ i18n: products.i18n }).from(products).where(eq(products.id, id));
    const redeemHowto = '<p>Need help? <a href="javascript:alert(1)">Call us</a><img src=x onerror="alert(1)"></p>';
    await t.db
      .update(products)
      .set({ i18n: { ...row.i18n, en: { ...row.i18n.en, redeem_howto: redeemHowto } } })
      .where(eq(products.id, id));
    const d = await detail(id);
    const html = d.multiple_languages.en.terms_and_conditions + d.multiple_languages.en.redeem_howto;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(d.multiple_languages.en.redeem_howto).toMatch(/Need help\?/);
  });

  it('tells the member how many the basket already holds, a guest 0', async () => {
    const { token } = await aMember(t);
    const latte = { id: await aProduct(t) };
    const put = await t.call('basket', 'product_to_basket', { product_id: latte.id, quantity: 2 }, { token });
    expect(put.status).toBe(200);
    expect((await detail(latte.id, token)).basket_quantity).toBe(2);
    expect((await detail(latte.id)).basket_quantity).toBe(0);
    // another member never sees this member's basket
    const other = (await aMember(t)).token;
    expect((await detail(latte.id, other)).basket_quantity).toBe(0);
  });

  it('shows the stock as it is at most a second ago, without moving the catalogue version (decision 0225)', async () => {
    const p = { id: await aProduct(t, { stock: 20 }) };
    const version = async () =>
      rowsOf<{ version: string | number }>(await t.db.execute(sql`select version from catalogue_version where id = 1`))[0].version;
    const before = await detail(p.id);
    const versionBefore = await version();
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, p.id));
    // an order's stock change leaves the catalogue version (and every other cached answer) alone
    expect(await version()).toBe(versionBefore);
    t.clock.advance(STOCK_FRESH_MS);
    const after = await detail(p.id);
    expect(before.stock).toBeGreaterThan(1);
    expect(after.stock).toBe(1);
    // any other change of the product still moves it
    await t.db
      .update(products)
      .set({ original_price: after.original_price + 1 })
      .where(eq(products.id, p.id));
    expect(await version()).not.toBe(versionBefore);
    expect((await detail(p.id)).original_price).toBe(after.original_price + 1);
  });

  it('answers 404 for an unknown or withdrawn product and 400 for a bad id', async () => {
    expect((await t.call('catalogue', 'detail_product', { product_id: 99999 }, { token: guest })).status).toBe(404);
    const p = { id: await aProduct(t) };
    await t.db.update(products).set({ active: false }).where(eq(products.id, p.id));
    expect((await t.call('catalogue', 'detail_product', { product_id: p.id }, { token: guest })).status).toBe(404);
    const bad = await t.call('catalogue', 'detail_product', { product_id: 'abc' }, { token: guest });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('product_id');
    const missing = await t.call('catalogue', 'detail_product', {}, { token: guest });
    expect(missing.body.message).toBe('product_id: is required');
  });

  it("needs a token and refuses another member's member_id", async () => {
    const p = { id: await aProduct(t) };
    expect((await t.call('catalogue', 'detail_product', { product_id: p.id })).status).toBe(401);
    const { token } = await aMember(t);
    const other = (await aMember(t)).id;
    expect((await t.call('catalogue', 'detail_product', { product_id: p.id, member_id: other }, { token })).status).toBe(403);
  });
});

describe('list_interest and list_gift_intention', () => {
  it('answer the filter vocabularies with value, English label and every language', async () => {
    const interests = await t.call('catalogue', 'list_interest', {}, { token: guest });
    expect(interests.status).toBe(200);
    const table = interests.body.table;
    expect(table.map((r) => r.cf_content_value)).toContain('food');
    expect(table.find((r) => r.cf_content_value === 'food')!.cf_content_label).toBe('Food & Drinks');
    expect(table[0].multiple_languages.jp.name).toBeTruthy();
    const intentions = await t.call('catalogue', 'list_gift_intention', {}, { token: guest });
    expect(intentions.body.table.map((r) => r.cf_content_value)).toEqual([
      'birthday',
      'thank_you',
      'anniversary',
      'congratulations',
      'festive',
      'just_because',
    ]);
  });

  it('need a token and refuse a bad member_id', async () => {
    expect((await t.call('catalogue', 'list_interest', {})).status).toBe(401);
    const bad = await t.call('catalogue', 'list_gift_intention', { member_id: 'me' }, { token: guest });
    expect(bad.status).toBe(401);
    const member = (await aMember(t)).token;
    const other = await t.call('catalogue', 'list_gift_intention', { member_id: (await aMember(t)).id }, { token: member });
    expect(other.status).toBe(403);
  });
});
