import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aProduct } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

let t: TestApp;
let marketing: StaffClient;
let catalogue: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  marketing = await (await aStaff(t, 'marketing')).client();
  catalogue = await (await aStaff(t, 'catalogue')).client();
});
afterAll(async () => t.close());

describe('admin outlets', () => {
  it("catalogue adds, edits and removes a product's outlets; bad input names the field; other roles are refused", async () => {
    const productId = await aProduct(t, { outlets: 0 });
    const res = await catalogue.req('POST', '/outlets', {
      product_id: productId,
      outlet_name: 'Counter One',
      address: '1 Console Road',
      outlet_telno: '+65 6123 4567',
    });
    expect(res.status).toBe(201);
    const list = await catalogue.req('GET', `/outlets?filter=${encodeURIComponent(JSON.stringify({ product_id: productId }))}`);
    expect(list.body.map((o: { outlet_name: string }) => o.outlet_name)).toEqual(['Counter One']);
    expect((await catalogue.req('PUT', `/outlets/${res.body.id}`, { ...res.body, address: '2 Console Road' })).status).toBe(200);
    expect((await catalogue.req('PUT', `/outlets/${res.body.id}`, { ...res.body, address: '3 Console Road' })).status).toBe(409);
    expect((await catalogue.req('POST', '/outlets', { product_id: 999999, outlet_name: 'x', address: 'y' })).body.field).toBe('product_id');
    expect(
      (await catalogue.req('POST', '/outlets', { product_id: productId, outlet_name: 'x', address: 'y', email: 'nope' })).body.field,
    ).toBe('email');
    expect((await marketing.req('GET', '/outlets')).status).toBe(403);
    expect((await catalogue.req('DELETE', `/outlets/${res.body.id}`)).status).toBe(200);
    expect((await catalogue.req('GET', `/outlets/${res.body.id}`)).status).toBe(404);
  });
});
