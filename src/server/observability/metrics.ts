import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (decision 0257), served by GET /UgiftWeb/metrics behind METRICS_TOKEN: requests
 * and their latency per API group and option and per admin resource, answers by status code, the load shedder,
 * the database pool, job runs and failures, the last reconciliation, and prom-client's process metrics (resident
 * memory, heap, event-loop lag). One registry per process; the app's parts record into it.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'ugift_' });

export const requestDuration = new Histogram({
  name: 'ugift_request_duration_seconds',
  help: 'Time to answer a request, by kind (api, admin, other) and name (group/option, admin resource)',
  labelNames: ['kind', 'name'] as const,
  buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
  registers: [registry],
});

export const responses = new Counter({
  name: 'ugift_responses_total',
  help: 'Answers by kind, name and HTTP status code',
  labelNames: ['kind', 'name', 'code'] as const,
  registers: [registry],
});

export const loadShedRefusals = new Counter({
  name: 'ugift_load_shed_refusals_total',
  help: 'API requests refused with 503 by the load shedder (queue full or waited too long)',
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'ugift_job_runs_total',
  help: 'Background job runs on this server, by job and outcome (ok, failed, skipped: another server held it)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export const queryDuration = new Histogram({
  name: 'ugift_db_query_duration_seconds',
  help: 'Time of database queries made through the pool (PostgreSQL)',
  buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.5, 2],
  registers: [registry],
});

/** Gauges read when scraped: the load shedder's queue, the pool, the last reconciliation. */
export function gaugeOnScrape(name: string, help: string, read: () => number | Promise<number>): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.set(await read());
    },
  });
}

/** Where a request is counted: its group/option or admin resource, set by the route once known (else its path's kind). */
const names = new WeakMap<Request, string>();
export const nameRequest = (req: Request, name: string) => void names.set(req, name);

export function requestLabels(req: Request, path: string): { kind: string; name: string } {
  const kind = path.includes('/admin/api/') ? 'admin' : path.includes('/api/') ? 'api' : 'other';
  const named = names.get(req);
  if (named) return { kind, name: named };
  if (kind === 'admin') return { kind, name: path.split('/admin/api/')[1]?.split('/')[0] || 'admin' };
  if (kind === 'api') return { kind, name: `${path.split('/api/')[1] ?? ''}/?` };
  return {
    kind,
    name: path.endsWith('/metrics') || path.endsWith('/readyz') || path.endsWith('/healthz') ? path.split('/').pop()! : 'site',
  };
}
