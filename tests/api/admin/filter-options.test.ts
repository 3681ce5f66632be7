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

describe('admin interests and gift intentions', () => {
  it('catalogue adds an interest the shop offers as a filter, in each language, and saves with the version', async () => {
    const res = await catalogue.req('POST', '/filter-options', {
      kind: 'interest',
      value: 'board_games',
      i18n: { en: { name: 'Board games' }, jp: { name: 'ボードゲーム' } },
    });
    expect(res.status).toBe(201);
    const shop = await t.call('catalogue', 'list_interest', { lang: 'jp' }, { token: await t.guestToken() });
    expect(JSON.stringify(shop.body.table)).toContain('board_games');
    expect((await catalogue.req('PUT', `/filter-options/${res.body.id}`, { ...res.body, sort: 3 })).status).toBe(200);
    expect((await catalogue.req('PUT', `/filter-options/${res.body.id}`, { ...res.body, sort: 4 })).status).toBe(409);
    const list = await catalogue.req('GET', `/filter-options?filter=${encodeURIComponent('{"kind":"interest"}')}&range=[0,199]`);
    expect(list.body.every((o: { kind: string }) => o.kind === 'interest')).toBe(true);
  });

  it('refuses a taken tag, a bad tag or kind naming the field, and staff outside catalogue', async () => {
    await catalogue.req('POST', '/filter-options', {
      kind: 'gift_intention',
      value: 'house_warming',
      i18n: { en: { name: 'House warming' } },
    });
    const taken = await catalogue.req('POST', '/filter-options', {
      kind: 'gift_intention',
      value: 'house_warming',
      i18n: { en: { name: 'Again' } },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.field).toBe('value');
    expect(
      (await catalogue.req('POST', '/filter-options', { kind: 'interest', value: 'Bad Tag', i18n: { en: { name: 'x' } } })).body.field,
    ).toBe('value');
    expect((await catalogue.req('POST', '/filter-options', { kind: 'mood', value: 'calm', i18n: { en: { name: 'x' } } })).body.field).toBe(
      'kind',
    );
    const marketing = await (await aStaff(t, 'marketing')).client();
    expect((await marketing.req('GET', '/filter-options')).status).toBe(403);
  });
});
