import { type APIRequestContext, expect } from '@playwright/test';
import { ok } from './purchase.ts';
import type { Session } from './session.ts';
import { aStaff, staffApi } from './staff.ts';

const BASE = '/UgiftWeb';

export const SINGAPORE = 2;
export const MALAYSIA = 1;

export interface ProductOptions {
  /** the English name; a unique one unless told */
  name?: string;
  countryId?: number;
  /** major units (12.50), as staff type it */
  price?: number;
  codeType?: 'qrcode' | 'barcode' | 'alphanumeric' | 'url';
  storedValue?: boolean;
  /** the brand whose product it is (a brand of the test's own, e.g. a counter's); a new brand of its own unless told */
  brandId?: number;
  stock?: number;
}

export interface TestProduct {
  id: number;
  name: string;
}

let serial = 0;

/** Creates a back-office record; answers it (with its id). */
export async function created(api: APIRequestContext, resource: string, data: Record<string, unknown>): Promise<{ id: number }> {
  const res = await api.post(`${BASE}/admin/api/${resource}`, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

/** A back-office request context of a catalogue staff member of the test's own (decision 0252). */
export async function catalogueApi(baseURL: string): Promise<APIRequestContext> {
  return staffApi(baseURL, await aStaff(baseURL, 'catalogue'));
}

/** A brand of the test's own, made by the catalogue role. */
export async function aBrand(api: APIRequestContext, name: string): Promise<{ id: number }> {
  return created(api, 'brands', {
    i18n: { en: { name } },
    image: `${BASE}/demo/placeholder.svg`,
    image_home: `${BASE}/demo/placeholder.svg`,
    colour_code: '#336699',
  });
}

/**
 * The test's own product, made through the back office by the catalogue role (as staff would), so an e2e test never
 * depends on the demo seed's catalogue.
 */
export async function aProduct(baseURL: string, options: ProductOptions = {}): Promise<TestProduct> {
  const api = await catalogueApi(baseURL);
  try {
    const list = async (resource: string) => {
      const res = await api.get(`${BASE}/admin/api/${resource}?range=[0,99]`);
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as Array<{ id: number; name?: string; i18n?: { en?: { name?: string } } }>;
    };
    const name = options.name ?? `Test product ${Date.now().toString(36)}${++serial}`;
    // a brand of its own unless told: a brand with merchants redeems at their counters only, a test's brand has none
    const brand = options.brandId ? { id: options.brandId } : await aBrand(api, `${name} brand`);
    const [category] = await list('categories');
    const product = await created(api, 'products', {
      country_id: options.countryId ?? SINGAPORE,
      brand_id: brand.id,
      category_id: category.id,
      i18n: { en: { name } },
      image: `${BASE}/demo/placeholder.svg`,
      price: options.price ?? 25,
      stock: options.stock ?? 20,
      evoucher_code_type: options.codeType ?? 'alphanumeric',
      stored_value: options.storedValue ?? false,
    });
    return { id: product.id, name };
  } finally {
    await api.dispose();
  }
}

/**
 * The market's uDollar gift card of a face value (major units), found through the shop's own catalogue: staff cannot
 * make uDollar products, so this is the one product the e2e suite takes from the shop as it is (never by seeded id).
 * Answers its id and price in minor units.
 */
export async function aUdollarCard(
  request: APIRequestContext,
  s: Session,
  major: number,
  countryId = SINGAPORE,
): Promise<{ id: number; price: number }> {
  const list = await ok(request, s, 'catalogue', 'list_product', {
    filter_by_country_id: String(countryId),
    filter_by_keywords: 'uDollar',
    limit: '50',
  });
  const rows = list.table as Array<{ id: number; original_price: number }>;
  const card = rows.find((r) => r.original_price === major * 100);
  if (!card) throw new Error(`no uDollar card of ${major} in country ${countryId}`);
  return { id: card.id, price: card.original_price };
}
