import { and, countDistinct, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, orderLines, orders, products } from '../../../src/server/db/schema/index.ts';
import { inWalletOf, nameMatches, walletFilter } from '../../../src/server/evoucher/wallet-scope.ts';
import type { WalletFilter } from '../../../src/shared/api/schemas/evoucher.ts';
import { aMember, aProduct } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DAY, makeVoucherOrder, walletScene } from './wallet-fixtures.ts';

/**
 * list_evoucher pages on the vouchers' and orders' indexes first (decision 0276): its pages and totals are the ones the
 * single grouped query over vouchers, orders, lines and products gave before, kept here as the reference, for every
 * tab, a keyword, one order, and every page of a small limit, including ties of the paid time and a gift in transit.
 */
let t: TestApp;
let alex: { id: number; token: string };
const orderIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const s = await walletScene(t);
  alex = s.alex;
  const other = await aMember(t, { name: 'Another Buyer' });
  const product = await aProduct(t, { name: 'Tie Breaker Tea S$5 E-Voucher' });
  const at = new Date(t.clock.now.getTime() - 2 * DAY);
  // three orders paid at the same instant (the line id decides), one with a used voucher beside an active one
  for (const vouchers of [
    [{ expiresInDays: 90 }],
    [{ expiresInDays: 90 }, { expiresInDays: 90, status: 'Used' as const }],
    [{ expiresInDays: -1 }],
  ])
    orderIds.push((await makeVoucherOrder(t.db, { buyer: alex.id, productId: product, now: at, vouchers })).orderId);
  // a gift Alex received from another member, and one Alex sent that is still in transit (not in Alex's wallet)
  orderIds.push(
    (
      await makeVoucherOrder(t.db, {
        buyer: other.id,
        owner: alex.id,
        recipient: alex.id,
        productId: product,
        now: at,
        vouchers: [{ expiresInDays: 30 }],
      })
    ).orderId,
  );
  await makeVoucherOrder(t.db, { buyer: alex.id, recipient: other.id, productId: product, now: at, vouchers: [{ expiresInDays: 30 }] });
});
afterAll(async () => t.close());

/** The query list_evoucher ran before decision 0276, for the same conditions. */
async function reference(where: SQL, limit: number, offset: number) {
  const sortAt = sql`coalesce(${orders.paid_at}, ${orders.created_at})`;
  const from = () =>
    t.db
      .select({ id: orderLines.id })
      .from(evouchers)
      .innerJoin(orders, eq(orders.id, evouchers.order_id))
      .innerJoin(orderLines, eq(orderLines.id, evouchers.order_line_id))
      .innerJoin(products, eq(products.id, orderLines.product_id));
  const page = await from()
    .where(where)
    .groupBy(orderLines.id, orders.id, products.id)
    .orderBy(desc(sortAt), desc(orderLines.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await t.db
    .select({ total: countDistinct(evouchers.order_line_id) })
    .from(evouchers)
    .innerJoin(orders, eq(orders.id, evouchers.order_id))
    .innerJoin(orderLines, eq(orderLines.id, evouchers.order_line_id))
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(where);
  return { ids: page.map((r) => r.id), total: Number(total) };
}

const cases: Array<{ name: string; fields: Record<string, string | number>; where: () => SQL }> = [];
for (const status of ['active', 'received', 'used'] as WalletFilter[])
  cases.push({
    name: status,
    fields: { filter_by_status: status },
    where: () => and(inWalletOf(alex.id), walletFilter(status, alex.id, t.clock.now))!,
  });
cases.push({
  name: 'used, keyword "tea"',
  fields: { filter_by_status: 'used', filter_by_keywords: 'tea' },
  where: () =>
    and(
      inWalletOf(alex.id),
      walletFilter('used', alex.id, t.clock.now),
      nameMatches(sql`coalesce(${orderLines.i18n}, ${products.i18n})`, 'tea'),
    )!,
});
cases.push({
  name: 'one order, every status',
  fields: {},
  where: () => and(inWalletOf(alex.id), eq(evouchers.order_id, orderIds[1]))!,
});

describe('list_evoucher pages (decision 0276)', () => {
  for (const c of cases)
    it(`${c.name}: every page and the total are the reference query's`, async () => {
      const fields = c.name.startsWith('one order') ? { filter_by_order_id: orderIds[1] } : c.fields;
      const all = await reference(c.where(), 1000, 0);
      expect(all.total).toBeGreaterThan(0);
      for (let offset = 0; offset <= all.total + 1; offset += 2) {
        const res = await t.call('evoucher', 'list_evoucher', { ...fields, limit: 2, offset }, { token: alex.token });
        expect(res.status).toBe(200);
        const want = await reference(c.where(), 2, offset);
        expect({ ids: res.body.table.map((i) => i.id), total: res.body.total }).toEqual(want);
      }
    });
  it('keeps ties of the paid time in line order, newest line first', async () => {
    const res = await t.call('evoucher', 'list_evoucher', { filter_by_status: 'active', limit: 100 }, { token: alex.token });
    const ours = res.body.table.filter((i) => orderIds.includes(i.order_id)).map((i) => i.order_id);
    expect(ours).toEqual([...ours].sort((a, b) => b - a));
    expect(ours).toEqual(expect.arrayContaining([orderIds[0], orderIds[1]]));
    // the gift from another member is in the received tab, the one in transit in neither
    const received = await t.call('evoucher', 'list_evoucher', { filter_by_status: 'received', limit: 100 }, { token: alex.token });
    expect(received.body.table.map((i) => i.order_id)).toContain(orderIds[3]);
  });
});
