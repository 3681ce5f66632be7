import type { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { ApiError } from '../../platform/api-error.ts';
import { mayUse, type AdminResource } from '../../../shared/admin/resources.ts';
import { writeAudit } from '../audit/audit-service.ts';
import type { StaffMember } from '../session/staff-session.ts';
import type { AdminEnv } from './admin-env.ts';
import { contentRange, parseListQuery, type ListQuery } from './list-query.ts';
import { streamExport } from './export-stream.ts';
import { checkInput } from './input-check.ts';

export interface ResourceContext {
  db: Db;
  actor: StaffMember;
  now: Date;
  deps: AppDeps;
}

/** One admin resource: how it lists, reads, creates, saves and deletes. Each runs inside one transaction. */
export interface AdminResourceDef<C extends z.ZodType = z.ZodType, U extends z.ZodType = z.ZodType> {
  name: AdminResource;
  /** what the API answers for one record (its list answers an array of them): shared/admin/<thing>.ts */
  record?: z.ZodType;
  /** what its list answers for one row, when lighter than `record` (orders, group gifts: the read adds the detail) */
  listRecord?: z.ZodType;
  /** `nextId`: where the next page of an export starts (ListQuery.afterId), when the list is in the order of its ids */
  list(ctx: ResourceContext, q: ListQuery): Promise<{ rows: unknown[]; total: number; nextId?: number | string }>;
  get(ctx: ResourceContext, id: string): Promise<Record<string, unknown> | null>;
  create?: { schema: C; run(ctx: ResourceContext, input: z.output<C>): Promise<Record<string, unknown> & { id: unknown }> };
  /** the input carries `version`: run() must refuse a stale one (staleVersion) */
  update?: { schema: U; run(ctx: ResourceContext, id: string, input: z.output<U>): Promise<Record<string, unknown>> };
  remove?(ctx: ResourceContext, id: string): Promise<void>;
  /** the most rows one list request may ask for (MAX_PAGE unless the list is a report exported as CSV) */
  maxPage?: number;
}

/** A nested { field: message } object react-admin shows under each field, and the first field's path for `field`. */
export function validationError(error: z.ZodError): ApiError {
  const errors: Record<string, unknown> = {};
  for (const issue of error.issues) {
    let node = errors;
    const path = issue.path.map(String);
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        node[key] ??= issue.message;
        return;
      }
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    });
  }
  const first = error.issues[0];
  const field = first.path.map(String).join('.') || 'body';
  return new ApiError('bad_request', `${field}: ${first.message}`, { field, extra: { errors } });
}

export { MAX_EXPORT_ROWS } from './export-stream.ts';

export const staleVersion = () =>
  new ApiError('conflict', 'Someone else saved this record meanwhile: reload it and make your change again', { reason: 'stale_version' });

export const outsideRole = (resource: string) => new ApiError('forbidden', `Your role may not use ${resource}`, { reason: 'outside_role' });

export const missing = (resource: string, id: string) => new ApiError('not_found', `${resource} ${id} not found`);

async function bodyOf(c: { req: { json(): Promise<unknown> } }): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError('bad_request', 'body: must be a JSON object', { field: 'body' });
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  checkInput(value, 'body');
  const r = schema.safeParse(value);
  if (!r.success) throw validationError(r.error);
  return r.data;
}

/**
 * Mounts GET /<name>, GET /<name>/:id, POST /<name>, PUT /<name>/:id and DELETE /<name>/:id. The role is checked
 * before anything is read (403), an unknown id is 404, every change writes its audit entry in the same transaction.
 */
export function mountResource(api: Hono<AdminEnv>, deps: AppDeps, def: AdminResourceDef): void {
  const path = `/${def.name}`;
  const context = (staff: StaffMember, db: Db = deps.db): ResourceContext => ({ db, actor: staff, now: deps.clock(), deps });
  const allowed = (staff: StaffMember, write = false) => {
    if (!mayUse(staff.role, def.name, write)) throw outsideRole(def.name);
  };

  api.get(path, async (c) => {
    const staff = c.get('staff');
    allowed(staff);
    const q = parseListQuery(c.req.query(), def.maxPage);
    const { rows, total } = await def.list(context(staff), q);
    c.header('Content-Range', contentRange(def.name, q.offset, rows.length, total));
    c.header('Access-Control-Expose-Headers', 'Content-Range');
    return c.json(rows);
  });

  // the complete list as formula-safe CSV, paged through on the server (decision 0237): never a silently short file
  api.get(`${path}/export.csv`, async (c) => {
    const staff = c.get('staff');
    allowed(staff);
    const body = await streamExport(deps.db, c.req.query(), (db, q) => def.list(context(staff, db), q));
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${def.name}.csv"`,
    });
  });

  api.get(`${path}/:id`, async (c) => {
    const staff = c.get('staff');
    allowed(staff);
    const row = await def.get(context(staff), c.req.param('id'));
    if (!row) throw missing(def.name, c.req.param('id'));
    return c.json(row);
  });

  const create = def.create;
  if (create)
    api.post(path, async (c) => {
      const staff = c.get('staff');
      allowed(staff, true);
      const input = parse(create.schema, await bodyOf(c));
      const created = await deps.db.transaction(async (tx) => {
        const ctx = context(staff, tx);
        const after = await create.run(ctx, input);
        await writeAudit(tx, {
          actor: staff,
          action: 'create',
          resource: def.name,
          objectId: String(after.id),
          before: null,
          after,
          at: ctx.now,
        });
        return after;
      });
      return c.json(created, 201);
    });

  const update = def.update;
  if (update)
    api.put(`${path}/:id`, async (c) => {
      const staff = c.get('staff');
      allowed(staff, true);
      const id = c.req.param('id');
      const input = parse(update.schema, await bodyOf(c));
      if (typeof (input as { version?: unknown }).version !== 'number')
        throw new ApiError('bad_request', 'version: is required to save (the version you loaded)', { field: 'version' });
      const saved = await deps.db.transaction(async (tx) => {
        const ctx = context(staff, tx);
        const before = await def.get(ctx, id);
        if (!before) throw missing(def.name, id);
        const after = await update.run(ctx, id, input);
        await writeAudit(tx, { actor: staff, action: 'update', resource: def.name, objectId: id, before, after, at: ctx.now });
        return after;
      });
      return c.json(saved);
    });

  const remove = def.remove;
  if (remove)
    api.delete(`${path}/:id`, async (c) => {
      const staff = c.get('staff');
      allowed(staff, true);
      const id = c.req.param('id');
      const before = await deps.db.transaction(async (tx) => {
        const ctx = context(staff, tx);
        const row = await def.get(ctx, id);
        if (!row) throw missing(def.name, id);
        await remove(ctx, id);
        await writeAudit(tx, { actor: staff, action: 'delete', resource: def.name, objectId: id, before: row, after: null, at: ctx.now });
        return row;
      });
      return c.json(before);
    });
}
