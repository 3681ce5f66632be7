import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { countries, evouchers, outlets, products, redemptions, staff as staffTable } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { badInput } from '../../platform/api-error.ts';
import {
  merchantOutletRecord,
  redemptionDayRecord,
  redemptionRecord,
  type MerchantOutlet,
  type RedemptionDay,
  type RedemptionRecord,
} from '../../../shared/admin/redemption.ts';
import { filterInt, filterText, listTotal } from '../http/list-page.ts';
import { isCalendarDay } from '../http/input-check.ts';
import { EXPORT_PAGE } from '../http/list-query.ts';
import type { AdminResourceDef, ResourceContext } from '../http/resource-routes.ts';
import { codeTail } from './counter-code.ts';
import { outletAllowedFor } from './outlet-scope.ts';

/** Whose redemptions a list shows: a merchant's own brand; an admin every brand, or the one filtered. */
function brandScope(ctx: ResourceContext, filter: Record<string, unknown>): number | undefined {
  if (ctx.actor.role === 'merchant') return ctx.actor.brandId ?? -1;
  return filterInt(filter, 'brand_id');
}

/** A from/to filter as the day it names, YYYY-MM-DD (the report's days are business days). */
function calendarDay(filter: Record<string, unknown>, key: string): string | undefined {
  const v = filterText(filter, key);
  if (v === undefined) return undefined;
  if (!isCalendarDay(v)) throw badInput(`filter.${key}`, 'must be a day written YYYY-MM-DD');
  return v;
}

/** A day filter (YYYY-MM-DD in the shop's time zone) as the instant it starts. */
function dayStart(filter: Record<string, unknown>, key: string): Date | undefined {
  const v = calendarDay(filter, key);
  return v === undefined ? undefined : new Date(`${v}T00:00:00+08:00`);
}

function redemptionWhere(ctx: ResourceContext, filter: Record<string, unknown>): SQL | undefined {
  const where: SQL[] = [];
  const brand = brandScope(ctx, filter);
  if (brand !== undefined) where.push(eq(redemptions.brand_id, brand));
  const outlet = filterInt(filter, 'outlet_id');
  if (outlet !== undefined) where.push(eq(redemptions.outlet_id, outlet));
  const from = dayStart(filter, 'from');
  const to = dayStart(filter, 'to');
  if (from) where.push(gte(redemptions.created_at, from));
  if (to) where.push(lt(redemptions.created_at, new Date(to.getTime() + 86_400_000)));
  return where.length ? and(...where) : undefined;
}

const recordColumns = {
  id: redemptions.id,
  created_at: redemptions.created_at,
  outlet_id: redemptions.outlet_id,
  outlet_name: outlets.outlet_name,
  product_i18n: products.i18n,
  code: evouchers.code,
  amount: redemptions.amount,
  currency_code: redemptions.currency_code,
  staff_email: staffTable.email,
};

type RecordRow = {
  id: string;
  created_at: Date;
  outlet_id: number;
  outlet_name: string;
  product_i18n: { en?: { name?: string } };
  code: string;
  amount: number;
  currency_code: string;
  staff_email: string;
};

const present = (r: RecordRow): RedemptionRecord => ({
  id: r.id,
  created_at: r.created_at.toISOString(),
  outlet_id: r.outlet_id,
  outlet_name: r.outlet_name,
  product_name: r.product_i18n.en?.name ?? '',
  code_tail: codeTail(r.code),
  amount: r.amount,
  currency_code: r.currency_code,
  staff_email: r.staff_email,
});

function joined(ctx: ResourceContext) {
  return ctx.db
    .select(recordColumns)
    .from(redemptions)
    .innerJoin(outlets, eq(outlets.id, redemptions.outlet_id))
    .innerJoin(evouchers, eq(evouchers.id, redemptions.evoucher_id))
    .innerJoin(products, eq(products.id, evouchers.product_id))
    .innerJoin(staffTable, eq(staffTable.id, redemptions.staff_id));
}

/** A merchant's redemptions, newest first (read-only: the ledger is append-only). */
export const redemptionsResource: AdminResourceDef = {
  name: 'redemptions',
  record: redemptionRecord,
  maxPage: EXPORT_PAGE,
  async list(ctx, q) {
    const where = redemptionWhere(ctx, q.filter);
    if (q.sort && !['created_at', 'amount'].includes(q.sort.field))
      throw badInput('sort', `cannot sort by ${q.sort.field}; sort by created_at or amount`);
    const by = q.sort?.order === 'ASC' ? asc : desc;
    const column = q.sort?.field === 'amount' ? redemptions.amount : redemptions.created_at;
    const rows = (await joined(ctx).where(where).orderBy(by(column), by(redemptions.seq)).limit(q.limit).offset(q.offset)) as RecordRow[];
    const total = await listTotal(ctx.db, ctx.db.select({ one: sql`1` }).from(redemptions).where(where), q, q.offset + rows.length);
    return { rows: rows.map(present), total };
  },
  async get(ctx, id) {
    if (!/^[A-Za-z0-9_-]{16,32}$/.test(id)) return null;
    const brand = brandScope(ctx, {});
    const [row] = (await joined(ctx).where(
      and(eq(redemptions.id, id), ...(brand !== undefined ? [eq(redemptions.brand_id, brand)] : [])),
    )) as RecordRow[];
    return row ? { ...present(row) } : null;
  },
};

