import { describe, expect, it } from 'vitest';
import { initialFilters, listPayload } from '../../../src/features/catalogue/list-filters.ts';
import {
  buildHomeSnapshot,
  categoryListCall,
  HOME_CATEGORIES,
  HOME_GIFTCARDS,
  HOME_POPULAR,
  SNAPSHOT_LIST_ROWS,
  liveOrSnapshot,
  linkedCampaignIds,
  SNAPSHOT_CAMPAIGNS,
  SNAPSHOT_SEARCH_ROWS,
  type SnapshotCall,
  snapshotUsable,
} from '../../../src/snapshot/home-snapshot.ts';

/** The build-time home snapshot (decision 0223): what it asks for, and when the pages may show it. */

const SNAP = { country_id: 2 };

describe('snapshotUsable', () => {
  it('always stands in before hydration: the first render must match the prerendered HTML', () => {
    expect(snapshotUsable(SNAP, { hydrated: false, member: true, country: '1' })).toBe(true);
  });

  it('after hydration only for a guest in the default market (none chosen, or the snapshot country)', () => {
    expect(snapshotUsable(SNAP, { hydrated: true, member: false, country: '' })).toBe(true);
    expect(snapshotUsable(SNAP, { hydrated: true, member: false, country: '2' })).toBe(true);
    expect(snapshotUsable(SNAP, { hydrated: true, member: false, country: '1' })).toBe(false);
    expect(snapshotUsable(SNAP, { hydrated: true, member: true, country: '' })).toBe(false);
    expect(snapshotUsable(SNAP, { hydrated: true, member: true, country: '2' })).toBe(false);
  });

  it('never without a snapshot (the build could not make one)', () => {
    expect(snapshotUsable(null, { hydrated: false, member: false, country: '' })).toBe(false);
  });
});

describe('liveOrSnapshot (revalidation)', () => {
  const snapshot = ['snapshot row'];

  it('shows the snapshot while the live call is under way', () => {
    expect(liveOrSnapshot({ data: null, loading: true, failed: false }, snapshot, true)).toEqual({
      data: snapshot,
      loading: true,
      fromSnapshot: true,
      stale: false,
    });
  });

  it('replaces it with the live answer as soon as there is one', () => {
    const live = ['live row'];
    expect(liveOrSnapshot({ data: live, loading: false, failed: false }, snapshot, true)).toEqual({
      data: live,
      loading: false,
      fromSnapshot: false,
      stale: false,
    });
    // an empty live answer is the truth too
    expect(liveOrSnapshot({ data: [], loading: false, failed: false }, snapshot, true).data).toEqual([]);
  });

  it('drops it when the live call failed: old prices are never kept as the truth', () => {
    expect(liveOrSnapshot({ data: null, loading: false, failed: true }, snapshot, true)).toEqual({
      data: null,
      loading: false,
      fromSnapshot: false,
      stale: false,
    });
  });

  it('keeps it hidden where it is not usable (a member, another market) until the live answer replaces it', () => {
    expect(liveOrSnapshot({ data: null, loading: true, failed: false }, snapshot, false)).toEqual({
      data: snapshot,
      loading: true,
      fromSnapshot: true,
      stale: true,
    });
    expect(liveOrSnapshot({ data: ['live'], loading: false, failed: false }, snapshot, false).stale).toBe(false);
    expect(liveOrSnapshot({ data: null, loading: false, failed: true }, snapshot, false).data).toBeNull();
  });
});

describe('linkedCampaignIds', () => {
  const banner = (linkage_type: string, linkage_detail: string) => ({ id: 1, image: '', linkage_type, linkage_detail }) as never;

  it("takes the banners' campaigns, then the products' campaigns, each once and only real ids", () => {
    const banners = [
      banner('linkage_campaign', '25'),
      banner('linkage_product', '8'),
      banner('linkage_campaign', 'x'),
      banner('linkage_campaign', '1'),
    ];
    const products = [{ campaign_info: { campaign_id: 1 } }, { campaign_info: null }, { campaign_info: { campaign_id: 2 } }] as never[];
    expect(linkedCampaignIds(banners, products)).toEqual([25, 1, 2]);
  });

  it('keeps at most SNAPSHOT_CAMPAIGNS', () => {
    const products = Array.from({ length: SNAPSHOT_CAMPAIGNS + 5 }, (_, i) => ({ campaign_info: { campaign_id: i + 1 } })) as never[];
    expect(linkedCampaignIds([], products)).toHaveLength(SNAPSHOT_CAMPAIGNS);
  });
});

