import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * One page of a member's wallet items (order lines with a voucher that passes `where`), newest order first, and how
 * many items there are, reading only the vouchers' index and the orders' (decision 0276): the lines' and products'
 * details are read afterwards for the page's rows only, and joined here only when the keyword filter needs their
 * names. The vouchers are taken in two parts, those of the member's own orders (joined to the member's orders, read
 * from orders_member_created_idx) and the others (a gift received; the member's own orders are excluded before any
 * order is looked up), so a wallet of thousands of vouchers never looks its orders up one by one.
 * `where` is written over the tables `evouchers` and `orders` (and `order_lines`, `products` with `byName`).
 */
export async function walletPage(
  db: Db,
  memberId: number,
  where: SQL | undefined,
  byName: boolean,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const names = byName
    ? sql`join order_lines on order_lines.id = evouchers.order_line_id join products on products.id = order_lines.product_id`
    : sql``;
  const cond = where ?? sql`true`;
  const part = (own: SQL) => sql`select evouchers.order_line_id as line_id, orders.id as order_id,
      coalesce(orders.paid_at, orders.created_at) as sort_at
    from evouchers join orders on orders.id = evouchers.order_id ${names}
    where ${own} and ${cond}`;
  const grouped = sql`with w as (
      ${part(sql`orders.member_id = ${memberId}`)}
      union all
      ${part(sql`orders.member_id <> ${memberId} and evouchers.order_id not in (select m.id from orders m where m.member_id = ${memberId})`)}
    ), g as (select line_id, order_id, max(sort_at) as sort_at from w group by line_id, order_id)`;
  const rows = rowsOf<{ line_id: unknown; total: unknown }>(
    await db.execute(sql`${grouped}
      select line_id, (select count(distinct line_id) from g) as total from g
      order by sort_at desc, line_id desc limit ${limit} offset ${offset}`),
  );
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.line_id)), total: Number(rows[0].total) };
  // past the last page (or an empty wallet): the count alone
  const [count] = rowsOf<{ total: unknown }>(await db.execute(sql`${grouped} select count(distinct line_id) as total from g`));
  return { ids: [], total: Number(count?.total ?? 0) };
}
