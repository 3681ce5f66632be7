import type { Campaign, Giftcard, GiftcardGroup, Linkage, ProductDetail, ProductSummary, Taxon } from '../shared/api/catalogue-types.ts';

/**
 * The build-time snapshot of the default market's home, catalogue and gift card lists (decision 0223). The pages render it into
 * the HTML so the shell shows real content before the API answers; after hydration every list asks the API as before
 * and the live answer replaces the snapshot. It is shown only to a guest whose market is still the default one (no
 * country chosen, or the snapshot's own): a member, or anyone in another country, sees skeletons until their own
 * market answers, never the snapshot's prices.
 */

/** Spec constants: 5 gift cards, 2 categories and 5 popular products on the home page. */
export const HOME_GIFTCARDS = 5;
export const HOME_CATEGORIES = 2;
export const HOME_POPULAR = 5;

/** The language the snapshot is asked in (names of every language travel in multiple_languages anyway). */
export const SNAPSHOT_LANGUAGE = 'eng';

export interface HomeSnapshot {
  /** when it was built (ISO time) */
  builtAt: string;
  /** the market it shows: the server's default country when none is chosen */
  country_id: number;
  currency_code: string;
  banners: Linkage[];
  giftcards: Giftcard[];
  /** the home page's Discover tiles */
  categories: Taxon[];
  popular: ProductSummary[];
  /** /categories, first tab in A to Z order */
  allCategories: Taxon[];
  /** /gift-card: every design, grouped by category */
  giftcardGroups: GiftcardGroup[];
  /** /products?type=list_category&id=: the first rows of each category's list (decision 0226) */
  categoryProducts: CategoryProducts[];
  /** /product-details?id=: the products of those lists and of Popular, as detail_product answers them (decision 0226) */
  productDetails: ProductDetail[];
  /** /campaign?id=: the campaigns the banners and those products link to, as detail_campaign answers a guest */
  campaigns: Campaign[];
  /**
   * /product-search?q=: the market's whole catalogue in the search's order (A to Z), for the first-paint hints to
   * filter by the URL's words (decision 0228); null when the catalogue is larger than SNAPSHOT_SEARCH_ROWS, since
   * part of it would show wrong results
   */
  searchProducts: ProductSummary[] | null;
}

/** The top of one category's product list as /products first shows it (A to Z). */
export interface CategoryProducts {
  category_id: number;
  /** the list's total, for its count line */
  total: number;
  rows: ProductSummary[];
}

/** How many categories' lists, and how many rows of each, the snapshot keeps: what a phone shows before scrolling. */
export const SNAPSHOT_LIST_CATEGORIES = 12;
export const SNAPSHOT_LIST_ROWS = 6;
/** How many products' details the snapshot keeps (their first images and prices, for /product-details). */
export const SNAPSHOT_DETAILS = 40;
/** The largest catalogue the search snapshot holds whole. */
export const SNAPSHOT_SEARCH_ROWS = 60;
/** How many campaigns' pages the snapshot keeps. */
export const SNAPSHOT_CAMPAIGNS = 12;

/**
 * The campaigns a guest reaches from the snapshot's pages: banners that link to one, then the campaigns of the
 * products shown (their campaign row), each once, in that order.
 */
export function linkedCampaignIds(banners: Linkage[], products: Pick<ProductSummary, 'campaign_info'>[]): number[] {
  const ids = [
    ...banners.filter((b) => b.linkage_type === 'linkage_campaign').map((b) => Number(b.linkage_detail)),
    ...products.map((p) => Number(p.campaign_info?.campaign_id ?? 0)),
  ];
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].slice(0, SNAPSHOT_CAMPAIGNS);
}

/** The payload ProductListScreen sends for a category before a country is chosen (list-filters.ts, first page). */
export function categoryListCall(categoryId: number): Record<string, string | number | number[]> {
  return { order_by: 'ASC', language: SNAPSHOT_LANGUAGE, filter_by_categories_id: [categoryId], limit: SNAPSHOT_LIST_ROWS, offset: 0 };
}

/** One API call at build time: the answer's body (the caller checks success). */
export type SnapshotCall = (
  group: string,
  option: string,
  fields: Record<string, string | number | number[]>,
) => Promise<Record<string, unknown>>;

/** The calls the snapshot is made of: the same payloads HomeScreen and CategoriesScreen send before a country is chosen. */
export const SNAPSHOT_CALLS = {
  banners: ['frontend', 'list_banner', { order_by: 'ASC' }],
  giftcards: ['giftcard', 'list_giftcard', { limit: HOME_GIFTCARDS, language: SNAPSHOT_LANGUAGE }],
  categories: ['catalogue', 'list_category', { limit: HOME_CATEGORIES, language: SNAPSHOT_LANGUAGE }],
  popular: ['catalogue', 'list_product', { order_by: 'POPULAR', limit: HOME_POPULAR, language: SNAPSHOT_LANGUAGE }],
  allCategories: ['catalogue', 'list_category', { order_by: 'ASC', language: SNAPSHOT_LANGUAGE }],
  // the search page's order (list-filters.ts), the whole catalogue
  searchProducts: ['catalogue', 'list_product', { order_by: 'ASC', language: SNAPSHOT_LANGUAGE, limit: SNAPSHOT_SEARCH_ROWS, offset: 0 }],
  giftcardGroups: ['giftcard', 'list_giftcard', { language: SNAPSHOT_LANGUAGE, group_by_categories: 1 }],
} as const satisfies Record<string, readonly [string, string, Record<string, string | number>]>;

