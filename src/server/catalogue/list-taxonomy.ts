import { sql, type SQL } from 'drizzle-orm';
import { catalogueSchemas } from '../../shared/api/schemas/catalogue.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import type { NameI18n } from '../db/schema/i18n-types.ts';
import { defineOption } from '../http/context.ts';
import { langKey, nameInLang, namesOnly } from './i18n-sql.ts';
import { resolveCountry } from './market-country.ts';
import { cacheKey, cachedRead } from './read-cache.ts';

interface TaxonomyRow {
  id: number;
  i18n: NameI18n;
  image: string;
  image_home: string;
  colour_code: string;
  total: number | string;
}

interface TaxonomyQuery {
  kind: 'category' | 'brand';
  countryId: number;
  /** the other taxonomy's ids that products must also match (the cross filter) */
  crossIds: number[];
  orderBy?: 'ASC' | 'DESC';
  language?: 'eng' | 'cn' | 'jp';
  limit?: number;
  offset?: number;
}

async function loadTaxonomy(db: Db, q: TaxonomyQuery) {
  const table = sql.raw(q.kind === 'category' ? 'categories' : 'brands');
  const own = sql.raw(q.kind === 'category' ? 'p.category_id' : 'p.brand_id');
  const cross = sql.raw(q.kind === 'category' ? 'p.brand_id' : 'p.category_id');
  const lang = langKey(q.language);
  const crossFilter: SQL =
    q.crossIds.length > 0
      ? sql` and ${cross} in (${sql.join(
          q.crossIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  // Without order_by the shop's own order (sort) applies, as on the home page; A to Z / Z to A use the shopper's language.
  const order: SQL = q.orderBy
    ? sql`${nameInLang('t.i18n', lang)} ${sql.raw(q.orderBy === 'DESC' ? 'desc' : 'asc')}, t.id`
    : sql`t.sort, t.id`;
  const rows = rowsOf<TaxonomyRow>(
    await db.execute(sql`
    select t.id, t.i18n, t.image, t.image_home, t.colour_code, count(*) over () as total
    from ${table} t
    where exists (select 1 from products p where ${own} = t.id and p.active and p.country_id = ${q.countryId}${crossFilter})
    order by ${order}
    limit ${q.limit ?? 100} offset ${q.offset ?? 0}`),
  );
  return {
    total: rows.length > 0 ? Number(rows[0].total) : 0,
    table: rows.map((r) => {
      const names = namesOnly(r.i18n);
      return {
        id: r.id,
        name: names[lang].name,
        image: r.image,
        image_home: r.image_home,
        colour_code: r.colour_code,
        multiple_languages: names,
      };
    }),
  };
}

function taxonomyOption(kind: 'category' | 'brand') {
  const option = kind === 'category' ? 'list_category' : 'list_brand';
  return defineOption({
    group: 'catalogue',
    option,
    auth: 'token',
    cache: 'shared',
    schema: kind === 'category' ? catalogueSchemas.list_category : catalogueSchemas.list_brand,
    async handle(input, ctx) {
      const country = await resolveCountry(ctx.db, input.filter_by_country_id, ctx.memberId);
      const crossIds = 'filter_by_brands_id' in input ? input.filter_by_brands_id : input.filter_by_categories_id;
      const q: TaxonomyQuery = {
        kind,
        countryId: country.id,
        crossIds,
        orderBy: input.order_by,
        language: input.language,
        limit: input.limit,
        offset: input.offset,
      };
      const answer = await cachedRead(ctx.db, cacheKey(option, { ...q }), () => loadTaxonomy(ctx.db, q));
      return { ...answer, country_id: country.id };
    },
  });
}

export const listCategory = taxonomyOption('category');
export const listBrand = taxonomyOption('brand');
