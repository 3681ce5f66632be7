import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { badInput } from '../../platform/api-error.ts';
import { filterText, listPage } from '../http/list-page.ts';
import type { AdminResourceDef } from '../http/resource-routes.ts';
import { parseInstant } from '../http/input-check.ts';
import { auditLogRecord, type AuditLogRecord } from '../../../shared/admin/audit-log.ts';

type AuditRow = typeof auditLog.$inferSelect;

const auditRecord = (row: AuditRow): AuditLogRecord => ({
  id: row.id,
  staff_id: row.staff_id,
  staff_email: row.staff_email,
  action: row.action,
  resource: row.resource,
  object_id: row.object_id,
  before: row.before,
  after: row.after,
  at: row.at.toISOString(),
  ip: row.ip,
  user_agent: row.user_agent,
});

function dateFilter(value: string | undefined, key: string): Date | undefined {
  if (value === undefined) return undefined;
  const d = parseInstant(value);
  if (!d) throw badInput(`filter.${key}`, 'must be a date (YYYY-MM-DD, or with a time) between the years 1900 and 9999');
  return d;
}

/** The audit log (admin only, read-only): filter by staff, resource, object, action and time. */
export const auditLogResource: AdminResourceDef = {
  name: 'audit-log',
  record: auditLogRecord,
  async list(ctx, q) {
    const where: SQL[] = [];
    for (const key of ['staff_id', 'resource', 'object_id', 'action'] as const) {
      const v = filterText(q.filter, key);
      if (v !== undefined) where.push(eq(auditLog[key], v));
    }
    const from = dateFilter(filterText(q.filter, 'from'), 'from');
    const to = dateFilter(filterText(q.filter, 'to'), 'to');
    if (from) where.push(gte(auditLog.at, from));
    if (to) where.push(lte(auditLog.at, to));
    const page = await listPage(ctx.db, auditLog, q, {
      sortable: { at: auditLog.at, id: auditLog.id },
      id: auditLog.id,
      defaultSort: { column: auditLog.at, order: 'DESC' },
      where: where.length ? and(...where) : undefined,
    });
    return { rows: page.rows.map(auditRecord), total: page.total, nextId: page.nextId };
  },
  async get(ctx, id) {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, Number(id)));
    return row ? auditRecord(row) : null;
  },
};
