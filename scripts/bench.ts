/**
 * npm run bench: a bounded load benchmark on loopback. Prepares the data first (migrate, seed, tokens and
 * the reserve_order members, through the project's own code), then times the server's warm start, loads every target
 * with autocannon (keep-alive), runs reserve_order open loop at 200 req/s, reads the server's resident memory and
 * prints each result against its goal. PGlite in a temp DATA_DIR by default; PostgreSQL when DATABASE_URL is set, or
 * with --pg on a private throw-away cluster (scripts/with-postgres.sh).
 *
 * Settings: BENCH_SECONDS (5), BENCH_CONNECTIONS (16), BENCH_PORT (4499), BENCH_WARMUP_SECONDS (1: each target is loaded
 * this long, unmeasured, before the measured runs, so that the floor and the first targets are not measured cold),
 * BENCH_ONLY (a regular expression: only the targets whose names match, besides the floor), BENCH_CPU_PROF (a folder:
 * the server writes a V8 CPU profile there when it stops). Each target also shows the server's own CPU time per request
 * (from /proc), which the load generator sharing the cores does not distort the way it distorts req/s, and is paired
 * with a floor run just before it: its share is of that floor.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedLoop, type LoadResult, once, openLoop, type Target } from './bench/load.ts';
import { prepare } from './bench/prepare.ts';
import { printReport, type TargetRow } from './bench/report.ts';
import { cpuMicros, residentMb, startServer } from './bench/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4499);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const RESERVE_RATE = 200;
/** reserve_order requests sent at the same rate before the measured run (their own members), like every target's warm-up */
const RESERVE_WARMUP = Math.round(RESERVE_RATE * Math.min(WARMUP_SECONDS, 1));
const base = `http://127.0.0.1:${PORT}`;
const wantsPg = process.argv.includes('--pg');

