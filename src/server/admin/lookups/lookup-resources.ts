import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { brands, categories, countries } from '../../db/schema/index.ts';
import { badInput } from '../../platform/api-error.ts';
import { filterText, likePattern, listPage } from '../http/list-page.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';
import type { z } from 'zod';
import { taxonInput } from '../../../shared/admin/taxon.ts';
import type { NameI18n } from '../../db/schema/i18n-types.ts';
import type { ListQuery } from '../http/list-query.ts';

/** react-admin's getMany asks GET /<resource>?filter={"id":[1,2]}: the ids as numbers, or undefined. */
function idsFilter(q: ListQuery): number[] | undefined {
  const ids = q.filter.id;
  if (ids === undefined) return undefined;
  const list = Array.isArray(ids) ? ids : [ids];
  if (!list.every((v) => /^\d{1,9}$/.test(String(v)))) throw badInput('filter.id', 'must be ids');
  return list.map(Number);
}

/** Countries, read-only: the choices of every form that targets a country. */
export const countriesResource: AdminResourceDef = {
  name: 'countries',
  async list(ctx, q) {
    const ids = idsFilter(q);
    const rows = await ctx.db
      .select()
      .from(countries)
      .where(ids ? inArray(countries.id, ids) : undefined)
      .orderBy(asc(countries.sort), asc(countries.id));
    return { rows, total: rows.length };
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(countries)
      .where(eq(countries.id, Number(id)));
    return row ?? null;
  },
};

function nameLookup(
  name: 'brands' | 'categories',
  table: typeof brands | typeof categories,
): AdminResourceDef<typeof taxonInput, typeof taxonInput> {
  const record = (r: typeof brands.$inferSelect) => ({
    id: r.id,
    name: r.i18n.en.name,
    i18n: r.i18n,
    image: r.image,
    image_home: r.image_home,
    colour_code: r.colour_code,
    sort: r.sort,
    version: r.version,
  });
  const columns = (input: z.output<typeof taxonInput>) => ({
    i18n: {
      en: { name: input.i18n.en.name },
      ...(input.i18n.cn.name ? { cn: { name: input.i18n.cn.name } } : {}),
      ...(input.i18n.jp.name ? { jp: { name: input.i18n.jp.name } } : {}),
    } as NameI18n,
    image: input.image,
    image_home: input.image_home,
    colour_code: input.colour_code,
    sort: input.sort,
  });
  return {
    create: {
      schema: taxonInput,
      async run(ctx, input) {
        const [row] = await ctx.db.insert(table).values(columns(input)).returning();
        return record(row as typeof brands.$inferSelect);
      },
    },
    update: {
      schema: taxonInput,
      async run(ctx, id, input) {
        const [row] = await ctx.db
          .update(table)
          .set({ ...columns(input), version: sql`${table.version} + 1` })
          .where(and(eq(table.id, Number(id)), eq(table.version, input.version ?? 0)))
          .returning();
        if (!row) throw staleVersion();
        return record(row as typeof brands.$inferSelect);
      },
    },
    name,
    async list(ctx, q) {
      const where: SQL[] = [];
      const ids = idsFilter(q);
      if (ids) where.push(inArray(table.id, ids));
      const search = filterText(q.filter, 'q');
      if (search) where.push(ilike(sql`${table.i18n}->'en'->>'name'`, likePattern(search)));
      const page = await listPage(ctx.db, table, q, {
        sortable: { id: table.id, sort: table.sort },
        id: table.id,
        defaultSort: { column: table.sort, order: 'ASC' },
        where: where.length ? and(...where) : undefined,
      });
      return { rows: page.rows.map((r) => record(r as typeof brands.$inferSelect)), total: page.total };
    },
    async get(ctx, id) {
      if (!/^\d{1,9}$/.test(id)) return null;
      const [row] = await ctx.db
        .select()
        .from(table)
        .where(eq(table.id, Number(id)));
      return row ? record(row as typeof brands.$inferSelect) : null;
    },
  };
}

/** Brands and categories: the catalogue role edits them (names side by side, art, colour, order); others read them as choices. */
export const brandsResource = nameLookup('brands', brands);
export const categoriesResource = nameLookup('categories', categories);
