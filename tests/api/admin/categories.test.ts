import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

let t: TestApp;
let catalogue: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await (await aStaff(t, 'catalogue')).client();
});
afterAll(async () => t.close());

const taxon = (name: string, extra: Record<string, unknown> = {}) => ({
  i18n: { en: { name }, cn: { name: `${name} 中` }, jp: { name: '' } },
  image: '/UgiftWeb/demo/placeholder.svg',
  image_home: '/UgiftWeb/demo/placeholder.svg',
  colour_code: '#336699',
  sort: 50,
  ...extra,
});

describe('admin categories and brands', () => {
  for (const resource of ['categories', 'brands'] as const) {
    it(`catalogue creates ${resource} the shop lists in each language, and saves with the version`, async () => {
      const res = await catalogue.req('POST', `/${resource}`, taxon(`Console ${resource}`));
      expect(res.status).toBe(201);
      // the shop lists a category or brand once it has a product in the market
      const base = (await catalogue.req('GET', '/products?range=[0,0]')).body[0];
      const product = await catalogue.req('POST', '/products', {
        ...base,
        country_id: 2,
        [resource === 'categories' ? 'category_id' : 'brand_id']: res.body.id,
        i18n: { en: { name: `In ${resource}` } },
        price: 10,
      });
      expect(product.status).toBe(201);
      const option = resource === 'categories' ? 'list_category' : 'list_brand';
      const shop = await t.call('catalogue', option, { language: 'cn', filter_by_country_id: 2 }, { token: await t.guestToken() });
      expect(JSON.stringify(shop.body.table)).toContain(`Console ${resource} 中`);
      const saved = await catalogue.req('PUT', `/${resource}/${res.body.id}`, { ...res.body, colour_code: '#112233' });
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(2);
      expect((await catalogue.req('PUT', `/${resource}/${res.body.id}`, { ...res.body, colour_code: '#445566' })).status).toBe(409);
    });

    it(`${resource}: bad input names the field; marketing may read but not change them`, async () => {
      expect((await catalogue.req('POST', `/${resource}`, taxon('x', { colour_code: 'blue' }))).body.field).toBe('colour_code');
      expect((await catalogue.req('POST', `/${resource}`, taxon(''))).body.field).toBe('i18n.en.name');
      const marketing = await (await aStaff(t, 'marketing')).client();
      if (resource === 'brands') expect((await marketing.req('GET', `/${resource}`)).status).toBe(200);
      expect((await marketing.req('POST', `/${resource}`, taxon('Not mine'))).status).toBe(403);
      const support = await (await aStaff(t, 'support')).client();
      expect((await support.req('POST', `/${resource}`, taxon('Not mine'))).status).toBe(403);
    });
  }
});
