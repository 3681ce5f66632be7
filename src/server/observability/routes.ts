import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import { feedOf } from '../db/change-feed.ts';
import { rowsOf } from '../db/rows-of.ts';
import type { AppDeps } from '../http/context.ts';
import { BASE } from '../../shared/base-path.ts';
import { gaugeOnScrape, registry, requestDuration, requestLabels, responses } from './metrics.ts';

/** Counts and times every request that reaches the app (decision 0257). */
export const measureRequests: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  const labels = requestLabels(c.req.raw, c.req.path);
  requestDuration.observe(labels, (performance.now() - started) / 1000);
  responses.inc({ ...labels, code: String(c.res.status) });
};

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

let scrapeGauges = false;

/**
 * GET /UgiftWeb/metrics (Prometheus text) with `Authorization: Bearer <METRICS_TOKEN>`: 401 without it, 404 when no
 * METRICS_TOKEN is set. GET /UgiftWeb/readyz: 200 when the database answers and the change feed is live, else 503
 * naming which is not (decision 0257).
 */
export function mountObservability(app: Hono, deps: AppDeps, shedderStats: () => { inFlight: number; queued: number }): void {
  if (!scrapeGauges) {
    scrapeGauges = true;
    gaugeOnScrape('ugift_load_shed_in_flight', 'API requests being handled now', () => shedderStats().inFlight);
    gaugeOnScrape('ugift_load_shed_queued', 'API requests waiting for their turn', () => shedderStats().queued);
    const pool = (deps.db as unknown as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number } }).$client;
    if (pool && typeof pool.totalCount === 'number') {
      gaugeOnScrape('ugift_db_pool_connections', 'PostgreSQL pool connections open', () => pool.totalCount ?? 0);
      gaugeOnScrape('ugift_db_pool_idle', 'PostgreSQL pool connections idle', () => pool.idleCount ?? 0);
      gaugeOnScrape('ugift_db_pool_waiting', 'queries waiting for a pool connection', () => pool.waitingCount ?? 0);
    }
    gaugeOnScrape(
      'ugift_reconciliation_ok',
      'the last reconciliation found no difference (1), found some (0), or never ran (-1)',
      async () => {
        const [last] = rowsOf<{ ok: boolean }>(await deps.db.execute(sql`select ok from reconciliation_runs order by ran_at desc limit 1`));
        return last ? (last.ok ? 1 : 0) : -1;
      },
    );
  }
  app.get(`${BASE}/metrics`, async (c) => {
    const token = deps.config.metricsToken;
    if (!token) return c.json({ success: false, message: 'Not found', code: 'not_found' }, 404);
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameText(given, token)) return c.json({ success: false, message: 'A metrics token is required', code: 'unauthorized' }, 401);
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  });
  app.get(`${BASE}/readyz`, async (c) => {
    const database = await deps.db
      .execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);
    const feed = feedOf(deps.db);
    const changeFeed = feed ? feed.live : true;
    const ok = database && changeFeed;
    return c.json({ ok, database, change_feed: changeFeed }, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
}
