/**
 * Load generators: autocannon for the closed-loop targets (keep-alive connections, each sending its next request when
 * the previous answered), and an open-loop scheduler on a keep-alive http.Agent for reserve_order (requests start on
 * schedule whatever the answers do; each uses its own member, so every request reserves a real basket).
 */
import autocannon from 'autocannon';
import http from 'node:http';

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** form fields of an API call */
  form?: Record<string, string>;
  token?: string;
  /** Accept-Encoding to send (a page is fetched as a browser fetches it: gzip); none by default */
  acceptEncoding?: string;
}

export interface LoadResult {
  /** answered 2xx per second */
  reqPerSec: number;
  p50: number;
  p99: number;
  ok: number;
  /** non-2xx answers, connection errors and timeouts */
  errors: number;
}

export async function closedLoop(base: string, t: Target, connections: number, seconds: number): Promise<LoadResult> {
  const headers: Record<string, string> = {};
  if (t.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (t.token) headers.authorization = `Bearer ${t.token}`;
  if (t.acceptEncoding) headers['accept-encoding'] = t.acceptEncoding;
  const r = await autocannon({
    url: `${base}${t.path}`,
    connections,
    duration: seconds,
    method: t.method ?? (t.form ? 'POST' : 'GET'),
    headers,
    body: t.form ? new URLSearchParams(t.form).toString() : undefined,
    timeout: 10,
  });
  return {
    reqPerSec: r['2xx'] / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'],
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

/** One request and its status (for the pre-flight check that every target answers 2xx before it is loaded). */
export function once(base: string, t: Target): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = t.form ? new URLSearchParams(t.form).toString() : undefined;
    const req = http.request(
      `${base}${t.path}`,
      {
        method: t.method ?? (t.form ? 'POST' : 'GET'),
        headers: {
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(t.token ? { authorization: `Bearer ${t.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Starts request i at start + i / rate seconds, for `requests.length` requests, regardless of earlier answers.
 * Latency runs from the scheduled start (so a late start caused by the client itself counts against the result).
 */
export async function openLoop(
  base: string,
  rate: number,
  requests: Array<{ path: string; form: Record<string, string>; token: string }>,
): Promise<LoadResult & { scheduled: number; statuses: Record<string, number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let ok = 0;
  let errors = 0;
  const inFlight: Array<Promise<void>> = [];
  const send = (r: (typeof requests)[number], at: number) =>
    new Promise<void>((resolve) => {
      const body = new URLSearchParams(r.form).toString();
      const req = http.request(
        `${base}${r.path}`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${r.token}` },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status >= 200 && status < 300) {
              ok++;
              latencies.push(performance.now() - at);
            } else errors++;
            resolve();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', (e) => {
        const kind = e.message === 'timeout' ? 'timeout' : 'error';
        statuses[kind] = (statuses[kind] ?? 0) + 1;
        errors++;
        resolve();
      });
      req.end(body);
    });
  const start = performance.now() + 50;
  const interval = 1000 / rate;
  let next = 0;
  while (next < requests.length) {
    const now = performance.now();
    while (next < requests.length && start + next * interval <= now) {
      inFlight.push(send(requests[next], start + next * interval));
      next++;
    }
    const wait = start + next * interval - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(0, Math.floor(wait))));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: ok / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok,
    errors,
    scheduled: requests.length,
    statuses,
  };
}
