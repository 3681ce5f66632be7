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

const startOf = (d: SQL) => sql`((${d})::timestamp at time zone ${Z})`;
/** The first whole business day at or after a time (the day after the one it falls in). */
const firstWholeDay = (from: string) => sql`((${from}::timestamptz at time zone ${Z})::date + 1)`;

/**
 * [from, to) (to: open when null) as the whole business days of a rollup (`day`) and the rest, whose rows are read
 * (`at`: their time).
 */
function period(from: string, to: string | null, at: SQL = sql`o.paid_at`, day: SQL = sql`s.day`): { days: SQL; live: SQL } {
  const d0 = firstWholeDay(from);
  if (to === null) return { days: sql`${day} >= ${d0}`, live: sql`${at} >= ${from}::timestamptz and ${at} < ${startOf(d0)}` };
  const d1 = sql`((${to}::timestamptz at time zone ${Z})::date)`;
  return {
    days: sql`${day} >= ${d0} and ${day} < ${d1}`,
    // two ranges of the index (when the period lies within a day or two, they cover it all between them)
    live: sql`((${at} >= ${from}::timestamptz and ${at} < least(${to}::timestamptz, ${startOf(d0)}))
      or (${at} >= greatest(${from}::timestamptz, ${startOf(d1)}) and ${at} < ${to}::timestamptz))`,
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
  // summed per product first (product_sales_days_day_idx), the names read for the best ones only
  return rowsOf<Row>(
    await db.execute(sql`select t.product_id, coalesce(pr.i18n->'en'->>'name', '') as name, t.sold, t.amount, t.currency_code as currency
      from (select x.product_id, x.currency_code, sum(x.quantity) as sold, sum(x.amount) as amount
        from (select s.product_id, s.currency_code, s.quantity::bigint as quantity, s.amount::bigint as amount
            from product_sales_days s where ${p.days}
          union all
          select l.product_id, l.currency_code, l.quantity, l.amount
            from orders o join order_lines l on l.order_id = o.id where o.payment_status = 'Paid' and ${p.live}) x
        where exists (select 1 from products e where e.id = x.product_id)
        group by 1, 2 having sum(x.quantity) > 0 order by 3 desc, 1 limit ${limit}) t
      join products pr on pr.id = t.product_id
      order by t.sold desc, t.product_id`),
  );
}

/** Members who joined in [from, to) (to: open when null), from member_days and the members of the part days. */
export async function membersJoined(db: Db, from: string, to: string | null): Promise<number> {
  const p = period(from, to, sql`m.created_at`);
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql`select coalesce((select sum(s.members) from member_days s where ${p.days}), 0)
      + (select count(*) from members m where ${p.live}) as n`),
  );
  return Number(row?.n ?? 0);
}

/**
 * The vouchers of the orders paid (else made) since `since`, by their state at `at`: the whole days from
 * voucher_issue_days (an active voucher's state from its day of expiry), one by one the vouchers of the part of the
 * first day and the active ones expiring on `at`'s day.
 */
export async function vouchersIssued(
  db: Db,
  since: string,
  at: string,
): Promise<{ issued: number; active: number; used: number; expired: number; refunded: number }> {
  const d0 = firstWholeDay(since);
  const today = sql`((${at}::timestamptz at time zone ${Z})::date)`;
  const issuedAt = sql`coalesce(o.paid_at, o.created_at)`;
  const state = sql`case when e.status = 'Active' then case when e.expires_at > ${at}::timestamptz then 'active' else 'expired' end end`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select coalesce(sum(n), 0) as issued,
        coalesce(sum(n) filter (where now = 'active'), 0) as active,
        coalesce(sum(n) filter (where status = 'Used'), 0) as used,
        coalesce(sum(n) filter (where status = 'Expired' or now = 'expired'), 0) as expired,
        coalesce(sum(n) filter (where status = 'Refunded'), 0) as refunded
      from (
        select s.status, case when s.status = 'Active' then case when s.expiry_day > ${today} then 'active' else 'expired' end end as now,
          s.vouchers::bigint as n
        from voucher_issue_days s where s.issue_day >= ${d0} and not (s.status = 'Active' and s.expiry_day = ${today})
        union all
        select e.status, ${state}, 1 from orders o join evouchers e on e.order_id = o.id
        where ${issuedAt} >= ${since}::timestamptz and ${issuedAt} < ${startOf(d0)}
        union all
        select e.status, ${state}, 1 from evouchers e join orders o on o.id = e.order_id
        where e.status = 'Active' and e.expires_at >= ${startOf(today)} and e.expires_at < ${startOf(sql`${today} + 1`)}
          and ${issuedAt} >= ${startOf(d0)}
      ) x`),
  );
  const n = (v: unknown) => Number(v ?? 0);
  return { issued: n(row?.issued), active: n(row?.active), used: n(row?.used), expired: n(row?.expired), refunded: n(row?.refunded) };
}
