import type { AnswerOf } from '../shared/api/answers/index.ts';
import { ofetch } from 'ofetch';
import { ApiCallError, toApiCallError } from './http.ts';
import type { ApiGroup, OptionOf } from '../shared/api/groups.ts';
import type { PayloadOf } from '../shared/api/schemas/index.ts';
import { $authAPI, $authUser, clearMemberData, type StoredToken } from './session-store.ts';
import { apiUrl } from './paths.ts';
import { dropEarlyAnswers, noteFirstRead, takeEarlyAnswer } from './early-calls.ts';

export { ApiCallError };

export type ApiAnswer = { success: boolean; message: string } & Record<string, unknown>;

const SIGNING_KEY = import.meta.env.PUBLIC_API_SIGNING_KEY as string;

async function hmacHex(key: string, value: string): Promise<string> {
  const enc = new TextEncoder();
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = await crypto.subtle.sign('HMAC', k, enc.encode(value));
  return Array.from(new Uint8Array(sig), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function signValue(value: string): Promise<string> {
  return hmacHex(SIGNING_KEY, value);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Expired when its expiry is earlier than the current unix seconds (spec). */
export function tokenIsValid(token: StoredToken | null): token is StoredToken {
  return !!token && typeof token.api_token === 'string' && Number(token.api_token_expiry) >= nowSeconds();
}

let pending: Promise<string> | null = null;

/** The stored token when still valid, otherwise a new one for source web (one request at a time). */
export function ensureToken(): Promise<string> {
  const stored = $authAPI.get();
  if (tokenIsValid(stored)) return Promise.resolve(stored.api_token);
  pending ??= (async () => {
    try {
      const timestamp = String(nowSeconds());
      const body = new URLSearchParams({ option: 'get_api_token', source: 'web', timestamp, api_key: await signValue(timestamp) });
      const answer = await post('token', body, null, 'get_api_token');
      const token = { api_token: String(answer.api_token), api_token_expiry: Number(answer.api_token_expiry) };
      $authAPI.set(token);
      return token.api_token;
    } finally {
      pending = null;
    }
  })();
  return pending;
}

/** Reads are safe to send again after a network failure or a busy answer; a change never is. */
const READ_OPTION = /^(list_|detail_|get_cashier_url$|check_)/;
/** A member's reads that the head script may send early on the next visit (decision 0230). */
const EARLY_READ = /^(list_|detail_)/;

/**
 * Read-your-writes on any server (decision 0237): a server may answer a member's read from memory for up to a second
 * (decision 0221) and hears of a change made on another server a moment later. For a while after this tab's own
 * write, its calls carry X-Ugift-Fresh, so its reads come from the database, wherever they land. The window is kept in
 * sessionStorage, so it outlives a navigation; it is longer than the servers' one second of trust.
 */
const FRESH_MS = 3000;
const FRESH_KEY = 'ugiftFreshUntil';
function markWrite(): void {
  try {
    sessionStorage.setItem(FRESH_KEY, String(Date.now() + FRESH_MS));
  } catch {
    // no storage (private mode): reads may take a second to show another server's write
  }
}
function isFresh(): boolean {
  try {
    return Number(sessionStorage.getItem(FRESH_KEY) ?? 0) > Date.now();
  } catch {
    return false;
  }
}

/** The design card's ofetch: timeout, retries of reads, and the server's JSON error body on a failed status. */
const api = ofetch.create({
  method: 'POST',
  timeout: 30_000,
  retryDelay: 400,
  retryStatusCodes: [408, 502, 503, 504],
});

/** One POST: every failure becomes an ApiCallError carrying the server's code and message (status 0: no answer). */
async function post(group: string, body: URLSearchParams | FormData, token: string | null, option: string): Promise<ApiAnswer> {
  let data: unknown;
  try {
    data = await api(apiUrl(group), {
      body,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(isFresh() ? { 'X-Ugift-Fresh': '1' } : {}) },
      retry: READ_OPTION.test(option) ? 2 : 0,
      timeout: body instanceof FormData ? 120_000 : 30_000,
    });
  } catch (error) {
    throw toApiCallError(error);
  }
  // not JSON (a proxy's error page): treated as no answer
  if (data === null || typeof data !== 'object') throw new ApiCallError(0, {});
  return data as ApiAnswer;
}

function encode(option: string, payload: Record<string, unknown>, multipart: boolean): URLSearchParams | FormData {
  const form = multipart ? new FormData() : new URLSearchParams();
  form.append('option', option);
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) form.append(`${key}[${i}]`, String(v));
    } else if (value instanceof Blob) {
      if (form instanceof FormData) form.append(key, value);
    } else form.append(key, String(value));
  }
  return form;
}

/**
 * Calls an option: gets or renews the token, form-encodes (multipart when a Blob is present), adds the bearer header
 * and turns every failure into an ApiCallError carrying the server's message. The logged-in member's id is added as
 * member_id for the old protocol; the server takes identity from the token regardless.
 */
export async function callApi<G extends ApiGroup, O extends OptionOf<G>>(
  group: G,
  option: O,
  payload: PayloadOf<G, O> = {} as PayloadOf<G, O>,
): Promise<AnswerOf<G, O>> {
  const values: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  const user = $authUser.get();
  if (user && values.member_id === undefined) values.member_id = user.member_id;
  const multipart = Object.values(values).some((v) => v instanceof Blob);
  for (let attempt = 0; ; attempt++) {
    const token = group === 'token' ? null : await ensureToken();
    const body = encode(option, values, multipart);
    const earlyRead = EARLY_READ.test(option);
    if (token && user && body instanceof URLSearchParams && earlyRead && !isFresh()) {
      const call = { url: apiUrl(group), body: body.toString() };
      noteFirstRead(call);
      const early = await takeEarlyAnswer(call.url, call.body, token);
      if (early) return early as AnswerOf<G, O>;
    } else if (!earlyRead) dropEarlyAnswers();
    const write = !READ_OPTION.test(option) && group !== 'token';
    try {
      if (write) markWrite();
      const answer = await post(group, body, token, option);
      if (write) markWrite();
      // A login answers a fresh token that replaces the old one (docs/decisions/0091).
      if (group !== 'token' && typeof answer.api_token === 'string' && answer.api_token_expiry !== undefined) {
        $authAPI.set({ api_token: answer.api_token, api_token_expiry: Number(answer.api_token_expiry) });
      }
      // the server checks every answer against this option's declared schema (src/shared/api/answers)
      return answer as AnswerOf<G, O>;
    } catch (error) {
      if (write) markWrite();
      if (error instanceof ApiCallError && error.status === 401) {
        if (error.code === 'token_invalid' && attempt === 0) {
          $authAPI.set(null);
          continue;
        }
        if (user) clearMemberData();
      }
      throw error;
    }
  }
}
