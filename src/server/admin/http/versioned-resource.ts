import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { RestResource } from '../../../shared/admin/resources.ts';
import type { ListQuery } from './list-query.ts';
import { listPage } from './list-page.ts';
import { staleVersion, type AdminResourceDef, type ResourceContext } from './resource-routes.ts';

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };
type Row<T extends VersionedTable> = T['$inferSelect'];
type Input<S extends z.ZodType> = z.output<S>;

export interface VersionedResourceSpec<T extends VersionedTable, S extends z.ZodType, R> {
  name: RestResource;
  table: T;
  /** what staff send to create or save one; `version` (the one they loaded) is required on save */
  schema: S;
  /** the record the API answers for a row, and its schema (shared/admin/<thing>.ts) */
  record(row: Row<T>): R;
  recordSchema: z.ZodType<R>;
  /** the columns an input writes */
  columns(input: Input<S>): Record<string, unknown>;
  /** the list's conditions from its filter */
  where?(q: ListQuery): SQL[];
  sortable: Record<string, AnyColumn>;
  defaultSort: { column: AnyColumn; order: 'ASC' | 'DESC' };
  /** checks before a create or save (a referenced row exists…); throws a 400 naming the field */
  check?(ctx: ResourceContext, input: Input<S>): Promise<void>;
  /** runs an insert or update, turning the database's refusals into answers (a unique name taken…) */
  guard?<X>(run: () => Promise<X>): Promise<X>;
  /** deletes one, or refuses (409) while others depend on it; absent: records are never deleted */
  remove?(ctx: ResourceContext, id: number): Promise<void>;
}

/**
 * The skeleton most admin resources share (decision 0248): a numeric id, a list page with filters and sorts, create,
 * and a save that refuses a stale version (409) by updating only the row still at the version the editor loaded.
 */
export function versionedResource<T extends VersionedTable, S extends z.ZodType, R extends Record<string, unknown>>(
  spec: VersionedResourceSpec<T, S, R>,
): AdminResourceDef<S, S> {
  const { table } = spec;
  const guard = spec.guard ?? (<X>(run: () => Promise<X>) => run());
  const check = async (ctx: ResourceContext, input: Input<S>) => {
    if (spec.check) await spec.check(ctx, input);
  };
  const def: AdminResourceDef<S, S> = {
    name: spec.name,
    record: spec.recordSchema,
    async list(ctx, q) {
      const where = spec.where?.(q) ?? [];
      const page = await listPage(ctx.db, table, q, {
        sortable: spec.sortable,
        id: table.id,
        defaultSort: spec.defaultSort,
        where: where.length ? and(...where) : undefined,
      });
      return { rows: page.rows.map((r) => spec.record(r)), total: page.total, nextId: page.nextId };
    },
    async get(ctx, id) {
      if (!/^\d{1,9}$/.test(id)) return null;
      const [row] = await ctx.db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, Number(id)));
      return row ? spec.record(row as Row<T>) : null;
    },
    create: {
      schema: spec.schema,
      async run(ctx, input) {
        await check(ctx, input);
        const [row] = await guard(() =>
          ctx.db
            .insert(table as PgTable)
            .values(spec.columns(input) as never)
            .returning(),
        );
        return spec.record(row as Row<T>) as R & { id: unknown };
      },
    },
    update: {
      schema: spec.schema,
      async run(ctx, id, input) {
        await check(ctx, input);
        const version = (input as { version?: number }).version ?? 0;
        const [row] = await guard(() =>
          ctx.db
            .update(table as PgTable)
            .set({ ...spec.columns(input), version: sql`${table.version} + 1` } as never)
            .where(and(eq(table.id, Number(id)), eq(table.version, version)))
            .returning(),
        );
        if (!row) throw staleVersion();
        return spec.record(row as Row<T>);
      },
    },
  };
  const remove = spec.remove;
  if (remove) def.remove = (ctx, id) => remove(ctx, Number(id));
  return def;
}
