import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { evouchers, orders } from '../../../src/server/db/schema/index.ts';
import { alignRollupZone } from '../../../src/server/ledger/rollup-zone.ts';
import { liabilities, trialBalance } from '../../../src/server/ledger/reports.ts';
import { listStatements, statementsToCount } from '../../../src/server/ledger/statements.ts';
import { BUSINESS_TZ } from '../../../src/server/platform/format-date.ts';
import {
  membersJoined,
  salesByDay,
  salesByDayAndMarket,
  salesPerCurrency,
  topProducts,
  vouchersIssued,
} from '../../../src/server/admin/dashboard/sales-rollup.ts';
import { aMember, aPaidOrder, aProduct } from '../../support/factories.ts';
import { makeVoucherOrder } from '../evoucher/wallet-fixtures.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff, type StaffClient } from './admin-support.ts';
import { aCounter, aVoucherAtCounter } from './redemption-scene.ts';

/**
 * The ledger's running totals (migration 0999, decision 0276) stay equal to the sums over every entry, as the dashboard
 * and the statements computed them before: after paid orders, redemptions at the counter, a part-spent stored-value
 * voucher, refunds, and a rebuild in another time zone.
 */
let t: TestApp;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await (await aStaff(t, 'support')).client();
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) => rowsOf<Row>(await t.db.execute(q)).map((r) => JSON.parse(JSON.stringify(r)));

/** Liabilities summed over the entries themselves (the query liabilities() ran before the rollup). */
const liveLiabilities = () =>
  rows(sql`select a.country_id, coalesce(c.name, '') as country_name, a.currency_code,
      (-coalesce(sum(e.amount) filter (where a.kind = 'voucher'), 0))::text as vouchers,
      (-coalesce(sum(e.amount) filter (where a.kind = 'udollar'), 0))::text as udollar,
      (-coalesce(sum(e.amount) filter (where a.kind = 'payable'), 0))::text as payable
    from ledger_entries e join ledger_accounts a on a.key = e.account_key
    left join countries c on c.id = a.country_id
    where a.kind in ('voucher', 'udollar', 'payable')
    group by a.country_id, c.name, a.currency_code
    order by a.currency_code, a.country_id nulls last`);

/** Statements grouped from the entries (the query listStatements() ran before the rollup), in a zone. */
const liveStatements = (zone: string) =>
  rows(sql`select t.brand_id, coalesce(t.outlet_id, 0) as outlet_id,
      to_char(t.created_at at time zone ${sql.raw(`'${zone}'`)}, 'YYYY-MM-DD') as day, e.currency_code,
      count(distinct t.id)::int as redemptions,
      (-coalesce(sum(e.amount) filter (where split_part(e.account_key, ':', 1) = 'payable'), 0))::text as payable,
      (-coalesce(sum(e.amount) filter (where split_part(e.account_key, ':', 1) = 'commission'), 0))::text as commission
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    where (t.kind = 'redemption' or (t.kind = 'opening' and t.redemption_id is not null))
      and split_part(e.account_key, ':', 1) in ('payable', 'commission')
    group by 1, 2, 3, 4 order by 3 desc, 1, 2, 4`);

const rolledStatements = () =>
  rows(sql`select brand_id, outlet_id, to_char(day, 'YYYY-MM-DD') as day, currency_code, sum(redemptions)::int as redemptions,
      sum(payable)::text as payable, sum(commission)::text as commission
    from settlement_days group by brand_id, outlet_id, day, currency_code order by day desc, brand_id, outlet_id, currency_code`);