/**
 * Redemptions per outlet per business day (the shop's time zone): how many and how much, for the CSV export. Read
 * from redemption_days (migration 1002, decision 0276), added to in each redemption's transaction: a page groups
 * the rows of its own days from the day index before the outlets' names are joined.
 */
export const redemptionDaysResource: AdminResourceDef = {
  name: 'redemption-days',
  record: redemptionDayRecord,
  maxPage: EXPORT_PAGE,
  async list(ctx, q) {
    const brand = brandScope(ctx, q.filter);
    const outlet = filterInt(q.filter, 'outlet_id');
    const from = calendarDay(q.filter, 'from');
    const to = calendarDay(q.filter, 'to');
    const where = sql`where true
      ${brand !== undefined ? sql`and d.brand_id = ${brand}` : sql``}
      ${outlet !== undefined ? sql`and d.outlet_id = ${outlet}` : sql``}
      ${from ? sql`and d.day >= ${from}::date` : sql``}
      ${to ? sql`and d.day <= ${to}::date` : sql``}`;
    const order = q.sort?.order === 'ASC' ? sql`asc` : sql`desc`;
    const keys = sql`group by d.day, d.outlet_id, d.currency_code order by d.day ${order}, d.outlet_id, d.currency_code`;
    const rows = rowsOf<{
      day: string;
      outlet_id: number;
      outlet_name: string | null;
      currency_code: string;
      redemptions: unknown;
      value: unknown;
    }>(
      await ctx.db.execute(sql`select to_char(g.day, 'YYYY-MM-DD') as day, g.outlet_id, o.outlet_name, g.currency_code, g.redemptions, g.value
        from (select d.day, d.outlet_id, d.currency_code, sum(d.redemptions) as redemptions, sum(d.value) as value
          from redemption_days d ${where} ${keys} limit ${q.limit} offset ${q.offset}) g
        left join ${outlets} o on o.id = g.outlet_id
        order by g.day ${order}, g.outlet_id, g.currency_code`),
    );
    const total = await listTotal(ctx.db, sql`select 1 from redemption_days d ${where} ${keys}`, q, q.offset + rows.length);
    const out: RedemptionDay[] = rows.map((r) => ({
      id: `${r.day}.${r.outlet_id}.${r.currency_code}`,
      day: r.day,
      outlet_id: Number(r.outlet_id),
      outlet_name: r.outlet_name ?? '',
      redemptions: Number(r.redemptions),
      value: Number(r.value),
      currency_code: r.currency_code,
    }));
    return { rows: out, total };
  },
  async get() {
    return null;
  },
};

/**
 * The outlets a merchant may redeem at: the brand's, or only their own when they are tied to some. Outlets are kept
 * per product, so one shop appears once per product: it is listed once (by name and address, its first id).
 */
export const merchantOutletsResource: AdminResourceDef = {
  name: 'merchant-outlets',
  record: merchantOutletRecord,
  async list(ctx, q) {
    const brand = brandScope(ctx, q.filter);
    const conditions: SQL[] = [];
    if (brand !== undefined) conditions.push(eq(products.brand_id, brand));
    // react-admin's getMany (the outlets a staff account is tied to) asks by id
    const ids = q.filter.id;
    if (Array.isArray(ids)) conditions.push(inArray(outlets.id, ids.map(Number).filter(Number.isInteger)));
    conditions.push(outletAllowedFor(ctx.actor.id));
    const where = and(...conditions);
    const rows = await ctx.db
      .select({
        id: sql<number>`min(${outlets.id})::int`,
        outlet_name: outlets.outlet_name,
        address: outlets.address,
        // the counter groups its outlet chooser by country (decision 0239); an outlet's country is its products'
        country_code: sql<string>`coalesce(min(${countries.country_code}), '')`,
        country_name: sql<string>`coalesce(min(${countries.name}), '')`,
      })
      .from(outlets)
      .innerJoin(products, eq(products.id, outlets.product_id))
      .leftJoin(countries, eq(countries.id, products.country_id))
      .where(where)
      .groupBy(outlets.outlet_name, outlets.address)
      .orderBy(asc(outlets.outlet_name), asc(outlets.address))
      .limit(q.limit)
      .offset(q.offset);
    const [count] = await ctx.db
      .select({ n: sql<number>`count(distinct (${outlets.outlet_name}, ${outlets.address}))::int` })
      .from(outlets)
      .innerJoin(products, eq(products.id, outlets.product_id))
      .where(where);
    return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })) as MerchantOutlet[], total: Number(count?.n ?? 0) };
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const { rows } = await merchantOutletsResource.list(ctx, { offset: 0, limit: 200, filter: {}, sort: null });
    const outlet = (rows as MerchantOutlet[]).find((o) => o.id === Number(id));
    return outlet ? { ...outlet } : null;
  },
};
