import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { feedOf, onCatalogueChange } from '../db/change-feed.ts';

/**
 * In-process cache for catalogue reads (countries, categories, brands, products, banners, popups, gift cards).
 * Keys name the option and every input that shapes the answer (country, language, filters, sort, page).
 * Every read first compares catalogue_version, which database triggers move on any change of catalogue data
 * (docs/decisions/0020-catalogue-read-cache.md), so a cached answer never outlives the data it was made from.
 * One cache per database handle; cached values are shared and must be treated as read-only.
 */
const MAX_ENTRIES = 1000;
const MAX_AGE_MS = 10 * 60_000;

/** How long a catalogue version learnt from the database is trusted while changes are pushed (a safety net). */
const VERSION_TRUST_MS = 1000;

/**
 * How long an answer that shows stock or sales counts is kept, by the request clock: those columns change with every
 * order and do not move the catalogue version (migration 0946, decision 0225), so they are at most this old.
 */
export const STOCK_FRESH_MS = 1000;

interface CacheState {
  version: string | null;
  /** when `version` was read from the database; 0 = re-read it (a change was pushed, or pushes stopped) */
  versionReadAt: number;
  /** counts pushed changes, so a change that arrives while the version is being read is not lost */
  pushes: number;
  /** storedAt: Date.now() when stored; at: the request clock of a read that shows stock (see STOCK_FRESH_MS) */
  entries: Map<string, { value: unknown; storedAt: number; at?: number }>;
  /** the version read in flight, shared by the reads that arrive meanwhile (while no change is pushed) */
  reading: { pushes: number; promise: Promise<string> } | null;
  hits: number;
  misses: number;
}

const states = new WeakMap<Db, CacheState>();

function stateOf(db: Db): CacheState {
  let s = states.get(db);
  if (!s) {
    const state: CacheState = { version: null, versionReadAt: 0, pushes: 0, entries: new Map(), reading: null, hits: 0, misses: 0 };
    const feed = feedOf(db);
    if (feed)
      onCatalogueChange(feed, () => {
        state.versionReadAt = 0;
        state.pushes++;
      });
    states.set(db, state);
    s = state;
  }
  return s;
}

/** The version in memory may be used: changes are being pushed and it was read from the database under a second ago. */
function versionTrusted(db: Db, state: CacheState): boolean {
  return state.version !== null && !!feedOf(db)?.live && Date.now() - state.versionReadAt < VERSION_TRUST_MS;
}

/**
 * The catalogue version: from memory while the database pushes changes (no round trip per read), from
 * the database when a change was pushed, this server wrote, pushes stopped, or a second has passed.
 */
async function currentVersion(db: Db, state: CacheState): Promise<string> {
  if (versionTrusted(db, state)) return state.version as string;
  if (state.reading && state.reading.pushes === state.pushes) return state.reading.promise;
  const reading = { pushes: state.pushes, promise: readVersion(db, state) };
  state.reading = reading;
  try {
    return await reading.promise;
  } finally {
    if (state.reading === reading) state.reading = null;
  }
}

async function readVersion(db: Db, state: CacheState): Promise<string> {
  const readAt = Date.now();
  const pushes = state.pushes;
  const rows = rowsOf<{ version: string | number }>(await db.execute(sql`select version from catalogue_version where id = 1`));
  // a change pushed while the query ran may be newer than what it read: then the next read asks again
  state.versionReadAt = state.pushes === pushes ? readAt : 0;
  return String(rows[0]?.version ?? 'none');
}

/** A stable key from an option name and its inputs (undefined values and empty arrays are left out). */
export function cacheKey(name: string, parts: Record<string, unknown>): string {
  const clean = Object.entries(parts)
    .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].map(String).sort() : v] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${name}:${JSON.stringify(clean)}`;
}

/**
 * The cached answer for key, or load() once and keep it while the catalogue version stays the same. A read whose
 * answer shows stock or sales counts passes `stock` with the request clock: its answer is then kept STOCK_FRESH_MS.
 */
export async function cachedRead<T>(db: Db, key: string, load: () => Promise<T>, stock?: { nowMs: number }): Promise<T> {
  const state = stateOf(db);
  const version = await currentVersion(db, state);
  if (version !== state.version) {
    state.entries.clear();
    state.version = version;
  }
  const hit = state.entries.get(key);
  const stockFresh = !stock || (hit?.at !== undefined && stock.nowMs >= hit.at && stock.nowMs - hit.at < STOCK_FRESH_MS);
  if (hit && stockFresh && Date.now() - hit.storedAt < MAX_AGE_MS) {
    state.hits++;
    // refresh the entry's place so the least recently used is evicted first
    state.entries.delete(key);
    state.entries.set(key, hit);
    return hit.value as T;
  }
  state.misses++;
  const value = await load();
  if (state.version === version) {
    state.entries.set(key, { value, storedAt: Date.now(), at: stock?.nowMs });
    if (state.entries.size > MAX_ENTRIES) {
      const oldest = state.entries.keys().next().value;
      if (oldest !== undefined) state.entries.delete(oldest);
    }
  }
  return value;
}

/** Hits and misses so far, and whether the next read trusts the version it knows (tests and diagnostics). */
export function cacheStats(db: Db): { hits: number; misses: number; entries: number; versionTrusted: boolean } {
  const s = stateOf(db);
  return { hits: s.hits, misses: s.misses, entries: s.entries.size, versionTrusted: versionTrusted(db, s) };
}
