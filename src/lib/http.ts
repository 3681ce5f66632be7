import { FetchError, type FetchOptions, type FetchResponse, ofetch } from 'ofetch';
import type { ErrorCode, ErrorReason } from '../shared/api/error-codes.ts';

/**
 * The one HTTP layer of the shop, the back office and the counter (decision 0272): ofetch underneath, and one
 * error type for every refusal, carrying the server's code, reason and field and the HTTP status (0: no answer).
 */
export class ApiCallError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network' | (string & {});
  readonly field?: string;
  /** the domain reason the server gave, when it gave one (ERROR_REASONS, or the back office's ADMIN_REASONS) */
  readonly reason?: ErrorReason | (string & {});
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.message === 'string' && body.message ? body.message : 'The network is not reachable. Please try again.');
    this.name = 'ApiCallError';
    this.status = status;
    this.code = typeof body.code === 'string' ? body.code : status === 0 ? 'network' : 'internal';
    this.field = typeof body.field === 'string' ? body.field : undefined;
    // the failure body is checked against apiFailureSchema on the server side of the contract tests
    this.reason = typeof body.reason === 'string' ? body.reason : undefined;
    this.body = body;
  }
}

/** Any failure of an ofetch call as an ApiCallError: the server's JSON error body, or status 0 when nothing answered. */
export function toApiCallError(error: unknown): ApiCallError {
  if (error instanceof ApiCallError) return error;
  if (error instanceof FetchError && error.response) {
    const body = error.data !== null && typeof error.data === 'object' ? (error.data as Record<string, unknown>) : {};
    return new ApiCallError(error.response.status, body);
  }
  return new ApiCallError(0, {});
}

/**
 * A JSON request on this origin with its cookies (the back office and the counter, whose staff session is a cookie):
 * answers the response with its parsed body, or throws an ApiCallError.
 */
export async function requestJson<T>(url: string, options: FetchOptions<'json'> = {}): Promise<FetchResponse<T>> {
  try {
    return await ofetch.raw<T>(url, { credentials: 'same-origin', retry: 0, timeout: 30_000, ...options });
  } catch (error) {
    throw toApiCallError(error);
  }
}

/** A download on this origin with its cookies (a CSV export): answers its bytes, or throws an ApiCallError. */
export async function requestBlob(url: string): Promise<Blob> {
  try {
    return await ofetch(url, { credentials: 'same-origin', retry: 0, timeout: 120_000, responseType: 'blob' });
  } catch (error) {
    throw toApiCallError(error);
  }
}
