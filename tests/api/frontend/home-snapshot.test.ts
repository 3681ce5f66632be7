import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHomeSnapshot, HOME_POPULAR } from '../../../src/snapshot/home-snapshot.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** The build-time snapshot made from the seeded demo shop through the real API, as scripts/build-snapshot.ts does. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('buildHomeSnapshot against the seeded shop', () => {
  it("holds the default market's lists, the same rows a guest's first visit is answered with", async () => {
    const token = await t.guestToken();
    const snap = await buildHomeSnapshot(async (group, option, fields) => (await t.call(group, option, fields, { token })).body);
    const live = (await t.call('catalogue', 'list_product', { order_by: 'POPULAR', limit: HOME_POPULAR, language: 'eng' }, { token })).body;
    expect(snap.country_id).toBe(live.country_id);
    expect(snap.currency_code).toBe(live.currency_code);
    expect(snap.popular.map((p) => [p.id, p.original_price, p.discounted_price])).toEqual(
      live.table.map((p) => [p.id, p.original_price, p.discounted_price]),
    );
    expect(snap.popular.length).toBeGreaterThan(0);
    expect(snap.banners.length).toBeGreaterThan(0);
    expect(snap.giftcards.length).toBeGreaterThan(0);
    expect(snap.categories.length).toBeGreaterThan(0);
    expect(snap.allCategories.length).toBeGreaterThanOrEqual(snap.categories.length);
    expect(snap.giftcardGroups.length).toBeGreaterThan(0);
    expect(snap.giftcardGroups.flatMap((g) => g.giftcards).length).toBeGreaterThanOrEqual(snap.giftcards.length);
  });
});
