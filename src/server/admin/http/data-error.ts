import { sqlStateOf } from '../../db/sql-state.ts';
import { ApiError } from '../../platform/api-error.ts';

/**
 * The last net under the admin API's input checks (decision 0237): a value the database itself refuses as data
 * (SQLSTATE class 22: out of range, malformed, a NUL byte in text) is bad input, never a 500. The checks before it
 * (list-query.ts, input-check.ts) name the field; this one cannot.
 */
export function dataError(error: unknown): ApiError | null {
  const state = sqlStateOf(error);
  // a deadlock victim or a serialization failure: nothing was written; the staff member tries again
  if (state === '40P01' || state === '40001')
    return new ApiError('conflict', 'This was just changed by another request. Please try again.', { reason: 'changed_meanwhile' });
  if (!state?.startsWith('22')) return null;
  return new ApiError('bad_request', 'A value in the request is out of range or malformed', { field: 'body' });
}
