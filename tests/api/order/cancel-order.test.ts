import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orderLines, orders, products, udollarCards, udollarLedger } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DAY, makeUdollarCard } from '../basket/checkout-support.ts';
import { orderScene, type OrderScene } from './order-scene.ts';

let t: TestApp;
let s: OrderScene;
let demo: string;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
  s = await orderScene(t);
  demo = await t.memberToken(s.alex.id);
});
afterAll(async () => t.close());

const cancel = (order_id: number | string | undefined, token = demo) => t.call('order', 'cancel_order', { order_id }, { token });
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
async function stockOf(orderId: number): Promise<Map<number, number>> {
  const lines = await t.db.select({ product_id: orderLines.product_id }).from(orderLines).where(eq(orderLines.order_id, orderId));
  const rows = await t.db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.product_id),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.stock]));
}

describe('order/cancel_order', () => {
  it('cancels a pending order and gives its stock back', async () => {
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.order_id, s.order.pending));
    const before = await stockOf(s.order.pending);
    const res = await cancel(s.order.pending);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order Cancelled');
    expect(await orderRow(s.order.pending)).toMatchObject({ payment_status: 'Cancelled' });
    const after = await stockOf(s.order.pending);
    for (const line of lines) expect(after.get(line.product_id)).toBe(before.get(line.product_id)! + line.quantity);
    // gone from the to-pay list
    const pay = await t.call('order', 'list_order', { filter_by: 'pay' }, { token: demo });
    expect(pay.body.table).toEqual([]);
    // a second cancel changes nothing twice
    const again = await cancel(s.order.pending);
    expect(again.status).toBe(409);
    expect(await stockOf(s.order.pending)).toEqual(after);
  });

  it('credits back the uDollar the reservation took', async () => {
    // Alex's own uDollar card, 5.00 of which the reservation took
    const cardId = await makeUdollarCard(t.db, s.alex.id, 3000, new Date(t.clock.now.getTime() + 30 * DAY));
    const [card] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, cardId));
    await t.db
      .update(udollarCards)
      .set({ balance: card.balance - 500 })
      .where(eq(udollarCards.id, cardId));
    await t.db.update(orders).set({ udollar_card_id: cardId, udollar_amount: 500 }).where(eq(orders.id, s.order.pending));
    expect((await cancel(s.order.pending)).status).toBe(200);
    const [after] = await t.db.select().from(udollarCards).where(eq(udollarCards.id, cardId));
    expect(after.balance).toBe(card.balance);
    const ledger = await t.db.select().from(udollarLedger).where(eq(udollarLedger.order_id, s.order.pending));
    expect(ledger.map((l) => [l.amount, l.reason])).toEqual([[500, 'order_cancelled']]);
  });

  it('refuses orders that are not pending with 409', async () => {
    for (const id of [s.order.giftReady, s.order.selfUse, s.order.cancelled, s.order.gifted]) {
      const res = await cancel(id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Only an order waiting for payment can be cancelled');
    }
    expect((await orderRow(s.order.giftReady)).payment_status).toBe('Paid');
  });

  it('lets only the owner cancel: another member gets 404, a guest 401', async () => {
    const mei = await t.memberToken(s.meiLing.id);
    expect((await cancel(s.order.pending, mei)).status).toBe(404);
    expect((await cancel(s.order.pending, await t.guestToken())).status).toBe(401);
    expect((await cancel(s.order.basket)).status).toBe(404);
    expect((await orderRow(s.order.pending)).payment_status).toBe('Pending');
  });

  it('refuses a missing order_id with a 400', async () => {
    const res = await cancel(undefined);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('order_id');
  });
});
