import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { alignRollupZone } from '../../../src/server/ledger/rollup-zone.ts';
import { liabilities } from '../../../src/server/ledger/reports.ts';
import { listStatements } from '../../../src/server/ledger/statements.ts';
import { BUSINESS_TZ } from '../../../src/server/platform/format-date.ts';
import { aMember, aPaidOrder, aProduct } from '../../support/factories.ts';
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
  rows(sql`select brand_id, outlet_id, to_char(day, 'YYYY-MM-DD') as day, currency_code, redemptions,
      payable::text as payable, commission::text as commission
    from settlement_days order by day desc, brand_id, outlet_id, currency_code`);

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
  // and what the console lists is the same statements, newest day first
  const listed = await listStatements(t.db, {}, { limit: 1000, offset: 0 });
  expect(listed.total).toBe((await liveStatements(zone)).length);
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
    await t.db.execute(sql`select ledger_rollups_rebuild()`);
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
});
