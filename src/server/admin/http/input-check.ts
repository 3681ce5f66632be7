import { ApiError } from '../../platform/api-error.ts';

/** The largest id, version or count the database stores (int4). */
export const MAX_INT = 2_147_483_647;

/**
 * One check of every admin query and body before any schema sees it (decision 0237): no text may hold a NUL byte
 * (PostgreSQL refuses it), and no whole number may pass the database's int4. Answers 400 naming the first bad field.
 */
export function checkInput(value: unknown, path: string): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new ApiError('bad_request', `${path}: must not contain a NUL character`, { field: path });
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (Number.isInteger(value) && Math.abs(value) > MAX_INT))
      throw new ApiError('bad_request', `${path}: is out of range`, { field: path });
    return;
  }
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) checkInput(v, `${path}.${i}`);
    return;
  }
  if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      checkInput(k, path);
      checkInput(v, path === 'body' ? k : `${path}.${k}`);
    }
}

/** A calendar day written YYYY-MM-DD that exists (2026-13-45 does not), between the years 1900 and 9999. */
export function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** A date-time filter the database can hold: an ISO date or date-time between the years 1900 and 9999, or null. */
export function parseInstant(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return null;
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) return null;
  const year = d.getUTCFullYear();
  return year >= 1900 && year <= 9999 ? d : null;
}

/** The body after checkInput, for routes that parse their own body. */
export function checked<T>(body: T): T {
  checkInput(body, 'body');
  return body;
}
