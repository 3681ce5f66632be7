import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES } from '../../../src/server/admin/mount-admin.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

/**
 * No admin input gives a 5xx (decision 0237): the fourteen kinds of bad input found by hand, then generated queries
 * and bodies for every resource, as an admin (who may use them all). Every answer must be below 500.
 */
let t: TestApp;
let admin: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await (await aStaff(t, 'admin')).client();
});
afterAll(async () => t.close());

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('bad admin input is a 400 naming the field, never a 500', () => {
  it('the cases found by hand', async () => {
    const cases: Array<[string, string, unknown, string]> = [
      ['GET', `/redemptions?filter=${q({ from: '2026-13-45' })}`, undefined, 'filter.from'],
      ['GET', `/redemption-days?filter=${q({ to: '9999-99-99' })}`, undefined, 'filter.to'],
      ['GET', `/audit-log?filter=${q({ from: '-200000-01-01' })}`, undefined, 'filter.from'],
      ['GET', `/audit-log?filter=${q({ to: '+275760-09-13' })}`, undefined, 'filter.to'],
      ['GET', `/orders?range=${q([1e20, 1e20])}`, undefined, 'range'],
      ['GET', `/products?range=${q([3_000_000_000, 3_000_000_001])}`, undefined, 'range'],
      ['GET', `/brands?filter=${q({ id: [99_999_999_999] })}`, undefined, 'filter.id.0'],
      ['GET', `/members?filter=${q({ q: 'a\u0000b' })}`, undefined, 'filter.q'],
      ['GET', `/audit-log?filter=${q({ action: '\u0000' })}`, undefined, 'filter.action'],
      [
        'PUT',
        '/brands/1',
        { i18n: { en: { name: 'x' } }, image: '', image_home: '', colour_code: '#000000', version: 99_999_999_999 },
        'version',
      ],
      ['PUT', '/brand-commissions/1', { commission_bp: 100, version: 99_999_999_999 }, 'version'],
      ['POST', '/banners', { image: '/a.png', linkage_type: 'linkage_none', i18n: { en: { name: 'n\u0000ul' } } }, 'i18n.en.name'],
      ['POST', '/orders/1/refund', { method: 'payment', evoucher_ids: [99_999_999_999] }, 'evoucher_ids.0'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await admin.req(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.field, `${method} ${path}`).toBe(field);
    }
    const counter = await (await aStaff(t, 'merchant', { brandId: 1 })).client();
    const lookup = await counter.req('POST', '/redemptions/lookup', { code: 'AB\u0000CD' }, { 'x-forwarded-for': '10.88.0.1' });
    expect(lookup.status).toBe(400);
    expect(lookup.body.field).toBe('code');
  });

  it('generated queries and bodies for every resource', { timeout: 120_000 }, async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('\u0000', '2026-13-45', '-200000-01-01', '9999-99-99', "'; drop table staff; --", '=HYPERLINK("x")', '1e20'),
    );
    const num = fc.oneof(fc.integer(), fc.constantFrom(1e20, -1, 99_999_999_999, 2_147_483_648, 0.5, Number.MAX_SAFE_INTEGER));
    const value = fc.oneof(text, num, fc.boolean(), fc.constant(null), fc.array(num, { maxLength: 3 }), fc.array(text, { maxLength: 2 }));
    const keys = fc.constantFrom(
      'id',
      'q',
      'from',
      'to',
      'brand_id',
      'outlet_id',
      'status',
      'by',
      'kind',
      'action',
      'version',
      'name',
      'i18n',
      'price',
    );
    const record = fc.dictionary(keys, value, { maxKeys: 4 });
    const range = fc.oneof(fc.tuple(fc.nat(), fc.nat()), fc.tuple(num, num));
    const names = ADMIN_RESOURCES.map((r) => r.name);
    const fivexx: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        record,
        range,
        record,
        fc.constantFrom('1', '999999999999', 'x\u0000', '-1'),
        async (name, filter, r, body, id) => {
          const list = await admin.req('GET', `/${name}?filter=${q(filter)}&range=${q(r)}`);
          const one = await admin.req('GET', `/${name}/${encodeURIComponent(id)}`);
          const created = await admin.req('POST', `/${name}`, body);
          const saved = await admin.req('PUT', `/${name}/${encodeURIComponent(id)}`, body);
          for (const [what, res] of [
            ['list', list],
            ['get', one],
            ['create', created],
            ['update', saved],
          ] as const)
            if (res.status >= 500) fivexx.push(`${what} ${name} ${JSON.stringify({ filter, r, body, id })} -> ${res.status}`);
          return true;
        },
      ),
      { numRuns: 150 },
    );
    expect(fivexx).toEqual([]);
  });
});