// --pg without a database: run this script again inside a private PostgreSQL cluster
if (wantsPg && !process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) {
  const r = spawnSync('bash', [path.join(root, 'scripts/with-postgres.sh'), process.execPath, fileURLToPath(import.meta.url), '--pg'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
}

// --large (decision 0255): the large-data figures, on PostgreSQL only (a private cluster when no DATABASE_URL is given)
if (process.argv.includes('--large')) {
  if (!process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) {
    const r = spawnSync(
      'bash',
      [path.join(root, 'scripts/with-postgres.sh'), process.execPath, fileURLToPath(import.meta.url), '--large'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    process.exit(r.status ?? 1);
  }
  const { runLargeBench } = await import('./bench/large.ts');
  await runLargeBench({ root, databaseUrl: (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) as string });
  process.exit(0);
}

const databaseUrl = process.env.DATABASE_URL || (wantsPg ? process.env.TEST_DATABASE_URL : undefined);
const siteDir = path.resolve(root, process.env.SITE_DIR ?? 'dist/UgiftWeb');
if (!existsSync(path.join(siteDir, 'home.html'))) {
  // the site is built once when missing; a present build is used as it is (the bench measures serving, not building)
  const { buildIfNeeded } = await import('./start.ts');
  buildIfNeeded();
}

const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'ugift-bench-'));
const reserveRequests = RESERVE_RATE * SECONDS + RESERVE_WARMUP;
console.log(`Preparing ${databaseUrl ? 'PostgreSQL' : 'PGlite'} data (migrate, seed, ${reserveRequests} reserve_order members)…`);
const data = await prepare({ databaseUrl, dataDir, reserveMembers: reserveRequests });

const server = await startServer({
  root,
  port: PORT,
  env: databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: undefined } : { DATA_DIR: dataDir, DATABASE_URL: undefined },
});
try {
  const api = (group: string, form: Record<string, string>, token: string) => ({ path: `/UgiftWeb/api/${group}`, form, token });
  const guest = data.guestToken;
  const member = data.demoToken;
  const memberId = String(data.demoMemberId);
  const listHome = { option: 'list_product', order_by: 'POPULAR', limit: '5', filter_by_country_id: '2' };
  const allTargets: Array<Target & { minShare: number }> = [
    { name: 'GET /UgiftWeb/healthz (floor)', path: '/UgiftWeb/healthz', minShare: 0 },
    // asked for as Chromium asks for a page (the server keeps each file's Brotli and gzip in memory and sends Brotli)
    { name: 'GET /UgiftWeb/home (static page, br)', path: '/UgiftWeb/home', acceptEncoding: 'gzip, deflate, br, zstd', minShare: 0.5 },
    { name: 'catalogue/list_product (home)', ...api('catalogue', listHome, guest), minShare: 0.5 },
    {
      name: 'catalogue/list_product (search)',
      ...api('catalogue', { option: 'list_product', filter_by_keywords: 'coffee', filter_by_country_id: '2' }, guest),
      minShare: 0.5,
    },
    { name: 'catalogue/detail_product', ...api('catalogue', { option: 'detail_product', product_id: '1' }, guest), minShare: 0.5 },
    {
      name: 'frontend/list_banner',
      ...api('frontend', { option: 'list_banner', order_by: 'ASC', filter_by_country_id: '2' }, guest),
      minShare: 0.5,
    },
    { name: 'basket/detail_basket (member)', ...api('basket', { option: 'detail_basket', member_id: memberId }, member), minShare: 0.25 },
    {
      name: 'evoucher/list_evoucher (member)',
      ...api('evoucher', { option: 'list_evoucher', member_id: memberId }, member),
      minShare: 0.25,
    },
    {
      name: 'order/list_order purchased (member)',
      ...api('order', { option: 'list_order', member_id: memberId, filter_by: 'purchased' }, member),
      minShare: 0.25,
    },
  ];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const targets = allTargets.filter((t, i) => i === 0 || !only || only.test(t.name));
  console.log(`Server up in ${server.warmStartMs.toFixed(0)} ms (pid ${server.child.pid}); checking each target answers 2xx…`);
  for (const t of targets) {
    const r = await once(base, t);
    if (r.status < 200 || r.status >= 300) console.log(`  ! ${t.name} answered ${r.status}: ${r.body.slice(0, 200)}`);
  }
  if (WARMUP_SECONDS > 0) for (const t of targets) await closedLoop(base, t, CONNECTIONS, WARMUP_SECONDS);
  const rows: TargetRow[] = [];
  const pid = server.child.pid;
  /** one closed-loop run with the server's own CPU per answered request */
  const measure = async (t: Target) => {
    const cpuBefore = pid ? cpuMicros(pid) : null;
    const r = await closedLoop(base, t, CONNECTIONS, SECONDS);
    const cpuAfter = pid ? cpuMicros(pid) : null;
    const answered = r.ok + r.errors;
    const serverCpuUs = cpuBefore !== null && cpuAfter !== null && answered > 0 ? (cpuAfter - cpuBefore) / answered : null;
    return { ...r, serverCpuUs };
  };
  for (const [i, t] of targets.entries()) {
    // every target is paired with a floor run just before it: the share compares two runs a few seconds apart, so a
    // machine whose speed drifts during the bench (other work, frequency) moves both sides alike
    const pairedFloor = i === 0 ? undefined : (await measure(targets[0])).reqPerSec;
    const r = await measure(t);
    const cpuNote = r.serverCpuUs === null ? '' : `, server CPU ${r.serverCpuUs.toFixed(0)} µs/req`;
    const floorNote = pairedFloor === undefined ? '' : ` (floor just before: ${pairedFloor.toFixed(0)} req/s)`;
    console.log(`  ${t.name}: ${r.reqPerSec.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}${cpuNote}${floorNote}`);
    rows.push({ name: t.name, minShare: t.minShare, pairedFloor, ...r });
  }
  // one fresh member with a filled basket per reserve_order request
  const allReserveCalls = data.reserveMembers.map((m) => api('order', { option: 'reserve_order', member_id: String(m.id) }, m.token));
  const reserveWarmup = allReserveCalls.slice(0, RESERVE_WARMUP);
  const reserveCalls = allReserveCalls.slice(RESERVE_WARMUP);
  if (only) {
    // a partial run (for profiling) prints its targets above and judges nothing
    if (only.test('reserve_order')) {
      if (reserveWarmup.length > 0) await openLoop(base, RESERVE_RATE, reserveWarmup);
      const r = await openLoop(base, RESERVE_RATE, reserveCalls);
      console.log(`  reserve_order open loop: ${r.reqPerSec.toFixed(0)} ok/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
    }
  } else {
    const listProductAt10: LoadResult = await closedLoop(base, allTargets[2], 10, SECONDS);
    console.log(`  list_product (home) @10: p99 ${listProductAt10.p99} ms`);
    if (reserveWarmup.length > 0) await openLoop(base, RESERVE_RATE, reserveWarmup);
    const reserve = await openLoop(base, RESERVE_RATE, reserveCalls);
    const rssMb = server.child.pid ? residentMb(server.child.pid) : null;
    printReport(
      {
        database: databaseUrl ? 'PostgreSQL' : 'PGlite',
        date: new Date().toISOString(),
        seconds: SECONDS,
        connections: CONNECTIONS,
        rows,
        listProductAt10,
        reserveOrder: { ...reserve, rate: RESERVE_RATE },
        rssMb,
        warmStartMs: server.warmStartMs,
      },
      root,
    );
  }
} finally {
  await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
