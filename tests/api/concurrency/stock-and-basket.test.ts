import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { makeBasket, product, setStock, sgProducts, type SgProducts, tokens } from '../basket/checkout-support.ts';

/**
 * On PostgreSQL in npm test: simultaneous cancels of multi-line orders never deadlock, and
 * basket changes racing reserve_order never answer 500 nor lose the change.
 */
let t: TestApp;
let SG: SgProducts;
let ids: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await createTestApp();
  SG = await sgProducts(t);
  ids = await tokens(t);
});
afterAll(() => t.close());

/** A Pending order whose lines were stored in the given product order (release reads them in that order). */
async function reservedOrder(memberId: number, token: string, productIds: number[]): Promise<number> {
  const orderId = await makeBasket(
    t.db,
    memberId,
    productIds.map((productId) => ({ productId, quantity: 1 })),
  );
  const res = await t.call('order', 'reserve_order', {}, { token });
  expect(res.status).toBe(200);
  return orderId;
}

describe('concurrency of stock and baskets', () => {
  it('20 rounds of simultaneous cancels of two-line orders (opposite line order) give no error, and stock is conserved', async () => {
    const [a, b] = [SG.sakuraCake, SG.urban50];
    await setStock(t.db, a, 500);
    await setStock(t.db, b, 500);
    for (let round = 0; round < 20; round++) {
      const first = await reservedOrder(ids.demo, ids.demoToken, [a, b]);
      const second = await reservedOrder(ids.other, ids.otherToken, [b, a]);
      const cancels = await Promise.all([
        ...Array.from({ length: 3 }, () => t.call('order', 'cancel_order', { order_id: first }, { token: ids.demoToken })),
        ...Array.from({ length: 3 }, () => t.call('order', 'cancel_order', { order_id: second }, { token: ids.otherToken })),
      ]);
      expect(cancels.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
      expect(cancels.filter((r) => r.status === 200)).toHaveLength(2);
      const statuses = await t.db
        .select({ s: orders.payment_status })
        .from(orders)
        .where(inArray(orders.id, [first, second]));
      expect(statuses.map((r) => r.s)).toEqual(['Cancelled', 'Cancelled']);
    }
    expect((await product(t.db, a)).stock).toBe(500);
    expect((await product(t.db, b)).stock).toBe(500);
  });

  it('40 rounds of basket changes racing reserve_order give no 500 and lose no change', async () => {
    await setStock(t.db, SG.beanValue, 1000);
    await setStock(t.db, SG.grillValue, 1000);
    const member = ids.demo;
    const token = ids.demoToken;
    for (let round = 0; round < 40; round++) {
      const basketId = await makeBasket(t.db, member, [{ productId: SG.beanValue, quantity: 1 }]);
      const quantity = (round % 5) + 1;
      const [reserve, add, status] = await Promise.all([
        t.call('order', 'reserve_order', {}, { token }),
        t.call('basket', 'product_to_basket', { product_id: SG.grillValue, quantity }, { token }),
        t.call('basket', 'update_order_status', { order_status: 'gift' }, { token }),
      ]);
      for (const res of [reserve, add, status]) expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
      expect(reserve.status).toBe(200);
      expect(add.status).toBe(200);
      // The added line is either in the order that was reserved or in the basket that followed it: never lost.
      const next = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.member_id, member), eq(orders.payment_status, 'Basket')));
      const mine = [{ id: basketId }, ...next];
      const lines = await t.db
        .select({ q: orderLines.quantity })
        .from(orderLines)
        .where(
          and(
            inArray(
              orderLines.order_id,
              mine.map((o) => o.id),
            ),
            eq(orderLines.product_id, SG.grillValue),
          ),
        );
      expect(lines.map((l) => l.q)).toEqual([quantity]);
      for (const o of mine) await t.call('order', 'cancel_order', { order_id: o.id }, { token });
      await t.db.delete(orders).where(
        inArray(
          orders.id,
          mine.map((o) => o.id),
        ),
      );
    }
  });
});
