import { EARLY_CALLS_KEY, type EarlyCall } from './early-calls.ts';

/** the reads a page records, and the head script replays */
export const EARLY_CALLS_PER_PAGE = 3;
/** pages remembered on a device; the least recently visited go first */
export const EARLY_CALLS_MAX_PAGES = 40;

/** whether this page has recorded yet: its first read replaces what the last visit recorded */
let started = false;

/** Stores one of this page's first reads (decision 0230), unless the member has logged out meanwhile. */
export function recordFirstRead(call: EarlyCall): void {
  try {
    // read from storage, as the head script reads it: logout stores a null authUser
    if (!(Number(JSON.parse(localStorage.getItem('authUser') ?? 'null')?.member_id) > 0)) return;
    const all = readAll();
    const page = location.pathname + location.search;
    const list = started && Array.isArray(all[page]) ? all[page] : [];
    started = true;
    if (list.length >= EARLY_CALLS_PER_PAGE || list.some((r) => r.url === call.url && r.body === call.body)) return;
    delete all[page];
    all[page] = [...list, call];
    const pages = Object.keys(all);
    for (const old of pages.slice(0, Math.max(0, pages.length - EARLY_CALLS_MAX_PAGES))) delete all[old];
    localStorage.setItem(EARLY_CALLS_KEY, JSON.stringify(all));
  } catch {
    // storage full or refused: the next visit asks at hydration, as before
  }
}

function readAll(): Record<string, EarlyCall[]> {
  const parsed = JSON.parse(localStorage.getItem(EARLY_CALLS_KEY) ?? 'null') as unknown;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, EarlyCall[]>) : {};
}
