import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../../../src/server/db/client.ts';
import { bindMember, findToken, issueToken } from '../../../src/server/session/token-service.ts';
import { aMember, aProduct, aStaff } from '../../support/factories.ts';
import { withDatabase } from '../../support/template-db.ts';
import type { TestApp } from '../../support/test-app.ts';

/**
 * Two server processes on one PostgreSQL. Each keeps verified tokens and the catalogue version in memory;
 * a logout or a catalogue change made through one must be seen by the other within a second (pushed by
 * LISTEN/NOTIFY), and never be undone by the other's memory afterwards. PostgreSQL only (TEST_DATABASE_URL).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SECRET = 'several-servers-secret-0123456789';

interface Server {
  proc: ChildProcess;
  base: string;
}

/** A port nothing listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

async function startServer(databaseUrl: string): Promise<Server> {
  const listenPort = await freePort();
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      API_SIGNING_SECRET: SECRET,
      LOG_LEVEL: 'info',
      DATA_DIR: `/tmp/ugift-several-${randomBytes(4).toString('hex')}`,
      SITE_DIR: '/nonexistent-site',
      DATABASE_POOL_SIZE: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (c: Buffer) => {
      out += c.toString();
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return { proc, base: `http://127.0.0.1:${port}/UgiftWeb` };
}

async function stopServer(s: Server): Promise<void> {
  if (s.proc.exitCode !== null) return;
  const exited = new Promise((resolve) => s.proc.once('exit', resolve));
  s.proc.kill('SIGTERM');
  await exited;
}

/** A member-only read: 200 for a logged-in token, 401 once it is logged out. */
const LIST = { filter_by: 'purchased' };

async function api(
  s: Server,
  group: string,
  option: string,
  token: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${s.base}/api/${group}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ option, ...fields }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { table?: Record<string, unknown> } };
}

/** Polls until `check` holds; answers how long it took (ms). Fails after 5 s. */
async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > 5000) throw new Error('not seen within 5 s');
  }
  return performance.now() - start;
}

describe.skipIf(!pgUrl)('two servers on one PostgreSQL', () => {
  let handle: DbHandle;
  let dbName: string;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    dbName = `ugift_two_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${dbName} template ${inject('dbTemplate')}`);
    await admin.end();
    const url = withDatabase(pgUrl!, dbName);
    handle = await createDb({ databaseUrl: url, poolSize: 2 });
    [a, b] = await Promise.all([startServer(url), startServer(url)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a && stopServer(a), b && stopServer(b)]);
    await handle?.close();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  /** What the factories need of a test app (its database, a clock and member tokens): the data here is the test's own too. */
  const own = () =>
    ({
      db: handle.db,
      clock: { now: new Date() },
      async memberToken(memberId: number) {
        const { token } = await issueToken(handle.db, new Date(), 'web');
        await bindMember(handle.db, (await findToken(handle.db, token))!.id, memberId);
        return token;
      },
    }) as unknown as TestApp;

  async function memberToken(): Promise<string> {
    return (await aMember(own())).token;
  }

  it('a logout through one server is refused by the other within a second, and stays refused', async () => {
    const token = await memberToken();
    // both servers have now verified (and remembered) the token
    expect((await api(a, 'order', 'list_order', token, LIST)).status).toBe(200);
    expect((await api(b, 'order', 'list_order', token, LIST)).status).toBe(200);
    expect((await api(b, 'order', 'list_order', token, LIST)).status).toBe(200);
    expect((await api(a, 'account', 'logout', token)).status).toBe(200);
    const took = await timeUntil(async () => (await api(b, 'order', 'list_order', token, LIST)).status === 401);
    expect(took).toBeLessThan(1000);
    for (let i = 0; i < 5; i++) expect((await api(b, 'order', 'list_order', token, LIST)).status).toBe(401);
    expect((await api(a, 'order', 'list_order', token, LIST)).status).toBe(401);
  });

  it('a member’s basket changed through one server is shown by the other within a second', async () => {
    const token = await memberToken();
    const p = { id: await aProduct(own(), { stock: 50 }) };
    const quantityOn = async (s: Server) => {
      const lines = (
        (await api(s, 'basket', 'detail_basket', token)).body.table as { products?: Array<{ product_id: string; quantity: number }> }
      ).products;
      return lines?.find((l) => l.product_id === String(p.id))?.quantity ?? 0;
    };
    const before = await quantityOn(b);
    expect(await quantityOn(b)).toBe(before); // B now answers the basket from memory
    const set = await api(a, 'basket', 'product_to_basket', token, { product_id: String(p.id), quantity: String(before + 2) });
    expect(set.status).toBe(200);
    const took = await timeUntil(async () => (await quantityOn(b)) === before + 2);
    expect(took).toBeLessThan(1000);
    expect(await quantityOn(a)).toBe(before + 2);
  });

  it('read-your-writes: right after a write through one server, the client’s fresh read on the other shows it, every time', async () => {
    const token = await memberToken();
    const p = { id: await aProduct(own(), { stock: 50 }) };
    const quantityOn = async (s: Server, headers: Record<string, string> = {}) => {
      const lines = (
        (await api(s, 'basket', 'detail_basket', token, {}, headers)).body.table as {
          products?: Array<{ product_id: string; quantity: number }>;
        }
      ).products;
      return lines?.find((l) => l.product_id === String(p.id))?.quantity ?? 0;
    };
    for (let round = 1; round <= 20; round++) {
      await quantityOn(b);
      await quantityOn(b); // B answers the basket from memory now
      const set = await api(a, 'basket', 'product_to_basket', token, { product_id: String(p.id), quantity: String(round) });
      expect(set.status).toBe(200);
      // what the shop's client sends for three seconds after its own write (decision 0237)
      expect(await quantityOn(b, { 'x-ugift-fresh': '1' }), `round ${round}`).toBe(round);
    }
  });

  it('a catalogue change saved through one server is shown by the other within a second', async () => {
    const guest = (await issueToken(handle.db, new Date(), 'web')).token;
    const p = { id: await aProduct(own(), { stock: 50 }) };
    const stockOn = async (s: Server) =>
      ((await api(s, 'catalogue', 'detail_product', guest, { product_id: String(p.id) })).body.table as { stock: number }).stock;
    // warm both servers' caches
    const before = await stockOn(b);
    expect(await stockOn(a)).toBe(before);
    // a catalogue staff member (of the test's own) changes the stock through server A's back office
    const catalogue = await aStaff(own(), 'catalogue');
    const signIn = await fetch(`${a.base}/admin/api/session`, {
      method: 'POST',
      headers: { origin: a.base.replace('/UgiftWeb', ''), 'content-type': 'application/json' },
      body: JSON.stringify({ email: catalogue.email, password: catalogue.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const staff = (method: string, body?: unknown) =>
      fetch(`${a.base}/admin/api/products/${p.id}`, {
        method,
        headers: { origin: a.base.replace('/UgiftWeb', ''), cookie, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const record = (await (await staff('GET')).json()) as Record<string, unknown>;
    const saved = await staff('PUT', { ...record, stock: before + 7 });
    expect(saved.status).toBe(200);
    const took = await timeUntil(async () => (await stockOn(b)) === before + 7);
    expect(took).toBeLessThan(1000);
    expect(await stockOn(a)).toBe(before + 7);
  });
});
