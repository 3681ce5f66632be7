import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps } from '../../http/context.ts';
import { reconcile } from '../../ledger/reconcile.ts';
import { mayUse } from '../../../shared/admin/resources.ts';
import type { AdminEnv } from '../http/admin-env.ts';
import { outsideRole } from '../http/resource-routes.ts';

/**
 * GET /reconciliation (admin, finance): `{ ok, differences }`, every voucher, uDollar card and order's payment state
 * compared with the ledger in one snapshot. `?probe=1` answers 503 when there is a difference, for a monitoring probe.
 */
export function mountReconciliation(api: Hono<AdminEnv>, deps: AppDeps): void {
  api.get('/reconciliation', async (c) => {
    const staff = c.get('staff');
    if (!mayUse(staff.role, 'reconciliation')) throw outsideRole('reconciliation');
    const result = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      return reconcile(tx);
    });
    return c.json(result, !result.ok && c.req.query('probe') === '1' ? 503 : 200);
  });
}
