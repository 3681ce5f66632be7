import type { Db } from '../../db/client.ts';
import type { DashboardStats } from '../../../shared/admin/dashboard.ts';
import { dashboardStats } from './dashboard-stats.ts';

/**
 * The dashboard's figures are shared by every staff member on this server for DASHBOARD_FRESH_MS of the server's
 * clock (decision 0276): one computation per period at a time, whatever the number of consoles open, so sixteen
 * staff opening it at once wait for one read of the rollups, not sixteen. The answer says when it was read (`as_of`).
 * A computation that fails is not kept.
 */
export const DASHBOARD_FRESH_MS = 10_000;

interface Held {
  at: number;
  answer: Promise<DashboardStats>;
}

const heldOf = new WeakMap<Db, Map<number, Held>>();

export function dashboardFigures(db: Db, now: Date, days: number): Promise<DashboardStats> {
  let held = heldOf.get(db);
  if (!held) {
    held = new Map();
    heldOf.set(db, held);
  }
  const at = now.getTime();
  const kept = held.get(days);
  if (kept && at >= kept.at && at - kept.at < DASHBOARD_FRESH_MS) return kept.answer;
  const answer = dashboardStats(db, now, days);
  const entry = { at, answer };
  held.set(days, entry);
  answer.catch(() => {
    if (held.get(days) === entry) held.delete(days);
  });
  return answer;
}
