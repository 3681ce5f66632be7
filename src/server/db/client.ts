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
import { queryDuration } from '../observability/metrics.ts';
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
    // Dates and bigints come back as JS values consistently on both drivers.
    pool.on('connect', (c) => timeQueries(c));
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

/** Times each promise-returning query of a pool connection into ugift_db_query_duration_seconds (decision 0257). */
function timeQueries(client: pg.PoolClient): void {
  type QueryFn = (...args: unknown[]) => unknown;
  const original = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return original(...args);
    const started = performance.now();
    const result = original(...args) as Promise<unknown> | undefined;
    if (!result || typeof result.then !== 'function') return result;
    const done = () => queryDuration.observe((performance.now() - started) / 1000);
    return result.then(
      (r) => {
        done();
        return r;
      },
      (e) => {
        done();
        throw e;
      },
    );
  };
}
