import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { BUSINESS_TZ } from '../../platform/format-date.ts';
import { liabilities } from '../../ledger/reports.ts';
import { membersJoined, salesByDay, salesByDayAndMarket, salesPerCurrency, topProducts, vouchersIssued } from './sales-rollup.ts';
import type { DashboardStats } from '../../../shared/admin/dashboard.ts';

const DAY = 86_400_000;
const n = (v: unknown) => Number(v ?? 0);
const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TZ }).format(d);

/** The amount an order was worth to the shop: what was paid by card and by uDollar. */
const PAID = sql`o.order_amount + o.udollar_amount`;

const rank = (rows: Array<{ currency: string }>, currency: string) => {
  const i = rows.findIndex((r) => r.currency === currency);
  return i < 0 ? rows.length : i;
};

async function headline(db: Db, now: Date, days: number): Promise<DashboardStats['headline']> {
  const since = new Date(now.getTime() - days * DAY).toISOString();
  const before = new Date(now.getTime() - 2 * days * DAY).toISOString();
  // the paid orders' sums come from the daily rollups (decision 0276), busiest currency first
  const perCurrency = (await salesPerCurrency(db, before, since)).sort(
    (a, b) =>
      b.ordersNow + b.ordersBefore - (a.ordersNow + a.ordersBefore) || (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0),
  );
  const revenue = perCurrency.map((r) => ({ currency: r.currency, now: r.now, before: r.before }));
  const [counts] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select
        (select count(*) from orders o where o.payment_status = 'Pending') as pending_payment,
        (select count(*) from orders o where o.payment_status = 'Paid' and o.order_status in ('gift', 'Scheduled', 'Waiting')) as gifts_waiting`),
  );
  const members = { now: await membersJoined(db, since, null), before: await membersJoined(db, before, since) };
  const owed = new Map<string, number>();
  for (const l of await liabilities(db)) owed.set(l.currency_code, (owed.get(l.currency_code) ?? 0) + l.vouchers + l.udollar);
  return {
    revenue,
    orders: {
      now: perCurrency.reduce((sum, r) => sum + r.ordersNow, 0),
      before: perCurrency.reduce((sum, r) => sum + r.ordersBefore, 0),
    },
    new_members: members,
    pending_payment: n(counts?.pending_payment),
    gifts_waiting: n(counts?.gifts_waiting),
    // in the revenue's order: the shop's busiest currency first
    liability: [...owed]
      .map(([currency, amount]) => ({ currency, amount }))
      .sort((a, b) => rank(revenue, a.currency) - rank(revenue, b.currency)),
  };
}

/** Paid orders per business day and currency, every day of the period present (a day without sales is a zero). */
async function trend(db: Db, now: Date, days: number): Promise<DashboardStats['trend']> {
  const since = new Date(now.getTime() - days * DAY);
  const rows = await salesByDay(db, since.toISOString());
  const currencies = [...new Set(rows.map((r) => String(r.currency)))].sort();
  const found = new Map(rows.map((r) => [`${r.day}:${r.currency}`, r]));
  const out: DashboardStats['trend'] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = dayOf(new Date(now.getTime() - i * DAY));
    for (const currency of currencies) {
      const r = found.get(`${day}:${currency}`);
      out.push({ day, currency, orders: n(r?.orders), amount: n(r?.amount) });
    }
  }
  return out;
}

/**
 * The dashboard's figures over the last `days` days, in the shop's time zone (decision 0238): headline figures with
 * the period before, a trend per day, paid sales per day and country, the vouchers issued in the period by their state
 * now, the best sellers, and the latest orders.
 */
export async function dashboardStats(db: Db, now: Date, days: number): Promise<DashboardStats> {
  const since = new Date(now.getTime() - days * DAY).toISOString();
  const at = now.toISOString();
  const sales = await salesByDayAndMarket(db, since);
  const vouchers = await vouchersIssued(db, since, at);
  const top = await topProducts(db, since, 8);
  const recent = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select o.id, coalesce(o.order_no, '') as order_no, coalesce(m.name, '') as customer, o.payment_status, o.order_status,
             o.currency_code as currency, ${PAID} as amount, o.created_at
      from orders o left join members m on m.id = o.member_id
      where o.payment_status <> 'Basket' order by o.created_at desc, o.id desc limit 8`),
  );
  return {
    days,
    as_of: now.toISOString(),
    time_zone: BUSINESS_TZ,
    headline: await headline(db, now, days),
    trend: await trend(db, now, days),
    sales: sales.map((r) => ({
      day: String(r.day),
      country: String(r.country),
      currency: String(r.currency),
      orders: n(r.orders),
      amount: n(r.amount),
    })),
    vouchers,
    top_products: top.map((r) => ({
      product_id: n(r.product_id),
      name: String(r.name),
      sold: n(r.sold),
      amount: n(r.amount),
      currency: String(r.currency),
    })),
    recent_orders: recent.map((r) => ({
      id: n(r.id),
      order_no: String(r.order_no),
      customer: String(r.customer),
      payment_status: String(r.payment_status),
      order_status: String(r.order_status),
      currency: String(r.currency),
      amount: n(r.amount),
      created_at: new Date(r.created_at as string).toISOString(),
    })),
  };
}
