import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * In-process cache for catalogue reads (countries, categories, brands, products, banners, popups, gift cards).
 * Keys name the option and every input that shapes the answer (country, language, filters, sort, page).
 * Every read first compares catalogue_version, which database triggers move on any change of catalogue data
 * (docs/decisions/0020-catalogue-read-cache.md), so a cached answer never outlives the data it was made from.
 * One cache per database handle; cached values are shared and must be treated as read-only.
 */
const MAX_ENTRIES = 1000;
const MAX_AGE_MS = 10 * 60_000;

interface CacheState {
  version: string | null;
  entries: Map<string, { value: unknown; storedAt: number }>;
  hits: number;
  misses: number;
}

const states = new WeakMap<Db, CacheState>();

function stateOf(db: Db): CacheState {
  let s = states.get(db);
  if (!s) {
    s = { version: null, entries: new Map(), hits: 0, misses: 0 };
    states.set(db, s);
  }
  return s;
}

async function currentVersion(db: Db): Promise<string> {
  const rows = rowsOf<{ version: string | number }>(await db.execute(sql`select version from catalogue_version where id = 1`));
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

/** The cached answer for key, or load() once and keep it while the catalogue version stays the same. */
export async function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const state = stateOf(db);
  const version = await currentVersion(db);
  if (version !== state.version) {
    state.entries.clear();
    state.version = version;
  }
  const hit = state.entries.get(key);
  if (hit && Date.now() - hit.storedAt < MAX_AGE_MS) {
    state.hits++;
    // refresh the entry's place so the least recently used is evicted first
    state.entries.delete(key);
    state.entries.set(key, hit);
    return hit.value as T;
  }
  state.misses++;
  const value = await load();
  if (state.version === version) {
    state.entries.set(key, { value, storedAt: Date.now() });
    if (state.entries.size > MAX_ENTRIES) {
      const oldest = state.entries.keys().next().value;
      if (oldest !== undefined) state.entries.delete(oldest);
    }
  }
  return value;
}

/** Hits and misses so far (tests and diagnostics). */
export function cacheStats(db: Db): { hits: number; misses: number; entries: number } {
  const s = stateOf(db);
  return { hits: s.hits, misses: s.misses, entries: s.entries.size };
}
