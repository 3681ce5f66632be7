import { asc, eq, inArray } from 'drizzle-orm';
import { countries } from '../../db/schema/index.ts';
import type { AdminResourceDef } from '../http/resource-routes.ts';
import { countryRecord } from '../../../shared/admin/country.ts';
import { idsFilter } from '../http/ids-filter.ts';

/** Countries, read-only: the choices of every form that targets a country. */
export const countriesResource: AdminResourceDef = {
  name: 'countries',
  record: countryRecord,
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
