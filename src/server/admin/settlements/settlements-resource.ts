import type { Hono } from 'hono';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../http/context.ts';
import { listStatements, parseStatementId, payStatement, statementsToCount, type StatementFilter } from '../../ledger/statements.ts';
import { ApiError, badInput } from '../../platform/api-error.ts';
import { BUSINESS_TZ } from '../../platform/format-date.ts';
import { STATEMENT_STATUSES, statementRecord } from '../../../shared/admin/finance.ts';
import { mayUse } from '../../../shared/admin/resources.ts';
import { writeAudit } from '../audit/audit-service.ts';
import type { AdminEnv } from '../http/admin-env.ts';
import { filterInt, filterText, listTotal } from '../http/list-page.ts';
import { isCalendarDay } from '../http/input-check.ts';
import { EXPORT_PAGE } from '../http/list-query.ts';
import { missing, outsideRole, type AdminResourceDef, type ResourceContext } from '../http/resource-routes.ts';

/** Whose statements a request sees: a merchant its own brand only, admins and finance every brand (or the one filtered). */
function statementFilter(ctx: ResourceContext, filter: Record<string, unknown>): StatementFilter {
  const f: StatementFilter = {};
  f.brandId = ctx.actor.role === 'merchant' ? (ctx.actor.brandId ?? -1) : filterInt(filter, 'brand_id');
  f.outletId = filterInt(filter, 'outlet_id');
  const status = filterText(filter, 'status');
  if (status !== undefined && !(STATEMENT_STATUSES as readonly string[]).includes(status))
    throw badInput('filter.status', 'must be open or paid');
  f.status = status as StatementFilter['status'];
  for (const key of ['from', 'to'] as const) {
    const v = filterText(filter, key);
    if (v !== undefined && !isCalendarDay(v)) throw badInput(`filter.${key}`, 'must be a day written YYYY-MM-DD');
    f[key] = v;
  }
  return f;
}

/** GET /settlements: statements per brand, outlet and business day (merchant: own brand; admin, finance: all). */
export const settlementsResource: AdminResourceDef = {
  name: 'settlements',
  record: statementRecord,
  maxPage: EXPORT_PAGE,
  async list(ctx, q) {
    const f = statementFilter(ctx, q.filter);
    const rows = await listStatements(ctx.db, f, { limit: q.limit, offset: q.offset });
    return { rows, total: await listTotal(ctx.db, statementsToCount(f), q, q.offset + rows.length) };
  },
  async get(ctx, id) {
    if (!parseStatementId(id)) return null;
    const rows = await listStatements(ctx.db, { ...statementFilter(ctx, {}), id }, { limit: 1, offset: 0 });
    return rows[0] ? { ...rows[0] } : null;
  },
};

/** Today in the shop's time zone, YYYY-MM-DD. */
const today = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TZ }).format(now);

/**
 * POST /settlements/:id/pay (admin, finance): records the statement paid and posts the payout, audited. A statement
 * is paid once (409 statement_paid) and only after its day has ended (409 statement_open_day), so no redemption can
 * join it after it was paid. GET /settlements/export.csv: the statements as a formula-safe CSV.
 */
export function mountSettlementActions(api: Hono<AdminEnv>, deps: AppDeps): void {
  api.post('/settlements/:id/pay', async (c) => {
    const staff = c.get('staff');
    if (!mayUse(staff.role, 'settlements', true)) throw outsideRole('settlements');
    const id = c.req.param('id');
    if (!parseStatementId(id)) throw missing('settlements', id);
    const now = deps.clock();
    const answer = await inTransaction(deps.db, async (tx) => {
      const ctx = { db: tx, actor: staff, now, deps };
      const before = await settlementsResource.get(ctx, id);
      if (!before) throw missing('settlements', id);
      if (before.status === 'paid') throw new ApiError('conflict', 'This statement has already been paid', { reason: 'statement_paid' });
      if (String(before.day) >= today(now))
        throw new ApiError('conflict', 'A statement is paid once its day has ended', { reason: 'statement_open_day' });
      const paid = await payStatement(tx, before as never, staff.id, now);
      if (!paid) throw new ApiError('conflict', 'This statement has already been paid', { reason: 'statement_paid' });
      const after = await settlementsResource.get(ctx, id);
      await writeAudit(tx, { actor: staff, action: 'pay', resource: 'settlements', objectId: id, before, after, at: now });
      return after;
    });
    return c.json(answer);
  });
}
