import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { loadConfig, type AppConfig } from '../../src/server/platform/config.ts';
import { createDb, type Db, type DbHandle } from '../../src/server/db/client.ts';
import { members } from '../../src/server/db/schema/index.ts';
import type { AppDeps } from '../../src/server/http/context.ts';
import type { SmsAdapter } from '../../src/server/platform/adapters.ts';
import { createAdapters } from '../../src/server/create-adapters.ts';
import { hmacSha256Hex } from '../../src/server/platform/crypto.ts';
import { bindMember, findToken, issueToken } from '../../src/server/session/token-service.ts';
import { EXTRA_ROUTES } from '../../src/server/routes.ts';
import { checkAnswer } from './answer-contract.ts';
import type { AnswerOf } from '../../src/shared/api/answers/index.ts';
import type { ApiGroup, OptionOf } from '../../src/shared/api/groups.ts';
import { loadPgliteTemplate, SEED_TIME, withDatabase } from './template-db.ts';

export type Fields = Record<string, string | number | boolean | Blob | Array<string | number> | undefined>;

/** What a failed call adds to the body (src/shared/api/answers apiFailureSchema). */
export type FailureFields = {
  success: boolean;
  message: string;
  code?: string;
  field?: string;
  reason?: string;
  /** reserve_order's refusal names the lines short of stock */
  insufficient_stock?: Array<{ product_id: string; product_name: string; available: number }>;
};

/** Any answer: a body whose fields are not known (an unknown group or option, or a helper over several options). */
export interface ApiResult {
  status: number;
  body: Record<string, unknown> & FailureFields;
}

/** An answer of one option: its declared success type, with the failure fields when the call was refused. */
export interface TypedResult<G extends ApiGroup, O extends OptionOf<G>> {
  status: number;
  body: AnswerOf<G, O> & Record<string, unknown> & FailureFields;
}

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface CapturedSms extends SmsAdapter {
  sent: Array<{ to: string; text: string }>;
}

export interface TestApp {
  app: Hono;
  deps: AppDeps;
  db: Db;
  clock: TestClock;
  config: AppConfig;
  sms: CapturedSms;
  /** POST /UgiftWeb/api/<group> with a form body (multipart when a Blob is present) */
  call<G extends ApiGroup, O extends OptionOf<G>>(
    group: G,
    option: O,
    fields?: Fields,
    opts?: { token?: string | null; headers?: Record<string, string> },
  ): Promise<TypedResult<G, O>>;
  /** the same for a group or option the contract does not know (the tests of unknown options) */
  call(
    group: string,
    option: string,
    fields?: Fields,
    opts?: { token?: string | null; headers?: Record<string, string> },
  ): Promise<ApiResult>;
  /** a valid guest token */
  guestToken(): Promise<string>;
  /** a token bound to the member (as after login) */
  memberToken(memberId: number): Promise<string>;
  memberIdByPhone(e164: string): Promise<number>;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-signing-secret-0123456789';

export function signTimestamp(timestamp: number, secret = TEST_SECRET): string {
  return hmacSha256Hex(secret, String(timestamp));
}

/** A fresh copy of the migrated and seeded database per call (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set). */
async function openDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `ugift_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const handle = await createDb({ databaseUrl: withDatabase(pgUrl, name), poolSize: 20 });
    return {
      handle,
      drop: async () => {
        const c = new pg.Client({ connectionString: pgUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const handle = await createDb({ dataDir: 'memory', loadDataDir: await loadPgliteTemplate(template) });
  return { handle, drop: async () => {} };
}

export async function createTestApp(options: { env?: Record<string, string>; now?: Date } = {}): Promise<TestApp> {
  const { handle, drop } = await openDatabase();
  const config = loadConfig({
    API_SIGNING_SECRET: TEST_SECRET,
    DATA_DIR: `/tmp/ugift-test-data-${process.pid}`,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '1',
    ...options.env,
  });
  const logger = pino({ level: 'silent' });
  const start = options.now ?? new Date(SEED_TIME.getTime() + 60 * 60_000);
  const clock: TestClock = {
    now: new Date(start),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const sms: CapturedSms = {
    name: 'capture',
    exposesCode: true,
    sent: [],
    async send(to, text) {
      this.sent.push({ to, text });
    },
  };
  const adapters = { ...createAdapters(config, logger), sms };
  const deps: AppDeps = { db: handle.db, config, logger, adapters, clock: () => new Date(clock.now) };
  const app = createApp(deps, { routes: EXTRA_ROUTES });

  const call = (async (
    group: string,
    option: string,
    fields: Fields = {},
    opts: { token?: string | null; headers?: Record<string, string> } = {},
  ) => {
    const multipart = Object.values(fields).some((v) => v instanceof Blob);
    const form = multipart ? new FormData() : new URLSearchParams();
    form.append('option', option);
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) {
        for (const [i, x] of v.entries()) form.append(`${k}[${i}]`, String(x));
      } else if (v instanceof Blob) (form as FormData).append(k, v, (v as File).name ?? 'upload');
      else form.append(k, String(v));
    }
    const headers: Record<string, string> = { 'x-forwarded-for': '10.0.0.1', ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await app.request(`/UgiftWeb/api/${group}`, { method: 'POST', body: form, headers });
    // checked against the option's declared answer (or the failure schema) just below
    const body = (await res.json()) as ApiResult['body'];
    checkAnswer(group, option, res.status, body);
    return { status: res.status, body };
    // the body was just checked against the option's declared answer, so the typed overload may promise it
  }) as TestApp['call'];

  async function memberIdByPhone(e164: string): Promise<number> {
    const [row] = await handle.db.select({ id: members.id }).from(members).where(eq(members.phone_e164, e164));
    if (!row) throw new Error(`no member ${e164}`);
    return row.id;
  }

  return {
    app,
    deps,
    db: handle.db,
    clock,
    config,
    sms,
    call,
    async guestToken() {
      return (await issueToken(handle.db, deps.clock(), 'web')).token;
    },
    async memberToken(memberId) {
      const { token } = await issueToken(handle.db, deps.clock(), 'web');
      const row = await findToken(handle.db, token);
      await bindMember(handle.db, row!.id, memberId);
      return token;
    },
    memberIdByPhone,
    async close() {
      await handle.close();
      await drop();
    },
  };
}
