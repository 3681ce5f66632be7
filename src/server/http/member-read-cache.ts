import type { Db } from '../db/client.ts';
import { feedOf, onCatalogueChange } from '../db/change-feed.ts';

/**
 * Members' own reads (basket, wallet, orders) answered from memory (decision 0221). An answer is kept per
 * member for at most a second, and only while the database's change feed is live. It is dropped:
 * - when the database pushes a change of that member's data (migration 0945: orders, order lines, vouchers, uDollar
 *   cards and the member row notify the ids of every member who sees them), from this server or any other;
 * - when the member calls any option that is not a cached read (this server's own writes never wait for the push);
 * - all at once when the catalogue changes, when this server writes on PostgreSQL (before its own push returns), or
 *   when the feed reconnects (pushes may have been missed).
 * A read that raced a change does not store what it read (generation counters). Answers are kept as the JSON text
 * that was sent, so a hit is not serialised again.
 */
const MEMBER_READ_TRUST_MS = 1000;
const MAX_ENTRIES = 5000;

interface Entry {
  memberId: number;
  /** the answer's JSON text, as sent */
  answer: string;
  at: number;
}

interface CacheState {
  entries: Map<string, Entry>;
  keysOf: Map<number, Set<string>>;
  /** moves when one member's data changes */
  generationOf: Map<number, number>;
  /** moves when every member's data may have changed */
  generation: number;
  hits: number;
  misses: number;
}

/** What a read saw when it began; stored with its answer only if nothing moved meanwhile. */
export interface ReadTicket {
  memberId: number;
  key: string;
  memberGeneration: number;
  generation: number;
  at: number;
}

const states = new WeakMap<Db, CacheState>();

function dropMember(state: CacheState, memberId: number): void {
  state.generationOf.set(memberId, (state.generationOf.get(memberId) ?? 0) + 1);
  for (const key of state.keysOf.get(memberId) ?? []) state.entries.delete(key);
  state.keysOf.delete(memberId);
  // the counters of members who changed are forgotten in bulk now and then; a move of `generation` covers that
  if (state.generationOf.size > 100_000) dropAll(state);
}

function dropAll(state: CacheState): void {
  state.generation++;
  state.entries.clear();
  state.keysOf.clear();
  state.generationOf.clear();
}

function stateOf(db: Db): CacheState | undefined {
  const feed = feedOf(db);
  if (!feed) return undefined;
  let state = states.get(db);
  if (!state) {
    const s: CacheState = { entries: new Map(), keysOf: new Map(), generationOf: new Map(), generation: 0, hits: 0, misses: 0 };
    feed.on('ugift_member', (payload) => {
      const id = Number(payload);
      if (Number.isInteger(id)) dropMember(s, id);
      else dropAll(s);
    });
    onCatalogueChange(feed, () => dropAll(s));
    states.set(db, s);
    state = s;
  }
  return state;
}

/** One member's answer under one read key. */
const entryKey = (memberId: number, key: string): string => `${memberId}\n${key}`;

/** The key of an option's answer for one parsed input (the member is kept apart). */
export function memberReadKey(group: string, option: string, input: unknown): string {
  return `${group}/${option}:${JSON.stringify(input)}`;
}

/** `nowMs` is the request's clock (answers depend on it: expiry, dates), so a clock moved by a test lets go as well. */
export function cachedMemberRead(db: Db, memberId: number, key: string, nowMs: number): string | undefined {
  const state = stateOf(db);
  const full = entryKey(memberId, key);
  if (!state) return undefined;
  const e = state.entries.get(full);
  if (e && (nowMs < e.at || nowMs - e.at >= MEMBER_READ_TRUST_MS || !feedOf(db)?.live)) state.entries.delete(full);
  else if (e) {
    state.hits++;
    return e.answer;
  }
  state.misses++;
  return undefined;
}

export function beginMemberRead(db: Db, memberId: number, key: string, nowMs: number): ReadTicket {
  const state = stateOf(db);
  return {
    memberId,
    key,
    memberGeneration: state?.generationOf.get(memberId) ?? 0,
    generation: state?.generation ?? 0,
    at: nowMs,
  };
}

export function rememberMemberRead(db: Db, ticket: ReadTicket, answer: string): void {
  const state = stateOf(db);
  if (!state || !feedOf(db)?.live) return;
  if (state.generation !== ticket.generation || (state.generationOf.get(ticket.memberId) ?? 0) !== ticket.memberGeneration) return;
  const full = entryKey(ticket.memberId, ticket.key);
  state.entries.delete(full);
  state.entries.set(full, { memberId: ticket.memberId, answer, at: ticket.at });
  const keys = state.keysOf.get(ticket.memberId) ?? new Set<string>();
  state.keysOf.set(ticket.memberId, keys);
  keys.add(full);
  if (state.entries.size > MAX_ENTRIES) {
    const [oldest, e] = state.entries.entries().next().value ?? [];
    if (oldest !== undefined && e) {
      state.entries.delete(oldest);
      state.keysOf.get(e.memberId)?.delete(oldest);
    }
  }
}

/** Drops a member's answers on this server (the member called an option that may change what they read). */
export function forgetMemberReads(db: Db, memberId: number): void {
  const state = stateOf(db);
  if (state) dropMember(state, memberId);
}

/** Hits and misses so far and the answers held (tests and diagnostics). */
export function memberReadStats(db: Db): { hits: number; misses: number; entries: number } {
  const s = stateOf(db);
  return { hits: s?.hits ?? 0, misses: s?.misses ?? 0, entries: s?.entries.size ?? 0 };
}