async function expectEqualToTheLedger(zone = BUSINESS_TZ) {
  const live = await liveLiabilities();
  expect(
    (await liabilities(t.db)).map((l) => ({
      country_id: l.country_id,
      country_name: l.country_name,
      currency_code: l.currency_code,
      vouchers: String(l.vouchers),
      udollar: String(l.udollar),
      payable: String(l.payable),
    })),
  ).toEqual(live);
  expect(await rolledStatements()).toEqual(await liveStatements(zone));
  // the redemptions per outlet per business day (migration 1002) equal grouping the redemptions themselves
  const Z = sql.raw(`'${zone}'`);
  expect(
    await rows(sql`select brand_id, outlet_id, to_char(day, 'YYYY-MM-DD') as day, currency_code, sum(redemptions)::int as redemptions,
        sum(value)::text as value
      from redemption_days group by brand_id, outlet_id, day, currency_code order by day desc, brand_id, outlet_id, currency_code`),
  ).toEqual(
    await rows(sql`select brand_id, outlet_id, to_char(created_at at time zone ${Z}, 'YYYY-MM-DD') as day, currency_code,
        count(*)::int as redemptions, sum(amount)::text as value
      from redemptions group by 1, 2, 3, 4 order by 3 desc, 1, 2, 4`),
  );
  // the trial balance by kind (migration 1002) equals grouping every account and entry, as it did before
  const liveKinds = await rows(sql`select a.kind, a.currency_code, coalesce(sum(e.amount), 0)::text as balance,
      count(distinct a.key)::int as accounts
    from ledger_accounts a left join ledger_entries e on e.account_key = a.key
    group by a.kind, a.currency_code order by a.currency_code, a.kind`);
  const byKind = await trialBalance(t.db, { by: 'kind', limit: 1000, offset: 0 });
  expect(
    byKind.rows.map((r) => ({ kind: r.kind, currency_code: r.currency_code, balance: String(r.balance), accounts: r.accounts })),
  ).toEqual(liveKinds);
  // and what the console lists is the same statements, newest day first
  const statements = await liveStatements(zone);
  const listed = await listStatements(t.db, {}, { limit: 1000, offset: 0 });
  expect(listed.length).toBe(Math.min(1000, statements.length));
  const [counted] = rowsOf<{ n: unknown }>(await t.db.execute(sql`select count(*) as n from (${statementsToCount({})}) c`));
  expect(Number(counted?.n)).toBe(statements.length);
}

