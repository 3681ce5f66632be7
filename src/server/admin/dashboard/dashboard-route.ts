import type { Hono } from 'hono';
import type { AppDeps } from '../../http/context.ts';
import { badInput } from '../../platform/api-error.ts';
import { mayUse } from '../../../shared/admin/resources.ts';
import { dashboardQuery } from '../../../shared/admin/dashboard.ts';
import type { AdminEnv } from '../http/admin-env.ts';
import { outsideRole, validationError } from '../http/resource-routes.ts';
import { dashboardFigures } from './dashboard-cache.ts';

/** GET /dashboard?days=30 (every role but merchant): the console's home figures (decision 0238), read at most
 * every 10 seconds per period (decision 0276). */
export function mountDashboard(api: Hono<AdminEnv>, deps: AppDeps): void {
  api.get('/dashboard', async (c) => {
    if (!mayUse(c.get('staff').role, 'dashboard')) throw outsideRole('dashboard');
    const days = c.req.queries('days');
    if (days && days.length > 1) throw badInput('days', 'must be given once');
    const parsed = dashboardQuery.safeParse({ days: days?.[0] });
    if (!parsed.success) throw validationError(parsed.error);
    return c.json(await dashboardFigures(deps.db, deps.clock(), parsed.data.days));
  });
}
