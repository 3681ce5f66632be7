/**
 * A member's first reads of a page, started by the head script before any island has loaded (decision 0230).
 *
 * The API client records the reads a page makes in its first seconds (`recordFirstRead`), per path and query, in
 * localStorage `earlyCalls`. On the member's next visit of that page, EARLY_CALLS_SCRIPT (src/features/shell) sends
 * the same requests from the document's head with the stored token, so the answers travel while the page's JavaScript
 * downloads. The client's own call then takes the answer of the request with the same URL, body and token
 * (`takeEarlyAnswer`) instead of asking again. Anything else (no such request, another token, a failed status, a call
 * made long after the page opened) is an ordinary call. The list is dropped with the member's data at logout.
 */
export const EARLY_CALLS_KEY = 'earlyCalls';
/** the reads a page records, and the head script replays */
export const EARLY_CALLS_PER_PAGE = 3;
/** only reads started this soon after the page opened are the page's first reads */
export const FIRST_READ_WINDOW_MS = 3000;
/** an early answer not taken by then is left unused (the island asks itself) */
export const EARLY_ANSWER_TTL_MS = 10_000;
/** pages remembered on a device */
export const EARLY_CALLS_MAX_PAGES = 40;

export interface EarlyCall {
  url: string;
  body: string;
}

interface EarlyRequest extends EarlyCall {
  token: string;
  answer: Promise<{ status: number; data?: unknown }>;
}

declare global {
  interface Window {
    __ugiftEarly?: EarlyRequest[];
  }
}

const pageKey = () => location.pathname + location.search;

/** The early answer of this exact request, once; undefined when there is none to use. */
export async function takeEarlyAnswer(url: string, body: string, token: string): Promise<Record<string, unknown> | undefined> {
  const early = typeof window === 'undefined' ? undefined : window.__ugiftEarly;
  if (!early || performance.now() > EARLY_ANSWER_TTL_MS) return undefined;
  const i = early.findIndex((e) => e.url === url && e.body === body && e.token === token);
  if (i < 0) return undefined;
  const [request] = early.splice(i, 1);
  const { status, data } = await request.answer;
  return status >= 200 && status < 300 && data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

let recorded: EarlyCall[] | null = null;

/** Remembers one of the page's first reads for the member's next visit. */
export function recordFirstRead(call: EarlyCall): void {
  if (typeof window === 'undefined' || performance.now() > FIRST_READ_WINDOW_MS) return;
  recorded ??= [];
  if (recorded.length >= EARLY_CALLS_PER_PAGE || recorded.some((r) => r.url === call.url && r.body === call.body)) return;
  recorded.push(call);
  try {
    const all = readAll();
    delete all[pageKey()];
    all[pageKey()] = recorded;
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

/** Forgets the recorded reads (logout: they hold the member's id). */
export function forgetEarlyCalls(): void {
  recorded = null;
  try {
    localStorage.removeItem(EARLY_CALLS_KEY);
  } catch {
    // nothing stored
  }
}
