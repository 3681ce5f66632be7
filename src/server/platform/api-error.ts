import { ERROR_STATUS, type ErrorCode, type ErrorReason } from '../../shared/api/error-codes.ts';
import type { AdminReason } from '../../shared/admin/reasons.ts';

/** A refusal that reaches the client as { success: false, code, message, field? } with the code's HTTP status. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  /** the domain reason, for the client to say in the reader's language (the admin API has its own set) */
  readonly reason?: ErrorReason | AdminReason;
  readonly extra: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { field?: string; reason?: ErrorReason | AdminReason; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.code = code;
    this.field = options.field;
    this.reason = options.reason;
    this.extra = options.extra ?? {};
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): Record<string, unknown> {
    return {
      success: false,
      code: this.code,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
      ...this.extra,
    };
  }
}

export const badInput = (field: string, message: string) => new ApiError('bad_request', `${field}: ${message}`, { field });
export const notFound = (what: string) => new ApiError('not_found', `${what} not found`);
export const forbidden = (message = 'You may not access this item') => new ApiError('forbidden', message);
export const conflict = (message: string, extra?: Record<string, unknown>, reason?: ErrorReason) =>
  new ApiError('conflict', message, { extra, reason });
