import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { filterOptions } from '../../db/schema/index.ts';
import type { NameI18n } from '../../db/schema/i18n-types.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badInput } from '../../platform/api-error.ts';
import { filterOptionInput, filterOptionRecord, type FilterOptionRecord } from '../../../shared/admin/filter-option.ts';
import { filterText } from '../http/list-page.ts';
import { versionedResource } from '../http/versioned-resource.ts';

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
export const filterOptionsResource = versionedResource({
  name: 'filter-options',
  table: filterOptions,
  schema: filterOptionInput,
  record: (row): FilterOptionRecord => row,
  recordSchema: filterOptionRecord,
  columns,
  where(q) {
    const kind = filterText(q.filter, 'kind');
    return kind ? [eq(filterOptions.kind, kind)] : [];
  },
  sortable: { id: filterOptions.id, sort: filterOptions.sort, value: filterOptions.value },
  defaultSort: { column: filterOptions.sort, order: 'ASC' },
  guard: unique,
});