describe('ledger rollups (decision 0276)', () => {
  it('equal the sums over every entry after paid orders, redemptions and refunds', async () => {
    await expectEqualToTheLedger();
    const buyer = await aMember(t);
    await aPaidOrder(t, buyer, { gift: false, lines: [{ productId: await aProduct(t, { price: 1500 }), quantity: 2 }] });
    await expectEqualToTheLedger();

    // two redemptions at one outlet on one day: one statement of two
    const a = await aVoucherAtCounter(t, { price: 2000 });
    const counter = await aCounter(t, a.brandId);
    expect((await counter.req('POST', '/redemptions', { code: a.code, outlet_id: a.outletId })).status).toBe(201);
    await expectEqualToTheLedger();
    // a stored-value voucher spent in part, then refunded for the rest
    const b = await aVoucherAtCounter(t, { price: 1000, storedValue: true });
    const counterB = await aCounter(t, b.brandId);
    expect((await counterB.req('POST', '/redemptions', { code: b.code, outlet_id: b.outletId, amount: 400 })).status).toBe(201);
    expect((await counterB.req('POST', '/redemptions', { code: b.code, outlet_id: b.outletId, amount: 100 })).status).toBe(201);
    await expectEqualToTheLedger();
    const [bOrder] = await rows(sql`select order_id from evouchers where id = ${b.voucherId}`);
    expect((await support.req('POST', `/orders/${bOrder.order_id}/refund`, { method: 'payment' })).status).toBe(200);
    await expectEqualToTheLedger();
    // a whole order refunded before any use
    const c = await aVoucherAtCounter(t, { price: 700 });
    const [cOrder] = await rows(sql`select order_id from evouchers where id = ${c.voucherId}`);
    expect((await support.req('POST', `/orders/${cOrder.order_id}/refund`, { method: 'payment' })).status).toBe(200);
    await expectEqualToTheLedger();
    // a redemption on a later day opens another statement
    t.clock.advance(86_400_000);
    const d = await aVoucherAtCounter(t, { price: 900 });
    expect((await (await aCounter(t, d.brandId)).req('POST', '/redemptions', { code: d.code, outlet_id: d.outletId })).status).toBe(201);
    await expectEqualToTheLedger();
    const counted = await rows(sql`select sum(redemptions)::int as n from settlement_days`);
    expect(counted[0].n).toBeGreaterThanOrEqual(4);
  });

  it('are rebuilt the same from the ledger, and by the business days of another time zone', async () => {
    const before = await rolledStatements();
    await t.db.execute(sql`select rollups_rebuild()`);
    expect(await rolledStatements()).toEqual(before);
    await expectEqualToTheLedger();
    try {
      expect(await alignRollupZone(t.db, 'America/Los_Angeles')).toBe(true);
      expect(await rolledStatements()).toEqual(await liveStatements('America/Los_Angeles'));
      expect(await alignRollupZone(t.db, 'America/Los_Angeles')).toBe(false);
    } finally {
      await alignRollupZone(t.db, BUSINESS_TZ);
    }
    expect(await rolledStatements()).toEqual(before);
  });

  it("keep the dashboard's sums of paid orders equal to summing the orders, over periods that cut days", async () => {
    const Z = sql.raw(`'${BUSINESS_TZ}'`);
    const day = sql`to_char(o.paid_at at time zone ${Z}, 'YYYY-MM-DD')`;
    const PAID = sql`o.order_amount + o.udollar_amount`;
    // the queries the dashboard ran before the rollups (decision 0238)
    const live = {
      sales: (since: string) =>
        rows(sql`select ${day} as day, coalesce(c.name, '') as country, o.currency_code as currency, count(*)::text as orders,
            sum(${PAID})::text as amount
          from orders o left join countries c on c.id = o.country_id
          where o.payment_status = 'Paid' and o.paid_at >= ${since}::timestamptz group by 1, 2, 3 order by 1, 2, 3`),
      trend: (since: string) =>
        rows(sql`select ${day} as day, o.currency_code as currency, count(*)::text as orders, sum(${PAID})::text as amount
          from orders o where o.payment_status in ('Paid', 'Refunded') and o.paid_at >= ${since}::timestamptz
          group by 1, 2 order by 1, 2`),
      revenue: (before: string, since: string) =>
        rows(sql`select o.currency_code as currency,
            count(*) filter (where o.paid_at >= ${since}::timestamptz)::int as "ordersNow",
            count(*) filter (where o.paid_at < ${since}::timestamptz)::int as "ordersBefore",
            coalesce(sum(${PAID}) filter (where o.paid_at >= ${since}::timestamptz), 0)::int as now,
            coalesce(sum(${PAID}) filter (where o.paid_at < ${since}::timestamptz), 0)::int as before
          from orders o where o.payment_status in ('Paid', 'Refunded') and o.paid_at >= ${before}::timestamptz
          group by 1 order by 1`),
      top: (since: string) =>
        rows(sql`select l.product_id, coalesce(p.i18n->'en'->>'name', '') as name, sum(l.quantity)::text as sold,
            sum(l.amount)::text as amount, l.currency_code as currency
          from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id
          where o.payment_status = 'Paid' and o.paid_at >= ${since}::timestamptz
          group by 1, 2, 5 order by sum(l.quantity) desc, 1 limit 8`),
      members: (from: string, to: string | null) =>
        rows(sql`select count(*)::int as n from members m where m.created_at >= ${from}::timestamptz
          ${to ? sql`and m.created_at < ${to}::timestamptz` : sql``}`),
      vouchers: (since: string, at: string) =>
        rows(sql`select count(*)::int as issued,
            count(*) filter (where e.status = 'Active' and e.expires_at > ${at}::timestamptz)::int as active,
            count(*) filter (where e.status = 'Used')::int as used,
            count(*) filter (where e.status = 'Expired' or (e.status = 'Active' and e.expires_at <= ${at}::timestamptz))::int as expired,
            count(*) filter (where e.status = 'Refunded')::int as refunded
          from evouchers e join orders o on o.id = e.order_id
          where coalesce(o.paid_at, o.created_at) >= ${since}::timestamptz`),
    };
    const text = (list: Row[]) =>
      list.map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' || typeof v === 'bigint' ? String(v) : v])),
      );
    const byKeys = (list: Row[]) =>
      [...list].sort((a, b) => JSON.stringify([a.day, a.currency]).localeCompare(JSON.stringify([b.day, b.currency])));
    const check = async () => {
      const now = t.clock.now.getTime();
      for (const hours of [1, 13, 25, 24 * 7 + 5, 24 * 30]) {
        const since = new Date(now - hours * 3_600_000).toISOString();
        const before = new Date(now - 2 * hours * 3_600_000).toISOString();
        expect(text(await salesByDayAndMarket(t.db, since))).toEqual(text(await live.sales(since)));
        expect(byKeys(text(await salesByDay(t.db, since)))).toEqual(byKeys(text(await live.trend(since))));
        expect((await salesPerCurrency(t.db, before, since)).sort((a, b) => a.currency.localeCompare(b.currency))).toEqual(
          await live.revenue(before, since),
        );
        expect(text(await topProducts(t.db, since, 8))).toEqual(text(await live.top(since)));
        expect(await membersJoined(t.db, since, null)).toBe(Number((await live.members(since, null))[0].n));
        expect(await membersJoined(t.db, before, since)).toBe(Number((await live.members(before, since))[0].n));
        const at = t.clock.now.toISOString();
        expect(await vouchersIssued(t.db, since, at)).toEqual((await live.vouchers(since, at))[0]);
      }
    };
    await check();
    // orders paid on earlier days, at several hours, and one of them refunded
    const buyer = await aMember(t);
    const product = await aProduct(t, { price: 1200 });
    for (const hoursAgo of [2, 20, 30, 50, 24 * 6, 24 * 20])
      await makeVoucherOrder(t.db, {
        buyer: buyer.id,
        productId: product,
        now: new Date(t.clock.now.getTime() - hoursAgo * 3_600_000),
        vouchers: [{ expiresInDays: 90 }, { expiresInDays: 90 }],
      });
    await check();
    // a paid order, then its refund (Paid to Refunded moves it between the rollup's rows)
    const paid = await aPaidOrder(t, buyer, { gift: false, lines: [{ productId: product, quantity: 3 }] });
    await check();
    const staff = await (await aStaff(t, 'support')).client();
    expect((await staff.req('POST', `/orders/${paid.id}/refund`, { method: 'payment' })).status).toBe(200);
    await check();
    // vouchers expiring today (an hour after now and an hour before), one used, one expired by the job, one extended, one order deleted
    const soon = await makeVoucherOrder(t.db, {
      buyer: buyer.id,
      productId: product,
      now: new Date(t.clock.now.getTime() - 3 * 86_400_000),
      vouchers: [{ expiresInDays: 3.05 }, { expiresInDays: 2.95 }, { expiresInDays: 40 }, { expiresInDays: 40 }],
    });
    await check();
    await t.db.update(evouchers).set({ status: 'Used', used_at: t.clock.now }).where(eq(evouchers.id, soon.voucherIds[2]));
    await t.db.update(evouchers).set({ status: 'Expired' }).where(eq(evouchers.id, soon.voucherIds[1]));
    await t.db
      .update(evouchers)
      .set({ expires_at: new Date(t.clock.now.getTime() + 90 * 86_400_000) })
      .where(eq(evouchers.id, soon.voucherIds[0]));
    await check();
    const gone = await makeVoucherOrder(t.db, {
      buyer: buyer.id,
      productId: product,
      now: new Date(t.clock.now.getTime() - 5 * 86_400_000),
      vouchers: [{ expiresInDays: 10 }],
    });
    await check();
    await t.db.delete(orders).where(eq(orders.id, gone.orderId));
    await check();
    // a member who joins now
    await aMember(t);
    await check();
    // and a rebuild gives the same rows
    // (a group the refund emptied stays, at zero, until compacted)
    const rolled = () =>
      Promise.all([
        rows(sql`select day, country_key, currency_code, payment_status, sum(orders)::int as orders, sum(amount)::text as amount
          from sales_days group by 1, 2, 3, 4 having sum(orders) <> 0 or sum(amount) <> 0 order by 1, 2, 3, 4`),
        rows(sql`select day, product_id, currency_code, sum(quantity)::int as quantity, sum(amount)::text as amount
          from product_sales_days group by 1, 2, 3 having sum(quantity) <> 0 or sum(amount) <> 0 order by 1, 2, 3`),
        rows(sql`select issue_day, status, expiry_day, sum(vouchers)::int as vouchers
          from voucher_issue_days group by 1, 2, 3 having sum(vouchers) <> 0 order by 1, 2, 3`),
        rows(sql`select day, sum(members)::int as members from member_days group by 1 having sum(members) <> 0 order by 1`),
        rows(
          sql`select kind, country_key, currency_code, sum(amount)::text as amount from ledger_kind_totals group by 1, 2, 3 order by 1, 2, 3`,
        ),
      ]);
    const beforeRebuild = await rolled();
    // compacted (each group's rows folded into one), then rebuilt: the same sums, and the dashboard's figures still equal
    await t.db.execute(sql`select rollups_compact()`);
    expect(await rolled()).toEqual(beforeRebuild);
    await check();
    await t.db.execute(sql`select rollups_rebuild()`);
    expect(await rolled()).toEqual(beforeRebuild);
    await check();
  });
});
