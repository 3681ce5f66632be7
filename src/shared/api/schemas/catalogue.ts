import { z } from 'zod';
import { zFlag, zId, zIdList, zMemberId, zText } from '../fields.ts';
import { blankToUndefined, zCountryId, zLanguage, zNameOrder, zPageLimit, zPageOffset, zValueList } from './catalogue-fields.ts';

/** The spec's six product sorts: POPULAR, NEW, ASC (A to Z), DESC (Z to A), HIGH (price high to low), LOW. */
export const PRODUCT_SORTS = ['POPULAR', 'NEW', 'ASC', 'DESC', 'HIGH', 'LOW'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const GENDERS = ['Male', 'Female'] as const;

const taxonomy = {
  member_id: zMemberId,
  order_by: zNameOrder,
  limit: zPageLimit(100),
  offset: zPageOffset,
  filter_by_country_id: zCountryId,
  language: zLanguage,
};

const zMinor = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'must be an amount in minor units' })
    .int('must be a whole amount in minor units')
    .min(0, 'must not be negative')
    .max(1_000_000_000, 'is too large')
    .optional(),
);

/** Payload schemas of the catalogue group, keyed by option. */
export const catalogueSchemas = {
  /** Categories that have products in the country (and, when given, of the brands named). Home: limit 2. */
  list_category: z.object({ ...taxonomy, filter_by_brands_id: zIdList }),
  /** Brands that have products in the country (and, when given, in the categories named). */
  list_brand: z.object({ ...taxonomy, filter_by_categories_id: zIdList }),
  list_product: z.object({
    member_id: zMemberId,
    order_by: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(', ')}` }).optional()),
    filter_by_brands_id: zIdList,
    filter_by_categories_id: zIdList,
    /** prices in minor units of the country's currency, compared with the price after any discount; both ends included */
    filter_by_price_start: zMinor,
    filter_by_price_end: zMinor,
    filter_by_recommended: zFlag,
    filter_by_promo: zFlag,
    filter_by_keywords: z.preprocess(blankToUndefined, zText(100).optional()),
    filter_by_country_id: zCountryId,
    filter_by_gender: z.preprocess(blankToUndefined, z.enum(GENDERS, { error: 'must be Male or Female' }).optional()),
    /** an age band: products suitable for someone below this age; 0 means no filter */
    filter_by_age: z.preprocess(
      (v) => (v === '' || v === '0' || v === undefined ? undefined : v),
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be positive')
        .max(150, 'must be at most 150')
        .optional(),
    ),
    filter_by_interest: zValueList,
    filter_by_gift_intention: zValueList,
    limit: zPageLimit(100),
    offset: zPageOffset,
    language: zLanguage,
  }),
  detail_product: z.object({ product_id: zId, member_id: zMemberId }),
  list_interest: z.object({ member_id: zMemberId }),
  list_gift_intention: z.object({ member_id: zMemberId }),
} satisfies Record<string, z.ZodType>;

export type ListProductInput = z.output<typeof catalogueSchemas.list_product>;
