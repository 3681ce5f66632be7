import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

/** The channels the database's triggers notify on (migrations 0944 and 0945). */
export const CHANNELS = ['ugift_catalogue', 'ugift_token', 'ugift_member'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Changes pushed from the database to this server's in-memory caches. `live` is true only while
 * notifications are known to arrive; caches trust memory only then, and start again from the database after a gap
 * (`onReset`). On PostgreSQL, `onLocalWrite` also fires after every write statement this server makes, so this
 * server's own reads never wait for its own notification to come back.
 */
export interface ChangeFeed {
  readonly live: boolean;
  on(channel: Channel, fn: (payload: string) => void): void;
  onReset(fn: () => void): void;
  onLocalWrite(fn: () => void): void;
  /** resolves once the feed is live, or after `timeoutMs` (caches then keep reading the database until it is) */
  whenLive(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const feeds = new WeakMap<Db, ChangeFeed>();

export function attachFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The feed of a root database handle; undefined for a transaction or a handle without one (then caches re-read). */
export function feedOf(db: Db): ChangeFeed | undefined {
  return feeds.get(db);
}

/**
 * Calls `fn` whenever cached catalogue data may be out of date: a pushed catalogue change, a feed reset (pushes may
 * have been missed) or, on PostgreSQL, a write by this server (its own push arrives later).
 */
export function onCatalogueChange(feed: ChangeFeed, fn: () => void): void {
  feed.on('ugift_catalogue', fn);
  feed.onReset(fn);
  feed.onLocalWrite(fn);
}

class Listeners {
  private byChannel = new Map<Channel, Array<(payload: string) => void>>();
  private resets: Array<() => void> = [];
  private writes: Array<() => void> = [];
  on(channel: Channel, fn: (payload: string) => void) {
    this.byChannel.set(channel, [...(this.byChannel.get(channel) ?? []), fn]);
  }
  onReset(fn: () => void) {
    this.resets.push(fn);
  }
  onLocalWrite(fn: () => void) {
    this.writes.push(fn);
  }
  emit(channel: string, payload: string) {
    for (const fn of this.byChannel.get(channel as Channel) ?? []) fn(payload);
  }
  reset() {
    for (const fn of this.resets) fn();
  }
  wrote() {
    for (const fn of this.writes) fn();
  }
}

/** PGlite: one in-process connection, which delivers a notification when the transaction that sent it commits. */
export async function pgliteFeed(client: PGlite): Promise<ChangeFeed> {
  const l = new Listeners();
  const unlisten: Array<() => Promise<void>> = [];
  for (const channel of CHANNELS) unlisten.push(await client.listen(channel, (payload) => l.emit(channel, payload)));
  let live = true;
  return {
    get live() {
      return live;
    },
    on: (c, fn) => l.on(c, fn),
    onReset: (fn) => l.onReset(fn),
    onLocalWrite: (fn) => l.onLocalWrite(fn),
    whenLive: async () => live,
    async close() {
      live = false;
      if (!client.closed) await Promise.all(unlisten.map((u) => u()));
    },
  };
}

const WRITE = /^\s*(insert|update|delete|commit|merge|truncate|alter|create|drop)\b/i;
const CTE_WRITE = /^\s*with\b[\s\S]*\b(insert|update|delete)\b/i;

/** True for a statement that may change data (so this server's caches re-read after it completes). */
export function isWriteStatement(text: string | undefined): boolean {
  return !!text && (WRITE.test(text) || CTE_WRITE.test(text));
}

type QueryFn = (...args: unknown[]) => unknown;

/** Calls `after` when a write statement sent through this client completes (promise or callback form). */
function watchWrites(client: pg.PoolClient, after: () => void): void {
  const original = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (!isWriteStatement(text)) return original(...args);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...cbArgs: unknown[]) => {
        after();
        return (last as QueryFn)(...cbArgs);
      };
      return original(...args);
    }
    const result = original(...args) as Promise<unknown> | undefined;
    return result?.then(
      (r) => {
        after();
        return r;
      },
      (e) => {
        after();
        throw e;
      },
    );
  };
}

/**
 * PostgreSQL: a dedicated connection LISTENs (reconnecting after a drop, and resetting the caches then because
 * notifications may have been missed), and the pool's connections report this server's own writes.
 */
export function postgresFeed(url: string, pool: pg.Pool, onError: (err: Error) => void): ChangeFeed {
  const l = new Listeners();
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const waiters: Array<() => void> = [];

  pool.on('connect', (c) => watchWrites(c, () => l.wrote()));

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      live = false;
      l.reset();
      if (err && !closed) onError(err);
      c.end().catch(() => {});
      if (!closed) {
        retry = setTimeout(() => void connect(), 250);
        retry.unref();
      }
    };
    c.on('error', (err) => lost(err));
    c.on('end', () => lost());
    c.on('notification', (n) => l.emit(n.channel, n.payload ?? ''));
    try {
      await c.connect();
      for (const channel of CHANNELS) await c.query(`listen ${channel}`);
      if (client !== c) return;
      live = true;
      // anything that changed while nobody listened is re-read
      l.reset();
      for (const w of waiters.splice(0)) w();
    } catch (err) {
      lost(err as Error);
    }
  };
  const ready = connect();

  return {
    get live() {
      return live;
    },
    on: (ch, fn) => l.on(ch, fn),
    onReset: (fn) => l.onReset(fn),
    onLocalWrite: (fn) => l.onLocalWrite(fn),
    whenLive(timeoutMs) {
      if (live) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(live), timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      await ready.catch(() => {});
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
