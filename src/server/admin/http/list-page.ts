import { and, asc, desc, eq, getTableColumns, gt, gte, lt, lte, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
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
  opts: {
    sortable: Record<string, AnyColumn>;
    id: AnyColumn;
    defaultSort: { column: AnyColumn; order: 'ASC' | 'DESC' };
    where?: SQL;
    /**
     * A column the filter holds to one value (decision 0255 addendum). The page asks for it as a range of one value
     * and, in the order of the ids, puts it first in the ORDER BY: PostgreSQL then reads the page from the (column,
     * id) index. Asked as `column = value`, the column drops out of the ORDER BY and PostgreSQL walked the id index
     * backwards, filtering, past 150,000 newer orders of other kinds. The total asks `column = value`.
     */
    fixed?: { column: AnyColumn; value: string };
  },
): Promise<{ rows: T['$inferSelect'][]; total: number; nextId?: number | string }> {
  let sortColumn = opts.defaultSort.column;
  let order = opts.defaultSort.order;
  if (q.sort) {
    const column = opts.sortable[q.sort.field];
    if (!column) throw badInput('sort', `cannot sort by ${q.sort.field}; sort by one of ${Object.keys(opts.sortable).join(', ')}`);
    sortColumn = column;
    order = q.sort.order;
  }
  const by = order === 'ASC' ? asc : desc;
  // in the order of the ids, an export's next page starts after the last id it wrote (ListQuery.afterId)
  const byId = sortColumn === opts.id;
  const keyset = byId && q.afterId !== undefined;
  const fixed = opts.fixed;
  const where = and(
    opts.where,
    fixed ? and(gte(fixed.column, fixed.value), lte(fixed.column, fixed.value)) : undefined,
    keyset ? (order === 'ASC' ? gt(opts.id, q.afterId) : lt(opts.id, q.afterId)) : undefined,
  );
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...(byId && fixed ? [by(fixed.column)] : []), by(sortColumn), by(opts.id))
    .limit(q.limit)
    .offset(keyset ? 0 : q.offset)) as T['$inferSelect'][];
  const total = await listTotal(
    db,
    db
      .select({ one: sql`1` })
      .from(table as PgTable)
      .where(and(opts.where, fixed ? eq(fixed.column, fixed.value) : undefined)),
    q,
    q.offset + rows.length,
  );
  const idKey = Object.entries(getTableColumns(table as PgTable)).find(([, column]) => column === opts.id)?.[0];
  const last = rows.at(-1) as Record<string, unknown> | undefined;
  const lastId = idKey ? last?.[idKey] : undefined;
  const nextId = byId && rows.length === q.limit && (typeof lastId === 'number' || typeof lastId === 'string') ? lastId : undefined;
  return { rows, total, nextId };
}

/**
 * Lists count their total exactly up to here; past it the planner's estimate stands in (decision 0255). A thousand
 * rows count in well under a millisecond from an index; ten thousand took 5-20 ms on every page of a large list.
 */
export const LIST_COUNT_CAP = 1_000;

/**
 * The total of a list (decision 0255): its rows counted up to a cap (q.countUpTo, else LIST_COUNT_CAP), so a list
 * over a million orders never counts them all on each page. Past LIST_COUNT_CAP the answer is PostgreSQL's own
 * estimate of the query's rows (EXPLAIN), never less than the cap nor than the rows already seen (`seen`).
 */
export async function listTotal(
  db: Db,
  rowsQuery: SQLWrapper,
  q: Pick<ListQuery, 'countUpTo'>,
  seen: number,
  listCap = LIST_COUNT_CAP,
): Promise<number> {
  const cap = q.countUpTo ?? listCap;
  if (cap === 0) return -1;
  const [count] = rowsOf<{ n: unknown }>(await db.execute(sql`select count(*)::int as n from (${rowsQuery} limit ${cap + 1}) capped`));
  const n = Number(count?.n ?? 0);
  if (n <= cap || q.countUpTo !== undefined) return n;
  const plan = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${rowsQuery}`))[0];
  const json = Object.values(plan ?? {})[0];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  const estimate = Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
  return Math.max(cap + 1, estimate, seen);
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
