import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  bandToMinor,
  initialFilters,
  listPayload,
  resetFilters,
  SORTS,
} from '../../../src/features/catalogue/list-filters.ts';
import { linkTarget } from '../../../src/features/frontend/linkage.ts';

describe('product list filters', () => {
  it("offers the spec's six sorts and resets to A to Z with every filter cleared", () => {
    expect(SORTS.map((s) => s.value)).toEqual(['POPULAR', 'NEW', 'ASC', 'DESC', 'HIGH', 'LOW']);
    const busy = {
      ...initialFilters('HIGH'),
      price: 50,
      promo: true,
      recommended: true,
      gender: 'Male' as const,
      age: 30,
      interest: 'food',
      intention: 'birthday',
      taxa: [3],
    };
    expect(activeFilterCount(busy)).toBe(8);
    expect(resetFilters()).toEqual(initialFilters('ASC'));
    expect(activeFilterCount(resetFilters())).toBe(0);
  });

  it('sends age and price only when chosen, prices in minor units of the currency', () => {
    const source = { kind: 'list_category' as const, id: 4 };
    expect(listPayload(source, initialFilters(), 'SGD', 'eng')).toEqual({ order_by: 'ASC', language: 'eng', filter_by_categories_id: [4] });
    const p = listPayload(
      source,
      { ...initialFilters('LOW'), price: 20, age: 40, taxa: [7, 8], gender: 'Female', promo: true, interest: 'food' },
      'SGD',
      'cn',
    );
    expect(p).toMatchObject({
      order_by: 'LOW',
      filter_by_categories_id: [4],
      filter_by_brands_id: [7, 8],
      filter_by_price_start: 0,
      filter_by_price_end: 2000,
      filter_by_age: 40,
      filter_by_gender: 'Female',
      filter_by_promo: 1,
      filter_by_interest: 'food',
    });
    expect(bandToMinor(100, 'JPY')).toBe(10_000);
    const search = listPayload({ kind: 'search', q: 'coffee', popular: false }, { ...initialFilters(), taxa: [2] }, 'MYR', 'eng');
    expect(search).toMatchObject({ filter_by_keywords: 'coffee', filter_by_categories_id: [2] });
    expect(search).not.toHaveProperty('filter_by_brands_id');
  });
});

describe('banner and popup linkage', () => {
  it('opens a product, a campaign, an external site or a video, and nothing unsafe', () => {
    expect(linkTarget({ linkage_type: 'linkage_product', linkage_detail: '8' })).toEqual({
      kind: 'page',
      url: '/UgiftWeb/product-details?id=8',
    });
    expect(linkTarget({ linkage_type: 'linkage_campaign', linkage_detail: '25' })).toEqual({
      kind: 'page',
      url: '/UgiftWeb/campaign?id=25',
    });
    expect(linkTarget({ linkage_type: 'linkage_url', linkage_detail: 'https://example.com/a' })).toEqual({
      kind: 'external',
      url: 'https://example.com/a',
    });
    expect(linkTarget({ linkage_type: 'linkage_video', linkage_detail: 'https://example.com/v.mp4' }).kind).toBe('video');
    expect(linkTarget({ linkage_type: 'linkage_url', linkage_detail: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(linkTarget({ linkage_type: 'linkage_product', linkage_detail: '8 or 1=1' })).toEqual({ kind: 'none' });
  });
});
