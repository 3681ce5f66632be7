import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { type LargeSeedResult, seedLarge } from '../../../src/server/seed/large/seed-large.ts';
import { scaledSizes } from '../../../src/server/seed/large/sizes.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * npm run seed:large at a small scale (decision 0254). The load runs with triggers and foreign keys off, so this
 * checks what they would have: every row's parents exist, every ledger transaction balances, the trial balance is
 * zero and the reconciliation finds nothing. PostgreSQL only (the generator needs a superuser's
 * session_replication_role; PGlite never holds the large data).
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const SIZES = scaledSizes(0.001);

let t: TestApp;
let seeded: LargeSeedResult;
const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: unknown }>(await t.db.execute(query))[0].n);

describe.skipIf(!onPostgres)('seed:large at a small scale (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seedLarge(t.db, SIZES);
  }, 120_000);
  afterAll(() => t?.close());

  it('makes the sizes it was given, the heavy member and the heavy brand', () => {
    const c = seeded.counts;
    expect(c.evouchers).toBeGreaterThanOrEqual(SIZES.vouchers);
    expect(c.orders).toBeGreaterThanOrEqual(SIZES.orders);
    expect(c.notifications).toBeGreaterThanOrEqual(SIZES.notifications);
    expect(c.friendships).toBeGreaterThanOrEqual(SIZES.friendships);
    expect(c.heavy_member_orders).toBe(SIZES.heavyOrders);
    expect(c.heavy_member_notifications).toBeGreaterThanOrEqual(SIZES.heavyNotifications);
    expect(c.heavy_member_vouchers).toBeGreaterThan(SIZES.heavyOrders);
    // about a quarter of the vouchers are redeemed, half of them at the heavy brand
    expect(c.redemptions).toBeGreaterThan(SIZES.vouchers * 0.2);
    expect(c.heavy_brand_redemptions).toBeGreaterThan(c.redemptions * 0.4);
  });

  it('every voucher has its order, line and product; every redemption its voucher; every order its member and line', async () => {
    expect(
      await count(sql`select count(*) as n from evouchers e left join orders o on o.id = e.order_id
        left join order_lines l on l.id = e.order_line_id and l.order_id = e.order_id left join products p on p.id = e.product_id
        left join members m on m.id = e.owner_member_id where o.id is null or l.id is null or p.id is null or m.id is null`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from redemptions r left join evouchers e on e.id = r.evoucher_id and e.status = 'Used'
        left join outlets ol on ol.id = r.outlet_id left join staff s on s.id = r.staff_id
        where e.id is null or ol.id is null or s.id is null or e.brand_id <> r.brand_id`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from orders o left join members m on m.id = o.member_id
        where m.id is null or (o.payment_status <> 'Basket' and not exists (select 1 from order_lines l where l.order_id = o.id))`),
    ).toBe(0);
    // a paid order's vouchers are exactly its line's quantity, in its currency (the demo's uDollar orders have cards instead)
    expect(
      await count(sql`select count(*) as n from order_lines l join orders o on o.id = l.order_id and o.payment_status = 'Paid'
        where o.order_no like 'LG%' and l.quantity <> (select count(*) from evouchers e where e.order_line_id = l.id and e.currency_code = o.currency_code)`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from notifications x left join members m on m.id = x.member_id where m.id is null`)).toBe(
      0,
    );
    expect(
      await count(sql`select count(*) as n from friendships f left join members a on a.id = f.requester_id
        left join members b on b.id = f.addressee_id where a.id is null or b.id is null or f.requester_id = f.addressee_id`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from products p left join brands b on b.id = p.brand_id left join categories c on c.id = p.category_id
        where b.id is null or c.id is null`),
    ).toBe(0);
  });

  it('the books: every transaction balances, every entry has its account, the trial balance is zero, reconciliation is clean', async () => {
    expect(
      await count(sql`select count(*) as n from (select transaction_id from ledger_entries group by transaction_id, currency_code
        having sum(amount) <> 0) x`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from ledger_entries e left join ledger_accounts a on a.key = e.account_key
        and a.currency_code = e.currency_code left join ledger_transactions t on t.id = e.transaction_id where a.key is null or t.id is null`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from (select 1 from ledger_entries group by currency_code having sum(amount) <> 0) x`),
    ).toBe(0);
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it('new rows after the load take ids past it (sequences moved)', async () => {
    const [m] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into members (phone_prefix, phone_number, phone_e164, referral_code)
        values ('+65', '69990001', '+6569990001', 'SEEDLARGE1') returning id`),
    );
    expect(Number(m.id)).toBeGreaterThan(seeded.heavyMemberId + SIZES.members - 2);
  });
});
