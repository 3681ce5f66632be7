import { sql, type SQL } from 'drizzle-orm';
import { searchWords } from '../../shared/product-search-text.ts';
import type { ListProductInput, ProductSort } from '../../shared/api/schemas/catalogue.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import type { ProductI18n } from '../db/schema/i18n-types.ts';
import { langKey, nameInLang, namesOnly } from './i18n-sql.ts';
import { campaignColumnsSql, effectivePriceSql, priceOf, runningCampaignJoin, type CampaignColumns } from './product-price.ts';

export const DEFAULT_PAGE_SIZE = 20;

/** Everything that shapes a product list (the cache key is made from this). */
export type ProductQuery = Omit<ListProductInput, 'member_id' | 'filter_by_country_id'> & {
  countryId: number;
  sort: ProductSort;
  minute: number;
};

export interface ProductRow extends CampaignColumns {
  id: number;
  image: string;
  i18n: ProductI18n;
  original_price: number;
  stock: number;
  currency_code: string;
  is_recommended: boolean;
  brand_id: number;
  category_id: number;
  total?: number | string;
}

/** Columns a product summary needs (products as p, the running campaign as c). */
export const summaryColumnsSql: SQL = sql`p.id, p.image, p.i18n, p.original_price, p.stock, p.currency_code, p.is_recommended, p.brand_id, p.category_id,
      ${campaignColumnsSql}`;

/** A product as lists show it: names in every language, prices in minor units, the running campaign. */
export function toSummary(r: ProductRow, lang: 'en' | 'cn' | 'jp', now: Date) {
  const names = namesOnly(r.i18n);
  const { discounted_price, campaign_info } = priceOf(r.original_price, r, now);
  return {
    id: r.id,
    image: r.image,
    name: names[lang].name,
    multiple_languages: names,
    original_price: r.original_price,
    discounted_price,
    stock: r.stock,
    currency_code: r.currency_code,
    is_recommended: r.is_recommended,
    brand_id: r.brand_id,
    category_id: r.category_id,
    campaign_info,
  };
}

const ids = (list: number[]): SQL =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
const texts = (list: string[]): SQL =>
  sql`array[${sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
/** A keyword as a LIKE pattern that matches it literally. */
const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(q: ProductQuery): SQL {
  const parts: SQL[] = [sql`p.active`, sql`p.country_id = ${q.countryId}`];
  if (q.filter_by_brands_id.length > 0) parts.push(sql`p.brand_id in (${ids(q.filter_by_brands_id)})`);
  if (q.filter_by_categories_id.length > 0) parts.push(sql`p.category_id in (${ids(q.filter_by_categories_id)})`);
  if (q.filter_by_price_start !== undefined) parts.push(sql`${effectivePriceSql} >= ${q.filter_by_price_start}`);
  if (q.filter_by_price_end !== undefined) parts.push(sql`${effectivePriceSql} <= ${q.filter_by_price_end}`);
  if (q.filter_by_recommended === true) parts.push(sql`p.is_recommended`);
  if (q.filter_by_promo === true) parts.push(sql`c.id is not null`);
  if (q.filter_by_gender) parts.push(sql`p.gender in (${q.filter_by_gender}, '')`);
  // An age band "below N": products suitable for someone younger than N.
  if (q.filter_by_age !== undefined) parts.push(sql`p.age_min < ${q.filter_by_age}`);
  if (q.filter_by_interest.length > 0) parts.push(sql`p.interests && ${texts(q.filter_by_interest)}`);
  if (q.filter_by_gift_intention.length > 0) parts.push(sql`p.gift_intentions && ${texts(q.filter_by_gift_intention)}`);
  // Keywords match the names in all three languages (search_text); every word must match.
  for (const word of searchWords(q.filter_by_keywords ?? '')) {
    parts.push(sql`p.search_text like ${likePattern(word)} escape '\\'`);
  }
  return sql.join(parts, sql` and `);
}

function orderOf(sort: ProductSort, lang: 'en' | 'cn' | 'jp'): SQL {
  switch (sort) {
    case 'POPULAR':
      return sql`p.sold_count desc, p.id`;
    case 'NEW':
      return sql`p.created_at desc, p.id desc`;
    case 'HIGH':
      return sql`${effectivePriceSql} desc, p.id`;
    case 'LOW':
      return sql`${effectivePriceSql} asc, p.id`;
    case 'DESC':
      return sql`${nameInLang('p.i18n', lang)} desc, p.id`;
    default:
      return sql`${nameInLang('p.i18n', lang)} asc, p.id`;
  }
}

export async function loadProducts(db: Db, q: ProductQuery, now: Date) {
  const lang = langKey(q.language);
  const rows = rowsOf<ProductRow>(
    await db.execute(sql`
    select ${summaryColumnsSql}, count(*) over () as total
    from products p ${runningCampaignJoin(now)}
    where ${whereOf(q)}
    order by ${orderOf(q.sort, lang)}
    limit ${q.limit ?? DEFAULT_PAGE_SIZE} offset ${q.offset ?? 0}`),
  );
  return { total: rows.length > 0 ? Number(rows[0].total) : 0, table: rows.map((r) => toSummary(r, lang, now)) };
}
