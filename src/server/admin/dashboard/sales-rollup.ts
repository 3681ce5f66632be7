import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { BUSINESS_TZ } from '../../platform/format-date.ts';
import { businessDay } from '../../ledger/reports.ts';

/**
 * The dashboard's sums of paid orders over a period (decision 0276): the whole business days of the period from the
 * rollups (sales_days, product_sales_days: migration 0999, kept by triggers in the transaction that pays or refunds
 * an order), the part of a day at either end from the orders themselves (orders_paid_idx). The same figures as summing
 * every order of the period, without reading a month of orders on each request.
 */
const Z = sql.raw(`'${BUSINESS_TZ}'`);
const PAID = sql`o.order_amount + o.udollar_amount`;

/** [from, to) (to: open when null) as whole business days of the rollups (`s.day`) and the live rest (`o.paid_at`). */
function period(from: string, to: string | null): { days: SQL; live: SQL } {
  const d0 = sql`((${from}::timestamptz at time zone ${Z})::date + 1)`;
  const startOf = (d: SQL) => sql`((${d})::timestamp at time zone ${Z})`;
  if (to === null) return { days: sql`s.day >= ${d0}`, live: sql`o.paid_at >= ${from}::timestamptz and o.paid_at < ${startOf(d0)}` };
  const d1 = sql`((${to}::timestamptz at time zone ${Z})::date)`;
  return {
    days: sql`s.day >= ${d0} and s.day < ${d1}`,
    // when the period lies within a day or two, there are no whole days and this is the whole period
    live: sql`o.paid_at >= ${from}::timestamptz and o.paid_at < ${to}::timestamptz
      and (o.paid_at < ${startOf(d0)} or o.paid_at >= ${startOf(d1)})`,
  };
}

const statusIn = (column: SQL, statuses: string[]) =>
  sql`${column} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;

/** Orders and amount per business day, market and currency of the orders paid in [from, to) in those payment states. */
function salesRows(from: string, to: string | null, statuses: string[]): SQL {
  const p = period(from, to);
  return sql`select to_char(s.day, 'YYYY-MM-DD') as day, s.country_key, s.currency_code, s.orders::bigint as orders,
      s.amount::bigint as amount
    from sales_days s where ${statusIn(sql`s.payment_status`, statuses)} and ${p.days}
    union all
    select ${businessDay(sql`o.paid_at`)}, coalesce(o.country_id, 0), o.currency_code, 1, (${PAID})::bigint
    from orders o where ${statusIn(sql`o.payment_status`, statuses)} and ${p.live}`;
}

type Row = Record<string, unknown>;

/** Paid orders per business day, market (by name) and currency since `since`, by day and market. */
export async function salesByDayAndMarket(db: Db, since: string): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`select x.day, coalesce(c.name, '') as country, x.currency_code as currency,
        sum(x.orders) as orders, sum(x.amount) as amount
      from (${salesRows(since, null, ['Paid'])}) x left join countries c on c.id = nullif(x.country_key, 0)
      group by 1, 2, 3 having sum(x.orders) > 0 order by 1, 2, 3`),
  );
}

/** Paid and refunded orders per business day and currency since `since`. */
export async function salesByDay(db: Db, since: string): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`select x.day, x.currency_code as currency, sum(x.orders) as orders, sum(x.amount) as amount
      from (${salesRows(since, null, ['Paid', 'Refunded'])}) x group by 1, 2 having sum(x.orders) > 0`),
  );
}

/** Paid and refunded orders per currency in [before, since) and since `since`: count and amount of each. */
export async function salesPerCurrency(
  db: Db,
  before: string,
  since: string,
): Promise<Array<{ currency: string; ordersNow: number; ordersBefore: number; now: number; before: number }>> {
  const rows = rowsOf<Row>(
    await db.execute(sql`select currency_code as currency,
        coalesce(sum(orders) filter (where now), 0) as orders_now, coalesce(sum(orders) filter (where not now), 0) as orders_before,
        coalesce(sum(amount) filter (where now), 0) as amount_now, coalesce(sum(amount) filter (where not now), 0) as amount_before
      from (select true as now, x.* from (${salesRows(since, null, ['Paid', 'Refunded'])}) x
        union all select false, y.* from (${salesRows(before, since, ['Paid', 'Refunded'])}) y) z
      group by 1 having sum(orders) > 0`),
  );
  return rows.map((r) => ({
    currency: String(r.currency),
    ordersNow: Number(r.orders_now),
    ordersBefore: Number(r.orders_before),
    now: Number(r.amount_now),
    before: Number(r.amount_before),
  }));
}

/** The best sellers of the paid orders since `since`: quantity and amount per product and currency, best first. */
export async function topProducts(db: Db, since: string, limit: number): Promise<Row[]> {
  const p = period(since, null);
  return rowsOf<Row>(
    await db.execute(sql`select x.product_id, coalesce(pr.i18n->'en'->>'name', '') as name, sum(x.quantity) as sold,
        sum(x.amount) as amount, x.currency_code as currency
      from (select s.product_id, s.currency_code, s.quantity::bigint as quantity, s.amount::bigint as amount
          from product_sales_days s where ${p.days}
        union all
        select l.product_id, l.currency_code, l.quantity, l.amount
          from orders o join order_lines l on l.order_id = o.id where o.payment_status = 'Paid' and ${p.live}) x
      join products pr on pr.id = x.product_id
      group by 1, 2, 5 having sum(x.quantity) > 0 order by 3 desc, 1 limit ${limit}`),
  );
}