/** Whether an answer is a success with a table (a list, or an object when `single`). */
function succeeded(body: Record<string, unknown>, single: boolean): boolean {
  const table = body.table;
  const ok = single ? typeof table === 'object' && table !== null && !Array.isArray(table) : Array.isArray(table);
  return body.success === true && ok;
}

/** One call's answer, which must be a success with a table (a list, or an object when `single`). */
async function answer(
  call: SnapshotCall,
  [group, option, fields]: readonly [string, string, Record<string, string | number | number[]>],
  { single = false, what = '' } = {},
): Promise<Record<string, unknown>> {
  const body = await call(group, option, { ...fields });
  if (!succeeded(body, single)) throw new Error(`snapshot: ${group}/${option}${what} failed: ${String(body.message)}`);
  return body;
}

async function table<T>(call: SnapshotCall, key: keyof typeof SNAPSHOT_CALLS): Promise<{ body: Record<string, unknown>; rows: T[] }> {
  const body = await answer(call, SNAPSHOT_CALLS[key]);
  return { body, rows: body.table as T[] };
}

/** Asks the API for every list of the snapshot (at build time, against the seeded demo shop). */
export async function buildHomeSnapshot(call: SnapshotCall, now = new Date()): Promise<HomeSnapshot> {
  const banners = await table<Linkage>(call, 'banners');
  const giftcards = await table<Giftcard & { giftcards?: unknown }>(call, 'giftcards');
  const categories = await table<Taxon>(call, 'categories');
  const popular = await table<ProductSummary>(call, 'popular');
  const allCategories = await table<Taxon>(call, 'allCategories');
  const giftcardGroups = await table<GiftcardGroup>(call, 'giftcardGroups');
  const categoryProducts: CategoryProducts[] = [];
  for (const category of allCategories.rows.slice(0, SNAPSHOT_LIST_CATEGORIES)) {
    const id = Number(category.id);
    const body = await answer(call, ['catalogue', 'list_product', categoryListCall(id)], { what: ` of category ${id}` });
    categoryProducts.push({ category_id: id, total: Number(body.total ?? 0), rows: body.table as ProductSummary[] });
  }
  const productIds = [...new Set([...categoryProducts.flatMap((list) => list.rows), ...popular.rows].map((row) => Number(row.id)))];
  const productDetails: ProductDetail[] = [];
  for (const productId of productIds.slice(0, SNAPSHOT_DETAILS)) {
    // the payload /product-details sends (catalogue-api.ts detailProduct)
    const body = await answer(call, ['catalogue', 'detail_product', { product_id: productId }], {
      single: true,
      what: ` of product ${productId}`,
    });
    productDetails.push(body.table as ProductDetail);
  }
  const search = await table<ProductSummary>(call, 'searchProducts');
  const searchProducts = Number(search.body.total ?? Number.POSITIVE_INFINITY) <= SNAPSHOT_SEARCH_ROWS ? search.rows : null;
  const campaigns: Campaign[] = [];
  for (const campaignId of linkedCampaignIds(banners.rows, [...productDetails, ...popular.rows])) {
    // the payload /campaign sends (campaign-api.ts loadCampaign); a banner may outlive its campaign, so a refusal
    // leaves that one out instead of failing the build
    const body = await call('profile', 'detail_campaign', { campaign_id: campaignId });
    if (succeeded(body, true)) campaigns.push(body.table as Campaign);
  }
  return {
    builtAt: now.toISOString(),
    country_id: Number(popular.body.country_id),
    currency_code: String(popular.body.currency_code),
    banners: banners.rows,
    // list_giftcard without group_by_categories answers designs only; a group row would not be a design
    giftcards: giftcards.rows.filter((row) => !('giftcards' in row)),
    categories: categories.rows,
    popular: popular.rows,
    allCategories: allCategories.rows,
    giftcardGroups: giftcardGroups.rows.filter((row) => 'giftcards' in row),
    categoryProducts,
    productDetails,
    campaigns,
    searchProducts,
  };
}

/**
 * Whether the snapshot may stand in for the live answer. Until the island has hydrated it always does (the first
 * render must match the prerendered HTML); afterwards only for a guest in the snapshot's market.
 */
export function snapshotUsable(
  snapshot: Pick<HomeSnapshot, 'country_id'> | null | undefined,
  at: { hydrated: boolean; member: boolean; country: string },
): boolean {
  if (!snapshot) return false;
  if (!at.hydrated) return true;
  if (at.member) return false;
  return at.country === '' || at.country === '0' || at.country === String(snapshot.country_id);
}

/**
 * What a list shows: the live answer once there is one (revalidation), else the snapshot while the live call has not
 * failed, else nothing (the caller shows its skeleton while loading, its empty state after). Where the snapshot is not
 * usable (a member, another market) it is kept in the page but `stale`: the caller hides it (visibility, so its size
 * stays reserved and its elements are not replaced when the live answer brings the same rows), and its prices are
 * never seen.
 */
export function liveOrSnapshot<T>(
  state: { data: T | null; loading: boolean; failed: boolean },
  snapshot: T | null | undefined,
  usable: boolean,
): { data: T | null; loading: boolean; fromSnapshot: boolean; stale: boolean } {
  if (state.data !== null) return { data: state.data, loading: state.loading, fromSnapshot: false, stale: false };
  if (!state.failed && snapshot != null) return { data: snapshot, loading: state.loading, fromSnapshot: true, stale: !usable };
  return { data: null, loading: state.loading, fromSnapshot: false, stale: false };
}
