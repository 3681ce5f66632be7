import type { AnswerOf } from '../shared/api/answers/index.ts';
import type { ApiGroup, OptionOf } from '../shared/api/groups.ts';
import type { PayloadOf } from '../shared/api/schemas/index.ts';
import { callApi } from './api-client.ts';

/**
 * Reads a page starts from its own small module script, before its island has hydrated (decision 0223): the island
 * then takes the answer under way instead of asking again. Each is taken once, and only while fresh; anything else
 * goes to the API as usual.
 */
const FRESH_MS = 10_000;
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

const keyOf = (group: string, option: string, payload: unknown) => `${group}/${option}?${JSON.stringify(payload)}`;

/** Starts a read now; the answer waits for the island's callApiOnce with the same group, option and payload. */
export function startEarly<G extends ApiGroup, O extends OptionOf<G>>(
  group: G,
  option: O,
  payload: PayloadOf<G, O>,
  now = Date.now(),
): Promise<AnswerOf<G, O>> {
  const answer = callApi(group, option, payload);
  // the island sees a failure when it takes the answer; nobody else has to
  answer.catch(() => undefined);
  started.set(keyOf(group, option, payload), { at: now, answer });
  return answer;
}

/** The answer a page's script started for exactly this call (once, while fresh), else a new call. */
export function callApiOnce<G extends ApiGroup, O extends OptionOf<G>>(
  group: G,
  option: O,
  payload: PayloadOf<G, O>,
  now = Date.now(),
): Promise<AnswerOf<G, O>> {
  const key = keyOf(group, option, payload);
  const early = started.get(key);
  started.delete(key);
  if (early && now - early.at <= FRESH_MS) return early.answer as Promise<AnswerOf<G, O>>;
  return callApi(group, option, payload);
}

/** Asks the browser for an image the page is about to show, first (its largest paint). */
export function preloadImage(src: string | undefined): void {
  if (!src || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.fetchPriority = 'high';
  document.head.append(link);
}
