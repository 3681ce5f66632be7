/**
 * node scripts/bench/explain-large.ts (decision 0276): each read that `npm run bench -- --large` loads, called once
 * in-process on DATABASE_URL (the large data), with every query it sent EXPLAINed (ANALYZE, BUFFERS) afterwards: the
 * request's own time, then each query's execution time and, with --plans, its plan. EXPLAIN_ONLY (a regular
 * expression) picks targets by name. Reads only; the seeded data must be there (npm run bench -- --large makes it).
 */
import pg from 'pg';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { createApp } from '../../src/server/app.ts';
import { createAdapters } from '../../src/server/create-adapters.ts';
import { createDb } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { rowsOf } from '../../src/server/db/rows-of.ts';
import { forgetMemberReads } from '../../src/server/http/member-read-cache.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { EXTRA_ROUTES } from '../../src/server/routes.ts';
import { HEAVY_BRAND_STAFF_EMAIL, HEAVY_MEMBER_PHONE } from '../../src/server/seed/large/prepare-large.ts';
import { DEMO_STAFF_PASSWORD } from '../../src/server/seed/staff.ts';
import { bindMember, findToken, issueToken } from '../../src/server/session/token-service.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the large database');
const only = process.env.EXPLAIN_ONLY ? new RegExp(process.env.EXPLAIN_ONLY) : null;
const plans = process.argv.includes('--plans');

// every query sent while `capturing` is on, with its parameters
let capturing = false;
const captured: Array<{ text: string; values: unknown[] }> = [];
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
  if (capturing) {
    const first = args[0] as string | { text: string; values?: unknown[] };
    if (typeof first === 'string') captured.push({ text: first, values: (args[1] as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first)
      captured.push({ text: first.text, values: first.values ?? (args[1] as unknown[]) ?? [] });
  }
  return original.apply(this, args);
};

const handle = await createDb({ databaseUrl: url, poolSize: 4 });
const db = handle.db;
await migrate(db);
const one = async (q: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(q))[0];
const heavy = Number((await one(sql`select id from members where phone_e164 = ${HEAVY_MEMBER_PHONE}`)).id);
const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', DATA_DIR: '/tmp/ugift-explain-large' });
const logger = pino({ level: 'silent' });
const app = createApp({ db, config, logger, adapters: createAdapters(config, logger), clock: () => new Date() }, { routes: EXTRA_ROUTES });

const { token } = await issueToken(db, new Date(), 'web');
const tokenRow = await findToken(db, token);
if (!tokenRow) throw new Error('token');
await bindMember(db, tokenRow.id, heavy);

async function staffCookie(email: string): Promise<string> {
  const res = await app.request('/UgiftWeb/admin/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '10.0.0.2' },
    body: JSON.stringify({ email, password: DEMO_STAFF_PASSWORD }),
  });
  if (!res.ok) throw new Error(`staff sign-in ${email}: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}
const admin = await staffCookie('admin@ugift.test');
const merchant = await staffCookie(HEAVY_BRAND_STAFF_EMAIL);

type Target = { name: string; run: () => Response | Promise<Response> };
const targets: Target[] = [];
const shopper = (name: string, group: string, option: string, extra: Record<string, string> = {}) =>
  targets.push({
    name,
    run: () =>
      app.request(`/UgiftWeb/api/${group}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.0.0.1' },
        body: new URLSearchParams({ option, member_id: String(heavy), ...extra }).toString(),
      }),
  });
for (const f of ['purchased', 'sent', 'received', 'pay']) shopper(`list_order ${f}`, 'order', 'list_order', { filter_by: f });
for (const s of ['', 'active', 'received', 'used'])
  shopper(`list_evoucher ${s || 'all'}`, 'evoucher', 'list_evoucher', s ? { filter_by_status: s } : {});
shopper('list_notification', 'notification', 'list_notification');
shopper('detail_basket', 'basket', 'detail_basket');
shopper('list_friend', 'profile', 'list_friend');
const office = (name: string, cookie: string, p: string) =>
  targets.push({ name, run: () => app.request(`/UgiftWeb/admin/api/${p}`, { headers: { cookie } }) });
office('dashboard', admin, 'dashboard');
office('redemptions report, heavy brand', merchant, 'redemptions');
office('redemptions per outlet per day, heavy brand', merchant, 'redemption-days');
office('settlement statements, heavy brand', merchant, 'settlements');

const explainClient = new pg.Client({ connectionString: url });
await explainClient.connect();
for (const t of targets) {
  if (only && !only.test(t.name)) continue;
  // each call misses the members' read cache (decision 0221): the database's work is what is measured
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    forgetMemberReads(db, heavy);
    const started = performance.now();
    await (await t.run()).arrayBuffer();
    times.push(performance.now() - started);
  }
  forgetMemberReads(db, heavy);
  captured.length = 0;
  capturing = true;
  const res = await t.run();
  const body = await res.text();
  capturing = false;
  const ms = times.sort((a, b) => a - b)[1];
  console.log(`\n## ${t.name}: ${res.status}, median of 3 ${ms.toFixed(1)} ms, ${body.length} bytes, ${captured.length} queries`);
  if (body.length < 300) console.log(body);
  for (const q of captured) {
    if (!/^\s*(select|with)/i.test(q.text)) continue;
    const r = await original.call(explainClient, `explain (analyze, buffers, format text) ${q.text}`, q.values);
    const lines = (r as { rows: Array<{ 'QUERY PLAN': string }> }).rows.map((x) => x['QUERY PLAN']);
    const exec = lines.find((l) => l.startsWith('Execution Time')) ?? '';
    console.log(`- ${exec.replace('Execution Time: ', '')}  ${q.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    if (plans) console.log(lines.map((l) => `    ${l}`).join('\n'));
  }
}
await explainClient.end();
await handle.close();
process.exit(0);
