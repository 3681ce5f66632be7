import { whenIdle } from './after-load.ts';

/**
 * A member's first reads of a page, started by the head script before any island has loaded (decision 0230).
 *
 * The API client notes the reads a page makes in its first seconds (`noteFirstRead`); once the page is idle,
 * early-calls-record.ts stores them per path and query in localStorage `earlyCalls`. On the member's next visit of that
 * page, EARLY_CALLS_SCRIPT (src/features/shell) sends the same requests from the document's head with the stored
 * token, so the answers travel while the page's JavaScript downloads. The client's own call then takes the answer of
 * the request with the same URL, body and token (`takeEarlyAnswer`) instead of asking again. Anything else (no such
 * request, another token, a failed status, a call made long after the page opened) is an ordinary call. The list is
 * dropped with the member's data at logout.
 */
export const EARLY_CALLS_KEY = 'earlyCalls';
/** only reads started this soon after the page opened are the page's first reads */
export const FIRST_READ_WINDOW_MS = 3000;
/** an early answer not taken by then is left unused (the island asks itself) */
export const EARLY_ANSWER_TTL_MS = 10_000;
/** how long a call waits for its early answer before asking itself (the API client's own timeout) */
export const EARLY_ANSWER_WAIT_MS = 30_000;

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

/** The early answer of this exact request, once; undefined when there is none to use. */
export async function takeEarlyAnswer(url: string, body: string, token: string): Promise<Record<string, unknown> | undefined> {
  const early = typeof window === 'undefined' ? undefined : window.__ugiftEarly;
  if (!early || performance.now() > EARLY_ANSWER_TTL_MS) return undefined;
  const i = early.findIndex((e) => e.url === url && e.body === body && e.token === token);
  if (i < 0) return undefined;
  const [request] = early.splice(i, 1);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const { status, data } = await Promise.race([
    request.answer,
    new Promise<{ status: number; data?: unknown }>((resolve) => {
      timer = setTimeout(() => resolve({ status: 0 }), EARLY_ANSWER_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return status >= 200 && status < 300 && data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/** Lets go of every early answer not taken yet: after a change, what was read at the page's start may be stale. */
export function dropEarlyAnswers(): void {
  if (typeof window !== 'undefined') window.__ugiftEarly = undefined;
}

/**
 * Notes one of the page's first reads for the member's next visit. The code that stores it loads once the page is
 * idle, so it neither weighs on the page's first JavaScript nor competes with its first requests.
 */
export function noteFirstRead(call: EarlyCall): void {
  if (typeof window === 'undefined' || performance.now() > FIRST_READ_WINDOW_MS) return;
  whenIdle(() => {
    import('./early-calls-record.ts').then((m) => m.recordFirstRead(call)).catch(() => {});
  });
}

/** Forgets the recorded reads (logout: they hold the member's id). */
export function forgetEarlyCalls(): void {
  try {
    localStorage.removeItem(EARLY_CALLS_KEY);
  } catch {
    // nothing stored
  }
}
