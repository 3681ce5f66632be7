import type { ProductSort } from '../../shared/api/schemas/catalogue.ts';
import { minorDigits } from '../../shared/money.ts';

/** The spec's six sorts in the order the sort dialog offers them, with their label keys. */
export const SORTS: Array<{ value: ProductSort; label: string }> = [
  { value: 'POPULAR', label: 'sort.POPULAR' },
  { value: 'NEW', label: 'sort.NEW' },
  { value: 'ASC', label: 'sort.ASC' },
  { value: 'DESC', label: 'sort.DESC' },
  { value: 'HIGH', label: 'sort.HIGH' },
  { value: 'LOW', label: 'sort.LOW' },
];

/** Spec: price bands below 100, 80, 50, 20, 10 (start 0), in the currency's units (docs/decisions/0021). */
export const PRICE_BANDS = [100, 80, 50, 20, 10] as const;
/** Spec: age bands below 50, 40, 30, 20. */
export const AGE_BANDS = [50, 40, 30, 20] as const;
export const GENDERS = ['Male', 'Female'] as const;

export interface ListFilters {
  sort: ProductSort;
  /** upper end of the price band in the currency's units, 0 for none */
  price: number;
  promo: boolean;
  recommended: boolean;
  gender: '' | 'Male' | 'Female';
  age: number;
  interest: string;
  intention: string;
  /** the cross filter: brands on a category's list, categories on a brand's list or a search */
  taxa: number[];
}

export const initialFilters = (sort: ProductSort = 'ASC'): ListFilters => ({
  sort,
  price: 0,
  promo: false,
  recommended: false,
  gender: '',
  age: 0,
  interest: '',
  intention: '',
  taxa: [],
});

/** Spec: Reset sets sort to ASC and clears price, promo, recommended, brand/category, gender, age, interest and intention. */
export const resetFilters = (): ListFilters => initialFilters('ASC');

/** How many filters (not the sort) are set, for the filter button's count. */
export function activeFilterCount(f: ListFilters): number {
  return [f.price > 0, f.promo, f.recommended, f.gender !== '', f.age > 0, f.interest !== '', f.intention !== '', f.taxa.length > 0].filter(
    Boolean,
  ).length;
}

/** Band values are whole units; a currency without minor units (JPY) uses bands a hundred times larger. */
export function bandScale(currency: string): number {
  return minorDigits(currency || 'SGD') === 0 ? 100 : 1;
}

/** A band's upper end in minor units of the currency. */
export function bandToMinor(band: number, currency: string): number {
  return band * bandScale(currency) * 10 ** minorDigits(currency || 'SGD');
}

export type ListSource = { kind: 'list_category' | 'list_brand'; id: number } | { kind: 'search'; q: string; popular: boolean };

/** The list_product payload for a source and its filters (age and price only when chosen, spec). */
export function listPayload(
  source: ListSource,
  f: ListFilters,
  currency: string,
  language: string,
): Record<string, string | number | Array<string | number>> {
  const p: Record<string, string | number | Array<string | number>> = { order_by: f.sort, language };
  if (source.kind === 'list_category') p.filter_by_categories_id = [source.id];
  if (source.kind === 'list_brand') p.filter_by_brands_id = [source.id];
  if (source.kind === 'search' && source.q) p.filter_by_keywords = source.q;
  if (f.taxa.length > 0) {
    if (source.kind === 'list_category') p.filter_by_brands_id = f.taxa;
    else p.filter_by_categories_id = f.taxa;
  }
  if (f.price > 0) {
    p.filter_by_price_start = 0;
    p.filter_by_price_end = bandToMinor(f.price, currency);
  }
  if (f.promo) p.filter_by_promo = 1;
  if (f.recommended) p.filter_by_recommended = 1;
  if (f.gender) p.filter_by_gender = f.gender;
  if (f.age > 0) p.filter_by_age = f.age;
  if (f.interest) p.filter_by_interest = f.interest;
  if (f.intention) p.filter_by_gift_intention = f.intention;
  return p;
}
