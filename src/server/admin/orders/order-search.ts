import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { members, orders } from '../../db/schema/index.ts';
import { likePattern } from '../http/list-page.ts';

/** Past this many matching orders the search stays a subquery of the list's query instead of a list of ids. */
const SEARCH_IDS_CAP = 10_000;

/**
 * The console's order search (decision 0276) as one condition on the orders' ids: an order number typed whole is
 * found by its unique index alone; otherwise part of an order number, a buyer's name or part of their phone, each
 * from its own index. The matches are read once, so the page and its total do not search again.
 */
export async function orderSearch(db: Db, search: string): Promise<SQL> {
  const exact = rowsOf<{ id: number }>(await db.execute(sql`select id from ${orders} where order_no = ${search.trim().toUpperCase()}`));
  if (exact.length > 0) return sql`${orders.id} = ${exact[0].id}`;
  const digits = search.replace(/\D/g, '');
  const ofMembers = (condition: SQL) =>
    sql`select o.id from ${orders} o where o.member_id = any(array(select m.id from ${members} m where ${condition}))`;
  const matches = sql.join(
    [
      sql`select o.id from ${orders} o where o.order_no ilike ${likePattern(search.toUpperCase())}`,
      ofMembers(sql`m.name ilike ${likePattern(search)}`),
      ...(digits.length >= 4 ? [ofMembers(sql`m.phone_e164 ilike ${likePattern(digits)}`)] : []),
    ],
    sql` union `,
  );
  const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from (${matches}) m limit ${SEARCH_IDS_CAP + 1}`));
  if (ids.length > SEARCH_IDS_CAP) return sql`${orders.id} = any(array(${matches}))`;
  return sql`${orders.id} = any(${`{${ids.map((r) => Number(r.id)).join(',')}}`}::int[])`;
}
