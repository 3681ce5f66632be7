import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TypedResult } from '../../support/test-app.ts';
import { aMember, JAPAN } from '../../support/factories.ts';

let t: TestApp;
let guest: string;
const SG = 2;
const JP = 3;

beforeAll(async () => {
  t = await createTestApp();
  guest = await t.guestToken();
});
afterAll(async () => t.close());

/** list_category and list_brand answer the same rows. */
const rows = (body: TypedResult<'catalogue', 'list_category'>['body']) => body.table;

describe('list_category', () => {
  it('answers the home strip: 2 categories of the country in the shop order, with images, colour and names in every language', async () => {
    const { status, body } = await t.call('catalogue', 'list_category', { limit: 2, filter_by_country_id: SG }, { token: guest });
    expect(status).toBe(200);
    expect(rows(body)).toHaveLength(2);
    for (const r of rows(body)) {
      expect(r.image).toMatch(/^\/UgiftWeb\/demo\//);
      expect(r.image_home).toMatch(/^\/UgiftWeb\/demo\//);
      expect(r.colour_code).toMatch(/^#/);
      expect(r.multiple_languages.en.name).toBeTruthy();
      expect(r.multiple_languages.cn.name).toBeTruthy();
      expect(r.multiple_languages.jp.name).toBeTruthy();
    }
    expect(Number(body.total)).toBeGreaterThan(2);
  });

  it('orders A to Z and Z to A by the name in the chosen language', async () => {
    const asc = rows((await t.call('catalogue', 'list_category', { order_by: 'ASC', filter_by_country_id: SG }, { token: guest })).body);
    const desc = rows((await t.call('catalogue', 'list_category', { order_by: 'DESC', filter_by_country_id: SG }, { token: guest })).body);
    const names = asc.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(desc.map((r) => r.id)).toEqual([...asc.map((r) => r.id)].reverse());
    const jp = rows(
      (await t.call('catalogue', 'list_category', { order_by: 'ASC', language: 'jp', filter_by_country_id: SG }, { token: guest })).body,
    );
    expect(jp[0].name).toBe(jp[0].multiple_languages.jp.name);
  });

  it('only lists categories that have products of the brands named (cross filter) in the country', async () => {
    const brands = rows((await t.call('catalogue', 'list_brand', { filter_by_country_id: SG }, { token: guest })).body);
    const brand = brands[0];
    const products = (
      await t.call('catalogue', 'list_product', { filter_by_brands_id: [brand.id], filter_by_country_id: SG, limit: 100 }, { token: guest })
    ).body.table;
    const expected = [...new Set(products.map((p) => p.category_id))].sort();
    const cats = rows(
      (await t.call('catalogue', 'list_category', { filter_by_brands_id: [brand.id], filter_by_country_id: SG }, { token: guest })).body,
    );
    expect(cats.map((c) => c.id).sort()).toEqual(expected);
    const all = rows((await t.call('catalogue', 'list_category', { filter_by_country_id: SG }, { token: guest })).body);
    expect(cats.length).toBeLessThan(all.length);
  });

  it('refuses a bad order, limit or country with 400 naming the field', async () => {
    const bad = await t.call('catalogue', 'list_category', { order_by: 'SIDEWAYS' }, { token: guest });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('order_by');
    const limit = await t.call('catalogue', 'list_category', { limit: 0 }, { token: guest });
    expect(limit.body.field).toBe('limit');
    const country = await t.call('catalogue', 'list_category', { filter_by_country_id: 999 }, { token: guest });
    expect(country.status).toBe(400);
    expect(country.body.field).toBe('filter_by_country_id');
  });

  it('needs a bearer token', async () => {
    const { status } = await t.call('catalogue', 'list_category', {});
    expect(status).toBe(401);
  });
});

describe('list_brand', () => {
  it('lists the brands with products in the country and narrows by category', async () => {
    const sg = rows((await t.call('catalogue', 'list_brand', { order_by: 'ASC', filter_by_country_id: SG }, { token: guest })).body);
    expect(sg.length).toBeGreaterThan(3);
    const names = sg.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const cats = rows((await t.call('catalogue', 'list_category', { filter_by_country_id: SG }, { token: guest })).body);
    const narrowed = rows(
      (await t.call('catalogue', 'list_brand', { filter_by_categories_id: [cats[0].id], filter_by_country_id: SG }, { token: guest })).body,
    );
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(sg.length);
    const products = (
      await t.call(
        'catalogue',
        'list_product',
        { filter_by_categories_id: [cats[0].id], filter_by_country_id: SG, limit: 100 },
        { token: guest },
      )
    ).body.table;
    expect(narrowed.map((b) => b.id).sort()).toEqual([...new Set(products.map((p) => p.brand_id))].sort());
  });

  it("follows the member's country when none is named", async () => {
    const { token } = await aMember(t, { countryId: JAPAN });
    const mine = await t.call('catalogue', 'list_brand', {}, { token });
    expect(mine.body.country_id).toBe(JP);
  });

  it('refuses a bad category id with 400', async () => {
    const bad = await t.call('catalogue', 'list_brand', { filter_by_categories_id: ['abc'] }, { token: guest });
    expect(bad.status).toBe(400);
    expect(String(bad.body.field)).toMatch(/^filter_by_categories_id/);
  });
});
