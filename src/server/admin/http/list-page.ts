import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { badInput } from '../../platform/api-error.ts';
import type { ListQuery } from './list-query.ts';

/**
 * One page of a table for an admin list: the filter's conditions, a sort on one of the allowed columns (then the id,
 * so pages never overlap), and the total for Content-Range. Every sortable column is indexed or the table is small.
 */
export async function listPage<T extends PgTable>(
  db: Db,
  table: T,
  q: ListQuery,
  opts: { sortable: Record<string, AnyColumn>; id: AnyColumn; defaultSort: { column: AnyColumn; order: 'ASC' | 'DESC' }; where?: SQL },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  let sortColumn = opts.defaultSort.column;
  let order = opts.defaultSort.order;
  if (q.sort) {
    const column = opts.sortable[q.sort.field];
    if (!column) throw badInput('sort', `cannot sort by ${q.sort.field}; sort by one of ${Object.keys(opts.sortable).join(', ')}`);
    sortColumn = column;
    order = q.sort.order;
  }
  const by = order === 'ASC' ? asc : desc;
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(opts.where)
    .orderBy(by(sortColumn), by(opts.id))
    .limit(q.limit)
    .offset(q.offset)) as T['$inferSelect'][];
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table as PgTable)
    .where(opts.where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A filter value as text (react-admin sends what the filter input holds), or undefined when empty. */
export function filterText(filter: Record<string, unknown>, key: string): string | undefined {
  const v = filter[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw badInput(`filter.${key}`, 'must be a single value');
  return String(v);
}

/** A filter value as a whole number, or undefined when empty. */
export function filterInt(filter: Record<string, unknown>, key: string): number | undefined {
  const v = filterText(filter, key);
  if (v === undefined) return undefined;
  if (!/^\d{1,9}$/.test(v)) throw badInput(`filter.${key}`, 'must be a whole number');
  return Number(v);
}

/** The LIKE pattern of a search text, with %, _ and \ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
