/** The one closed set of API error codes and the HTTP status each maps to. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  /** the api_token is missing, unknown or expired: the client gets a new one and asks again */
  token_invalid: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** the server sheds load (busy, or its database is unreachable); the answer carries Retry-After */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Shape of every failed API answer. */
export interface ApiFailure {
  success: false;
  code: ErrorCode;
  message: string;
  /** The payload field the error is about, when there is one. */
  field?: string;
  [extra: string]: unknown;
}
