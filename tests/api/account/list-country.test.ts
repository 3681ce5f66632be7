import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('profile/list_country', () => {
  it('answers the countries with the calling code (leading +) and currency, sorted by name', async () => {
    const token = await t.guestToken();
    const asc = await t.call('profile', 'list_country', { order_by: 'ASC' }, { token });
    expect(asc.status).toBe(200);
    const table = asc.body.table;
    expect(table.map((c) => c.name)).toEqual(['China', 'Japan', 'Malaysia', 'Singapore']);
    expect(table.find((c) => c.name === 'Singapore')).toMatchObject({ id: 2, country_code: '+65', currency_code: 'SGD' });
    expect(Object.keys(table[0]).sort()).toEqual(['country_code', 'currency_code', 'id', 'image', 'name']);
    for (const c of table) expect(String(c.country_code)).toMatch(/^\+\d+$/);
    const desc = await t.call('profile', 'list_country', { order_by: 'DESC' }, { token });
    expect(desc.body.table.map((c) => c.name)).toEqual(['Singapore', 'Malaysia', 'Japan', 'China']);
  });

  it('refuses a bad order_by with 400', async () => {
    const res = await t.call('profile', 'list_country', { order_by: 'SIDEWAYS' }, { token: await t.guestToken() });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('order_by');
  });

  it('needs a valid api token (401), but no member', async () => {
    expect((await t.call('profile', 'list_country', {})).status).toBe(401);
    expect((await t.call('profile', 'list_country', {}, { token: 'unknown-token' })).status).toBe(401);
    expect((await t.call('profile', 'list_country', {}, { token: (await aMember(t)).token })).status).toBe(200);
  });
});