describe('buildHomeSnapshot', () => {
  const answers: Record<string, Record<string, unknown>> = {
    'frontend/list_banner': {
      success: true,
      table: [
        { id: 1, linkage_type: 'linkage_campaign', linkage_detail: '4' },
        { id: 2, linkage_type: 'linkage_product', linkage_detail: '7' },
      ],
    },
    'giftcard/list_giftcard': {
      success: true,
      table: [
        { id: 3, is_editable: '1' },
        { category_id: 9, giftcards: [] },
      ],
    },
    'catalogue/list_category': { success: true, table: [{ id: 5 }] },
    'catalogue/list_product': { success: true, table: [{ id: 7 }], total: 1, country_id: 2, currency_code: 'SGD' },
    'catalogue/detail_product': { success: true, table: { id: 7, product_images: [], campaign_info: { campaign_id: 6 } } },
  };
  // campaign 4 (a banner's) answers; campaign 6 (product 7's) has ended since
  const campaignAnswer = (fields: Record<string, unknown>) =>
    fields.campaign_id === 4 ? { success: true, table: { id: 4, name: 'Coffee week' } } : { success: false, message: 'not found' };

  it("asks for the home page's lists, /categories' first tab and /gift-card's groups as a guest before a country is chosen", async () => {
    const calls: Array<[string, string, Record<string, string | number | number[]>]> = [];
    const call: SnapshotCall = async (group, option, fields) => {
      calls.push([group, option, fields]);
      return option === 'detail_campaign' ? campaignAnswer(fields) : answers[`${group}/${option}`];
    };
    const snap = await buildHomeSnapshot(call, new Date('2026-11-26T00:00:00Z'));
    expect(calls).toEqual([
      ['frontend', 'list_banner', { order_by: 'ASC' }],
      ['giftcard', 'list_giftcard', { limit: HOME_GIFTCARDS, language: 'eng' }],
      ['catalogue', 'list_category', { limit: HOME_CATEGORIES, language: 'eng' }],
      ['catalogue', 'list_product', { order_by: 'POPULAR', limit: HOME_POPULAR, language: 'eng' }],
      ['catalogue', 'list_category', { order_by: 'ASC', language: 'eng' }],
      ['giftcard', 'list_giftcard', { language: 'eng', group_by_categories: 1 }],
      // each category's first rows, as /products asks for them (decision 0226)
      [
        'catalogue',
        'list_product',
        { order_by: 'ASC', language: 'eng', filter_by_categories_id: [5], limit: SNAPSHOT_LIST_ROWS, offset: 0 },
      ],
      // and the details of the products in those lists and in Popular, once each
      ['catalogue', 'detail_product', { product_id: 7 }],
      // the whole catalogue in the search page's order (decision 0228)
      ['catalogue', 'list_product', { order_by: 'ASC', language: 'eng', limit: SNAPSHOT_SEARCH_ROWS, offset: 0 }],
      // the campaigns the banners and those products link to, as /campaign asks for them (decision 0227)
      ['profile', 'detail_campaign', { campaign_id: 4 }],
      ['profile', 'detail_campaign', { campaign_id: 6 }],
    ]);
    // no country in any payload: the snapshot is the default market's
    expect(calls.some(([, , f]) => 'filter_by_country_id' in f)).toBe(false);
    expect(snap).toMatchObject({
      builtAt: '2026-11-26T00:00:00.000Z',
      country_id: 2,
      currency_code: 'SGD',
      banners: [{ id: 1 }, { id: 2 }],
      giftcards: [{ id: 3, is_editable: '1' }],
      categories: [{ id: 5 }],
      popular: [{ id: 7 }],
      allCategories: [{ id: 5 }],
      giftcardGroups: [{ category_id: 9, giftcards: [] }],
      categoryProducts: [{ category_id: 5, total: 1, rows: [{ id: 7 }] }],
      productDetails: [{ id: 7, product_images: [] }],
      // a campaign that no longer answers is left out, not a failed build
      campaigns: [{ id: 4, name: 'Coffee week' }],
      searchProducts: [{ id: 7 }],
    });
  });

  it('keeps no search snapshot of a catalogue larger than it holds: part of it would show wrong results', async () => {
    const call: SnapshotCall = async (group, option, fields) => {
      if (option === 'detail_campaign') return { success: false };
      const body = answers[`${group}/${option}`];
      return option === 'list_product' && fields.limit === SNAPSHOT_SEARCH_ROWS ? { ...body, total: SNAPSHOT_SEARCH_ROWS + 1 } : body;
    };
    const snap = await buildHomeSnapshot(call);
    expect(snap.searchProducts).toBeNull();
    expect(snap.popular).toEqual([{ id: 7 }]);
  });

  it('fails the snapshot when a list call fails (the build then warns and the pages show skeletons)', async () => {
    const call: SnapshotCall = async (group, option) =>
      option === 'list_product' ? { success: false, message: 'busy' } : answers[`${group}/${option}`];
    await expect(buildHomeSnapshot(call)).rejects.toThrow(/list_product failed: busy/);
  });

  it("asks for a category's rows with the payload ProductListScreen sends for it before a country is chosen", () => {
    const screen = listPayload({ kind: 'list_category', id: 5 }, initialFilters(), '', 'eng');
    expect(categoryListCall(5)).toEqual({ ...screen, limit: SNAPSHOT_LIST_ROWS, offset: 0 });
  });
});
