import { badInput } from '../../platform/api-error.ts';
import type { ListQuery } from './list-query.ts';

/** react-admin's getMany asks GET /<resource>?filter={"id":[1,2]}: the ids as numbers, or undefined. */
export function idsFilter(q: ListQuery): number[] | undefined {
  const ids = q.filter.id;
  if (ids === undefined) return undefined;
  const list = Array.isArray(ids) ? ids : [ids];
  if (!list.every((v) => /^\d{1,9}$/.test(String(v)))) throw badInput('filter.id', 'must be ids');
  return list.map(Number);
}
