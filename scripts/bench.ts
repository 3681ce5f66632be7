/**
 * npm run bench: a bounded load benchmark on loopback. Starts the real server (PGlite in a temp DATA_DIR, or
 * DATABASE_URL when set), then for each target runs CONCURRENCY clients for SECONDS and prints req/s and latency
 * percentiles. Every loop stops by itself.
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4499);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const MAX_REQUESTS = 200_000;
const base = `http://127.0.0.1:${PORT}`;

interface Target {
  name: string;
  request: () => Promise<Response>;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/UgiftWeb/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function token(): Promise<string> {
  const ts = String(Math.floor(Date.now() / 1000));
  const api_key = createHmac('sha256', process.env.API_SIGNING_SECRET ?? 'ugift-dev-signing-secret')
    .update(ts)
    .digest('hex');
  const res = await fetch(`${base}/UgiftWeb/api/token`, {
    method: 'POST',
    body: new URLSearchParams({ option: 'get_api_token', source: 'web', timestamp: ts, api_key }),
  });
  return (await res.json()).api_token;
}

async function run(target: Target) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until && latencies.length + errors < MAX_REQUESTS) {
      const t0 = performance.now();
      try {
        const res = await target.request();
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1) ?? '-';
  console.log(
    `${target.name.padEnd(34)} ${(latencies.length / elapsed).toFixed(0).padStart(7)} req/s  p50 ${pct(50).padStart(6)} ms  p99 ${pct(99).padStart(6)} ms  errors ${errors}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'ugift-bench-'));
const server = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'error', HOST: '127.0.0.1' },
});
try {
  await waitForServer();
  const bearer = await token();
  const post = (group: string, fields: Record<string, string>) => () =>
    fetch(`${base}/UgiftWeb/api/${group}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { authorization: `Bearer ${bearer}` },
    });
  const targets: Target[] = [
    { name: 'GET /UgiftWeb/home (static page)', request: () => fetch(`${base}/UgiftWeb/home`) },
    {
      name: 'catalogue/list_product (home)',
      request: post('catalogue', { option: 'list_product', order_by: 'POPULAR', limit: '5', filter_by_country_id: '2' }),
    },
    {
      name: 'catalogue/list_product (search)',
      request: post('catalogue', { option: 'list_product', filter_by_keywords: 'coffee', filter_by_country_id: '2' }),
    },
    { name: 'catalogue/detail_product', request: post('catalogue', { option: 'detail_product', product_id: '1' }) },
  ];
  console.log(
    `Ugift bench: ${CONCURRENCY} concurrent clients, ${SECONDS} s per target, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  for (const target of targets) await run(target);
} finally {
  server.kill('SIGTERM');
}
