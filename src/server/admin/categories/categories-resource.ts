import { ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { brands } from '../../db/schema/index.ts';
import { categories } from '../../db/schema/index.ts';
import type { NameI18n } from '../../db/schema/i18n-types.ts';
import { categoryInput, categoryRecord, type CategoryRecord } from '../../../shared/admin/category.ts';
import type { RestResource } from '../../../shared/admin/resources.ts';
import { idsFilter } from '../http/ids-filter.ts';
import { filterText, likePattern } from '../http/list-page.ts';
import { versionedResource } from '../http/versioned-resource.ts';
import type { z } from 'zod';

type Described = typeof categories | typeof brands;

/** A category's (or a brand's) record: `name` is the English name, for the console's lists and choices. */
export const categoryRecordOf = (r: Described['$inferSelect']): CategoryRecord => ({
  id: r.id,
  name: r.i18n.en.name,
  i18n: r.i18n,
  image: r.image,
  image_home: r.image_home,
  colour_code: r.colour_code,
  sort: r.sort,
  version: r.version,
});

const columns = (input: z.output<typeof categoryInput>) => ({
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

/** A resource described as categories are (names side by side, art, colour, order): categories and brands. */
export function describedResource<T extends Described>(name: RestResource, table: T) {
  return versionedResource({
    name,
    table,
    schema: categoryInput,
    record: (r) => categoryRecordOf(r as Described['$inferSelect']),
    recordSchema: categoryRecord,
    columns,
    where(q) {
      const where: SQL[] = [];
      const ids = idsFilter(q);
      if (ids) where.push(inArray(table.id, ids));
      const search = filterText(q.filter, 'q');
      if (search) where.push(ilike(sql`${table.i18n}->'en'->>'name'`, likePattern(search)));
      return where;
    },
    sortable: { id: table.id, sort: table.sort },
    defaultSort: { column: table.sort, order: 'ASC' },
  });
}

/** Categories: the catalogue role edits them; marketing reads them as choices. */
export const categoriesResource = describedResource('categories', categories);
