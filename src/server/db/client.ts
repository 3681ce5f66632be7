import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { attachFeed, pgliteFeed, postgresFeed } from './change-feed.ts';
import { pgdataOf, takeEarly } from './early-pglite.ts';
import { queryDuration } from '../metrics/metrics.ts';
import { traceQuery } from '../metrics/tracing-hooks.ts';
import { forDrizzle } from './pglite-parsers.ts';

/** The database handle every service takes as a parameter (also satisfied by a transaction). */
// biome-ignore lint/suspicious/noExplicitAny: the driver's query-result type differs between PGlite and node-postgres
export type Db = PgDatabase<any, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres:// URL; when absent the embedded PGlite is used */
  databaseUrl?: string;
  /**
   * PostgreSQL: where the change feed LISTENs, on a session of its own (decision 0256). Behind a pooler in transaction
   * mode (PgBouncer) DATABASE_URL cannot hold a LISTEN; this URL goes to PostgreSQL directly. DATABASE_URL when unset.
   */
  directUrl?: string;
  /** PGlite data directory; 'memory' keeps it in memory */
  dataDir?: string;
  /** PGlite: start from a dump made by dumpDataDir (tests) */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * PostgreSQL: open every pool connection at start (in the background) and keep them, so that a burst never waits
   * for new backends to start (the server; tests open connections as they need them)
   */
  keepWarm?: boolean;
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max, min: options.keepWarm ? max : 0 });
    if (options.keepWarm) {
      void Promise.allSettled(Array.from({ length: max }, () => pool.connect())).then((opened) => {
        for (const o of opened) if (o.status === 'fulfilled') o.value.release();
      });
    }
    // An idle connection closed by the server (restart, failover, a dropped test database) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01') console.warn(`PostgreSQL idle client error: ${err.message}`);
    });
    // every query is timed (decision 0257) and, with tracing on, traced (decision 0273)
    measureQueries(pool);
    pool.on('connect', (c) => measureQueries(c));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const feed = postgresFeed(options.directUrl ?? options.databaseUrl, pool, (err) =>
      console.warn(`PostgreSQL change feed: ${err.message}`),
    );
    attachFeed(db, feed);
    await feed.whenLive(5000);
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await feed.close();
        await pool.end();
      },
    };
  }
  const dir = options.dataDir ?? 'memory';
  let client: PGlite;
  if (dir === 'memory') {
    client = new PGlite({ loadDataDir: options.loadDataDir });
  } else {
    const pgdata = pgdataOf(dir);
    mkdirSync(path.dirname(pgdata), { recursive: true });
    client = (await takeEarly(pgdata)) ?? new PGlite(pgdata);
  }
  await client.waitReady;
  const db = drizzlePglite(forDrizzle(client), { schema }) as unknown as Db;
  const feed = await pgliteFeed(client);
  attachFeed(db, feed);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await feed.close();
      if (!client.closed) await client.close();
    },
    ...({ pglite: client } as object),
  };
}

export function pgliteOf(handle: DbHandle): PGlite | undefined {
  return (handle as unknown as { pglite?: PGlite }).pglite;
}

type QueryFn = (...args: unknown[]) => unknown;

/** A query's SQL text: its first argument, a string or a { text } config. */
const textOf = (first: unknown) => (typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? ''));

/** Calls with a callback or a submittable (a cursor, a stream) are passed on as they are: they answer no promise. */
const passedOn = (args: unknown[]) =>
  typeof args[args.length - 1] === 'function' || typeof (args[0] as { submit?: unknown } | null)?.submit === 'function';

/** Times a query into ugift_db_query_duration_seconds (decision 0257) and traces it when tracing is on (decision 0273). */
function measured(text: string, run: () => Promise<unknown>): Promise<unknown> {
  const started = performance.now();
  const done = () => queryDuration.observe((performance.now() - started) / 1000);
  return traceQuery(text, run).then(
    (r) => {
      done();
      return r;
    },
    (e) => {
      done();
      throw e;
    },
  );
}

/**
 * The pool's own query (drizzle's queries outside a transaction) and each pool connection's (a transaction's) are
 * measured; the pool runs its query on a connection with a callback, which that connection passes on, so no query
 * is counted twice.
 */
function measureQueries(target: pg.Pool | pg.PoolClient): void {
  const original = target.query.bind(target) as QueryFn;
  (target as unknown as { query: QueryFn }).query = (...args: unknown[]) =>
    passedOn(args) ? original(...args) : measured(textOf(args[0]), () => original(...args) as Promise<unknown>);
}
