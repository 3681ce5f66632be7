import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import apiHandler, { config as apiConfig, createHandler } from '../../../netlify/functions/api.ts';
import { dueJobs } from '../../../netlify/functions/jobs.ts';
import { memoized, netlifyEnv, openNetlifyRuntime } from '../../../netlify/functions/_lib/runtime.ts';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from '../../../src/server/http/security-headers.ts';
import type { Runtime } from '../../../src/server/bootstrap.ts';
import { JOBS } from '../../../src/server/jobs/index.ts';
import { createTestApp, signTimestamp, TEST_SECRET, type TestApp } from '../../support/test-app.ts';

/** The API deployed as a Netlify Function through hono/netlify: same app, same answers, same headers. */
let t: TestApp;
let handler: ReturnType<typeof createHandler>;

beforeAll(async () => {
  t = await createTestApp();
  const runtime: Runtime = { deps: t.deps, handle: { db: t.db, kind: 'pglite', close: async () => {} }, close: async () => {} };
  handler = createHandler(async () => runtime);
});
afterAll(async () => {
  await t.close();
});

const post = (group: string, form: Record<string, string>, token?: string) =>
  new Request(`https://ugift.example/UgiftWeb/api/${group}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the Netlify API function', () => {
  it('answers options through Hono’s Netlify adapter, with the security headers', async () => {
    const timestamp = String(Math.floor(t.clock.now.getTime() / 1000));
    const res = await handler(
      post('token', { option: 'get_api_token', source: 'web', timestamp, api_key: signTimestamp(Number(timestamp), TEST_SECRET) }),
      { ip: '203.0.113.9' },
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(String(body.api_token).length).toBeGreaterThan(20);
    for (const [k, v] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(k), k).toBe(v);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const res = await handler(post('token', { option: 'get_api_token', source: 'web', timestamp: 'soon', api_key: 'x' }));
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe('timestamp');
  });

  it('refuses a member option to a guest token', async () => {
    const res = await handler(post('notification', { option: 'list_notification' }, await t.guestToken()));
    expect([401, 403]).toContain(res.status);
    expect((await res.json()).success).toBe(false);
  });

  it('is routed on the API, media, cashier and health paths under the base path', () => {
    expect(apiConfig.path).toEqual(expect.arrayContaining(['/UgiftWeb/api/*', '/UgiftWeb/media/*', '/UgiftWeb/healthz']));
  });

  it('never falls back to the embedded database: without DATABASE_URL it answers 503 and names the variable', async () => {
    await expect(openNetlifyRuntime({ API_SIGNING_SECRET: TEST_SECRET })).rejects.toThrow(/DATABASE_URL: required on Netlify/);
    const logged: string[] = [];
    const unconfigured = createHandler(
      memoized(() => openNetlifyRuntime({ API_SIGNING_SECRET: TEST_SECRET })),
      (line) => logged.push(line),
    );
    const res = await unconfigured(post('token', { option: 'get_api_token' }));
    expect(res.status).toBe(503);
    expect(logged.join('\n')).toContain('DATABASE_URL: required on Netlify');
    expect(res.headers.get('Content-Security-Policy')).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    expect(typeof apiHandler).toBe('function');
  });

  it('trusts Netlify’s proxy for the client address and keeps files under /tmp', () => {
    expect(netlifyEnv({})).toMatchObject({ TRUST_PROXY: '1', DATA_DIR: '/tmp/ugift' });
    expect(netlifyEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe('0');
  });
});

describe('the scheduled jobs function', () => {
  it('runs each job in the minutes its period is due', () => {
    const at = (iso: string) => dueJobs(new Date(iso)).map((j) => j.name);
    const every = JOBS.filter((j) => j.everyMs <= 60_000).map((j) => j.name);
    expect(at('2026-01-01T10:07:00Z')).toEqual(every);
    expect(at('2026-01-01T10:00:00Z')).toEqual(JOBS.filter((j) => j.everyMs <= 60 * 60_000).map((j) => j.name));
    // the daily reconciliation (decision 0236) at midnight UTC, with every other job
    expect(at('2026-01-01T00:00:00Z')).toEqual(JOBS.map((j) => j.name));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the Netlify runtime on PostgreSQL', () => {
  it('migrates an empty database on first request and serves the API from it', async () => {
    const name = `ugift_netlify_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const runtime = await openNetlifyRuntime({ DATABASE_URL: url.toString(), API_SIGNING_SECRET: TEST_SECRET, LOG_LEVEL: 'silent' });
    try {
      expect(runtime.handle.kind).toBe('postgres');
      const fn = createHandler(async () => runtime);
      const health = await fn(new Request('https://ugift.example/UgiftWeb/healthz'));
      expect(await health.json()).toEqual({ ok: true });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const res = await fn(
        post('token', { option: 'get_api_token', source: 'web', timestamp, api_key: signTimestamp(Number(timestamp), TEST_SECRET) }),
      );
      expect((await res.json()).success).toBe(true);
    } finally {
      await runtime.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
