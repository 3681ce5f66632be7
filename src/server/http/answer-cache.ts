import { gzipSync } from 'node:zlib';
import type { Db } from '../db/client.ts';
import { feedOf, onCatalogueChange } from '../db/change-feed.ts';

/**
 * Guests' catalogue answers kept as the bytes that were sent (decision 0224). The fast lane
 * (fast-lane.ts) answers a repeated request from here without routing, parsing, validating, running the handler or
 * serialising. An answer is kept for at most a second by the request clock, and only while the database's change
 * feed is live; every catalogue push, feed reset and (on PostgreSQL) local write drops every answer. A request that
 * raced such a drop does not store what it computed (the generation guard).
 *
 * Only options declared `cache: 'shared'` are stored, only for guest tokens (a member's answer may depend on the
 * member: market country, basket quantity, dismissed popups), and only successful answers.
 */
const TRUST_MS = 1000;
const MAX_ENTRIES = 2000;
/** gzip only pays above this size (hono/compress's threshold) */
const GZIP_FROM_BYTES = 1024;

interface Entry {
  body: Buffer;
  gzip: Buffer | null | undefined;
  at: number;
}

interface CacheState {
  entries: Map<string, Entry>;
  generation: number;
  hits: number;
  stores: number;
}

const states = new WeakMap<Db, CacheState>();

function stateOf(db: Db): CacheState | undefined {
  const feed = feedOf(db);
  if (!feed) return undefined;
  let state = states.get(db);
  if (!state) {
    const s: CacheState = { entries: new Map(), generation: 0, hits: 0, stores: 0 };
    onCatalogueChange(feed, () => {
      s.generation++;
      s.entries.clear();
    });
    states.set(db, s);
    state = s;
  }
  return state;
}

/** The key of one request: the API group and the exact form body, byte for byte (latin1 maps bytes to characters one to one). */
export function answerKey(group: string, body: string): string {
  return `${group}\n${body}`;
}

/** What a request saw when it began; its answer is stored only if nothing was dropped meanwhile. */
export interface AnswerSlot {
  key: string;
  generation: number;
  at: number;
}

export function openAnswerSlot(db: Db, key: string, nowMs: number): AnswerSlot | undefined {
  const state = stateOf(db);
  if (!state || !feedOf(db)?.live) return undefined;
  return { key, generation: state.generation, at: nowMs };
}

export interface CachedAnswer {
  body: Buffer;
  /** the gzip variant, made once on first demand (null: too small to pay) */
  gzip(): Buffer | null;
}

export function cachedAnswer(db: Db, key: string, nowMs: number): CachedAnswer | undefined {
  const state = stateOf(db);
  if (!state) return undefined;
  const e = state.entries.get(key);
  if (!e) return undefined;
  if (nowMs < e.at || nowMs - e.at >= TRUST_MS || !feedOf(db)?.live) {
    state.entries.delete(key);
    return undefined;
  }
  state.hits++;
  return {
    body: e.body,
    gzip() {
      if (e.gzip === undefined) e.gzip = e.body.length >= GZIP_FROM_BYTES ? gzipSync(e.body) : null;
      return e.gzip;
    },
  };
}

/** Keeps a successful answer's bytes, unless a change was pushed since its request began. */
export function storeAnswer(db: Db, slot: AnswerSlot, body: string): void {
  const state = stateOf(db);
  if (!state || !feedOf(db)?.live || state.generation !== slot.generation) return;
  state.entries.delete(slot.key);
  state.entries.set(slot.key, { body: Buffer.from(body), gzip: undefined, at: slot.at });
  state.stores++;
  if (state.entries.size > MAX_ENTRIES) {
    const oldest = state.entries.keys().next().value;
    if (oldest !== undefined) state.entries.delete(oldest);
  }
}

/** Hits, stores and answers held (tests and diagnostics). */
export function answerCacheStats(db: Db): { hits: number; stores: number; entries: number } {
  const s = stateOf(db);
  return { hits: s?.hits ?? 0, stores: s?.stores ?? 0, entries: s?.entries.size ?? 0 };
}
