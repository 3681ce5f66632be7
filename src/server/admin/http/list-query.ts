import { badInput } from '../../platform/api-error.ts';
import { checkInput, MAX_INT } from './input-check.ts';

/** A list request in react-admin's simple REST conventions: ?sort=["field","ASC"]&range=[0,24]&filter={...}. */
export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
  /**
   * How far the total is counted (decision 0255): undefined counts up to LIST_COUNT_CAP and estimates beyond it; a
   * number counts exactly up to it (the CSV export's limit check); 0 skips the count (the export's later pages).
   */
  countUpTo?: number;
  /**
   * The CSV export's cursor (decision 0255 addendum): when the list is in the order of its ids, the page starts after
   * this id instead of at `offset`, so the export's last page costs what its first did.
   */
  afterId?: number | string;
}

export const MAX_PAGE = 200;
/** A report's CSV export (react-admin's Export button asks for up to 1000 rows at once). */
export const EXPORT_PAGE = 1000;

function json(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badInput(name, 'must be JSON');
  }
}

/** `maxPage`: the most rows one request may ask for (reports exported as CSV allow more, see EXPORT_PAGE). */
export function parseListQuery(q: Record<string, string | undefined>, maxPage = MAX_PAGE): ListQuery {
  const sortRaw = json('sort', q.sort);
  let sort: ListQuery['sort'] = null;
  if (sortRaw !== undefined) {
    if (!Array.isArray(sortRaw) || typeof sortRaw[0] !== 'string' || (sortRaw[1] !== 'ASC' && sortRaw[1] !== 'DESC'))
      throw badInput('sort', 'must be ["field","ASC"] or ["field","DESC"]');
    sort = { field: sortRaw[0], order: sortRaw[1] };
  }
  const rangeRaw = json('range', q.range) ?? [0, 24];
  if (
    !Array.isArray(rangeRaw) ||
    rangeRaw.length !== 2 ||
    !rangeRaw.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_INT) ||
    rangeRaw[1] < rangeRaw[0]
  )
    throw badInput('range', 'must be [first, last] with 0 <= first <= last');
  const limit = rangeRaw[1] - rangeRaw[0] + 1;
  if (limit > maxPage) throw badInput('range', `must span at most ${maxPage} rows`);
  const filterRaw = json('filter', q.filter) ?? {};
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw)) throw badInput('filter', 'must be a JSON object');
  checkInput(filterRaw, 'filter');
  if (sort) checkInput(sort.field, 'sort');
  return { sort, offset: rangeRaw[0], limit, filter: filterRaw as Record<string, unknown> };
}

/** The Content-Range header of a list answer: `<resource> first-last/total`. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}
