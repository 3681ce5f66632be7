import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

export interface DashboardStats {
  days: number;
  sales: Array<{ day: string; country: string; currency: string; orders: number; amount: number }>;
  vouchers: { issued: number; active: number; used: number; expired: number; refunded: number };
  top_products: Array<{ product_id: number; name: string; sold: number }>;
}

/**
 * The dashboard's figures over the last `days` days, in shop time (Singapore): paid orders and their amounts per day
 * and country (minor units, per currency), the vouchers issued in the period by their state now, and the best sellers.
 */
export async function dashboardStats(db: Db, now: Date, days: number): Promise<DashboardStats> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const sales = rowsOf<{ day: string; country: string; currency: string; orders: number; amount: number }>(
    await db.execute(sql`
      select to_char(o.paid_at at time zone 'Asia/Singapore', 'YYYY-MM-DD') as day, coalesce(c.name, '') as country,
             o.currency_code as currency, count(*)::int as orders, sum(o.order_amount + o.udollar_amount)::int as amount
      from orders o left join countries c on c.id = o.country_id
      where o.payment_status = 'Paid' and o.paid_at >= ${since.toISOString()}::timestamptz
      group by 1, 2, 3 order by 1, 2`),
  );
  const [v] = rowsOf<DashboardStats['vouchers']>(
    await db.execute(sql`
      select count(*)::int as issued,
             count(*) filter (where e.status = 'Active' and e.expires_at > ${now.toISOString()}::timestamptz)::int as active,
             count(*) filter (where e.status = 'Used')::int as used,
             count(*) filter (where e.status = 'Expired' or (e.status = 'Active' and e.expires_at <= ${now.toISOString()}::timestamptz))::int as expired,
             count(*) filter (where e.status = 'Refunded')::int as refunded
      from evouchers e join orders o on o.id = e.order_id
      where coalesce(o.paid_at, o.created_at) >= ${since.toISOString()}::timestamptz`),
  );
  const top = rowsOf<{ product_id: number; name: string; sold: number }>(
    await db.execute(sql`
      select l.product_id, coalesce(p.i18n->'en'->>'name', '') as name, sum(l.quantity)::int as sold
      from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id
      where o.payment_status = 'Paid' and o.paid_at >= ${since.toISOString()}::timestamptz
      group by 1, 2 order by 3 desc, 1 limit 10`),
  );
  return {
    days,
    sales: sales.map((r) => ({ ...r, orders: Number(r.orders), amount: Number(r.amount) })),
    vouchers: {
      issued: Number(v?.issued ?? 0),
      active: Number(v?.active ?? 0),
      used: Number(v?.used ?? 0),
      expired: Number(v?.expired ?? 0),
      refunded: Number(v?.refunded ?? 0),
    },
    top_products: top.map((r) => ({ ...r, product_id: Number(r.product_id), sold: Number(r.sold) })),
  };
}
