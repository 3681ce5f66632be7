import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aProduct } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

let t: TestApp;
let catalogue: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await (await aStaff(t, 'catalogue')).client();
});
afterAll(async () => t.close());

const shopProduct = async (id: number) =>
  (await t.call('catalogue', 'detail_product', { product_id: id }, { token: await t.guestToken() })).body.table;

describe('admin products', () => {
  it('catalogue sets stock to 0: the shop shows the product out of stock at once, and the audit log has before and after', async () => {
    const id = await aProduct(t, { stock: 12 });
    expect((await shopProduct(id)).stock).toBe(12);
    const record = (await catalogue.req('GET', `/products/${id}`)).body;
    const res = await catalogue.req('PUT', `/products/${id}`, { ...record, stock: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ stock: 0, version: record.version + 1 });
    expect((await shopProduct(id)).stock).toBe(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'products'), eq(auditLog.object_id, String(id))));
    expect(entry).toMatchObject({ action: 'update', staff_email: catalogue.email });
    expect((entry.before as { stock: number }).stock).toBe(12);
    expect((entry.after as { stock: number }).stock).toBe(0);
  });

  it('takes the price in major units and stores minor units; HTML is sanitised on save', async () => {
    const id = await aProduct(t, { price: 1000 });
    const record = (await catalogue.req('GET', `/products/${id}`)).body;
    expect(record.price).toBe(10);
    const res = await catalogue.req('PUT', `/products/${id}`, {
      ...record,
      price: 12.5,
      i18n: { ...record.i18n, en: { ...record.i18n.en, description: '<p>Nice<img src=x onerror="steal()"><script>x()</script></p>' } },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row.original_price).toBe(1250);
    expect(row.i18n.en.description).not.toMatch(/onerror|script/);
    expect((await catalogue.req('PUT', `/products/${id}`, { ...res.body, price: 1.234 })).body.field).toBe('price');
  });

  it('creates a product in three languages that the shop lists', async () => {
    const base = (await catalogue.req('GET', `/products/${await aProduct(t)}`)).body;
    const res = await catalogue.req('POST', '/products', {
      ...base,
      id: undefined,
      version: undefined,
      i18n: {
        en: { name: 'Console Candle', description: '<p>Warm</p>', terms_and_conditions: '', redeem_howto: '' },
        cn: { name: '控制台蜡烛', description: '', terms_and_conditions: '', redeem_howto: '' },
        jp: { name: 'コンソールキャンドル', description: '', terms_and_conditions: '', redeem_howto: '' },
      },
      price: 18,
      stock: 5,
    });
    expect(res.status).toBe(201);
    const shown = await t.call('catalogue', 'detail_product', { product_id: res.body.id, language: 'jp' }, { token: await t.guestToken() });
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body.table)).toContain('コンソールキャンドル');
  });

  it('refuses bad input naming the field, a stale version with 409, and unknown ids with 404', async () => {
    const id = await aProduct(t);
    const record = (await catalogue.req('GET', `/products/${id}`)).body;
    for (const [patch, field] of [
      [{ stock: -1 }, 'stock'],
      [{ brand_id: 999999 }, 'brand_id'],
      [{ country_id: 999 }, 'country_id'],
      [{ evoucher_code_type: 'hologram' }, 'evoucher_code_type'],
      [{ age_min: 30, age_max: 20 }, 'age_max'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ gallery: [{ image: 'https://evil.example/x.png' }] }, 'gallery.0.image'],
      [{ gallery: Array.from({ length: 11 }, () => ({ image: '/UgiftWeb/demo/placeholder.svg' })) }, 'gallery'],
    ] as const) {
      const res = await catalogue.req('PUT', `/products/${id}`, { ...record, ...patch });
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await catalogue.req('PUT', `/products/${id}`, { ...record, stock: 3 })).status).toBe(200);
    expect((await catalogue.req('PUT', `/products/${id}`, { ...record, stock: 4 })).status).toBe(409);
    expect((await catalogue.req('GET', '/products/999999')).status).toBe(404);
  });

  it('keeps a gallery in order that the product page shows as its carousel, and an empty gallery falls back to the main image', async () => {
    const id = await aProduct(t);
    const record = (await catalogue.req('GET', `/products/${id}`)).body;
    const gallery = [{ image: '/UgiftWeb/media/second.png' }, { image: '/UgiftWeb/media/first.png' }];
    const res = await catalogue.req('PUT', `/products/${id}`, { ...record, gallery });
    expect(res.status).toBe(200);
    expect(res.body.gallery).toEqual(gallery);
    expect((await shopProduct(id)).product_images).toEqual(gallery);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'products'), eq(auditLog.object_id, String(id))));
    expect((entry.after as { gallery: unknown }).gallery).toEqual(gallery);

    const cleared = await catalogue.req('PUT', `/products/${id}`, { ...res.body, gallery: [] });
    expect(cleared.status).toBe(200);
    expect((await shopProduct(id)).product_images).toEqual([{ image: record.image }]);
  });

  it('refuses marketing, support and merchant staff', async () => {
    const id = await aProduct(t);
    for (const role of ['marketing', 'support', 'merchant'] as const) {
      const other = await (await aStaff(t, role)).client();
      expect((await other.req('GET', '/products')).status, role).toBe(403);
      expect((await other.req('PUT', `/products/${id}`, { stock: 0, version: 1 })).status, role).toBe(403);
    }
    expect((await catalogue.req('GET', `/products?filter=${encodeURIComponent(JSON.stringify({ q: String(id) }))}`)).body[0].id).toBe(id);
  });
});
