import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { filterOptions } from '../../db/schema/index.ts';
import type { NameI18n } from '../../db/schema/i18n-types.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badInput } from '../../platform/api-error.ts';
import { filterOptionInput } from '../../../shared/admin/filter-option.ts';
import { filterText, listPage } from '../http/list-page.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';

type Input = z.output<typeof filterOptionInput>;

const columns = (input: Input) => ({
  kind: input.kind,
  value: input.value,
  i18n: {
    en: { name: input.i18n.en.name },
    ...(input.i18n.cn.name ? { cn: { name: input.i18n.cn.name } } : {}),
    ...(input.i18n.jp.name ? { jp: { name: input.i18n.jp.name } } : {}),
  } as NameI18n,
  sort: input.sort,
});

/** The database refuses a second option with the same kind and tag: say so on the field. */
async function unique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput('value', 'is already an option of this kind');
    throw error;
  }
}

/** Interests and gift intentions (catalogue): the shop's filter vocabularies, names side by side. */
export const filterOptionsResource: AdminResourceDef<typeof filterOptionInput, typeof filterOptionInput> = {
  name: 'filter-options',
  async list(ctx, q) {
    const where: SQL[] = [];
    const kind = filterText(q.filter, 'kind');
    if (kind) where.push(eq(filterOptions.kind, kind));
    return listPage(ctx.db, filterOptions, q, {
      sortable: { id: filterOptions.id, sort: filterOptions.sort, value: filterOptions.value },
      id: filterOptions.id,
      defaultSort: { column: filterOptions.sort, order: 'ASC' },
      where: where.length ? and(...where) : undefined,
    });
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(filterOptions)
      .where(eq(filterOptions.id, Number(id)));
    return row ?? null;
  },
  create: {
    schema: filterOptionInput,
    run: (ctx, input) =>
      unique(async () => {
        const [row] = await ctx.db.insert(filterOptions).values(columns(input)).returning();
        return row;
      }),
  },
  update: {
    schema: filterOptionInput,
    run: (ctx, id, input) =>
      unique(async () => {
        const [row] = await ctx.db
          .update(filterOptions)
          .set({ ...columns(input), version: sql`${filterOptions.version} + 1` })
          .where(and(eq(filterOptions.id, Number(id)), eq(filterOptions.version, input.version ?? 0)))
          .returning();
        if (!row) throw staleVersion();
        return row;
      }),
  },
};
