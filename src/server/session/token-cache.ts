import type { Db } from '../db/client.ts';
import { feedOf } from '../db/change-feed.ts';
import type { SessionToken } from './token-service.ts';

/** How long a verified token is trusted from memory while the database pushes token changes (a safety net). */
export const TOKEN_TRUST_MS = 1000;
const MAX_ENTRIES = 10_000;

interface Entry {
  db: Db;
  token: SessionToken;
  at: number;
}

/**
 * Verified api_tokens by hash, so a request does not look its token up in the database. Bounded (least
 * recently used out first) and trusted for at most a second, and only while the database's change feed is live.
 * Every change of a token drops it: on this server at once (token-service calls forget*), on the others by the
 * notification the api_tokens trigger sends at commit (migration 0944).
 */
const entries = new Map<string, Entry>();
const watched = new WeakSet<Db>();
/** moves on every token change seen, so a look-up that raced a change does not store what it read */
let generation = 0;

/** Take before reading a token from the database; pass to rememberToken. */
export function tokenGeneration(): number {
  return generation;
}

function drop(hash: string): void {
  generation++;
  entries.delete(hash);
}

function watch(db: Db): void {
  const feed = feedOf(db);
  if (!feed || watched.has(db)) return;
  watched.add(db);
  feed.on('ugift_token', drop);
  feed.onReset(() => {
    generation++;
    for (const [hash, e] of entries) if (e.db === db) entries.delete(hash);
  });
}

export function cachedToken(db: Db, hash: string, nowMs = Date.now()): SessionToken | undefined {
  const e = entries.get(hash);
  if (!e) return undefined;
  if (e.db !== db || nowMs - e.at >= TOKEN_TRUST_MS || !feedOf(db)?.live) {
    if (e.db === db) entries.delete(hash);
    return undefined;
  }
  return e.token;
}

export function rememberToken(db: Db, hash: string, token: SessionToken, readAt: number, readGeneration: number): void {
  watch(db);
  if (!feedOf(db)?.live || readGeneration !== generation) return;
  entries.delete(hash);
  entries.set(hash, { db, token, at: readAt });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

/** Drops a token by its row id (a session rebound to another member or none). */
export function forgetTokenId(id: number): void {
  generation++;
  for (const [hash, e] of entries) if (e.token.id === id) entries.delete(hash);
}

/** Drops every token of a member (password reset, a member locked by support). */
export function forgetMemberTokens(memberId: number): void {
  generation++;
  for (const [hash, e] of entries) if (e.token.memberId === memberId) entries.delete(hash);
}
