import type { Hono } from 'hono';
import type { AppDeps } from '../../http/context.ts';
import { badInput } from '../../platform/api-error.ts';
import { mayUse } from '../../../shared/admin/roles.ts';
import type { AdminEnv } from '../http/admin-env.ts';
import { outsideRole } from '../http/resource-routes.ts';
import { dashboardStats } from './dashboard-stats.ts';

/** GET /dashboard?days=30: the console's charts. */
export function mountDashboard(api: Hono<AdminEnv>, deps: AppDeps): void {
  api.get('/dashboard', async (c) => {
    if (!mayUse(c.get('staff').role, 'dashboard')) throw outsideRole('dashboard');
    const raw = c.req.query('days') ?? '30';
    if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 366) throw badInput('days', 'must be 1 to 366');
    return c.json(await dashboardStats(deps.db, deps.clock(), Number(raw)));
  });
}
