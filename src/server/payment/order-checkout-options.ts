import { and, eq, ne } from 'drizzle-orm';
import { members, orders } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { ApiError, badInput, notFound } from '../platform/api-error.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { orderCheckoutSchemas as s } from '../../shared/api/schemas/order-checkout.ts';
import { startCheckout } from './payment-service.ts';
import { UNPAID_ORDER_TTL_MS } from '../order/expire-unpaid.ts';
import { fulfilOrder } from '../order/fulfilment.ts';
import { reserveBasket } from '../order/reservation.ts';

/** The member's own order (another member's order is "not found", never confirmed to exist). */
async function ownOrder(db: Db, memberId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.member_id, memberId)))
    .limit(1);
  if (!order || order.payment_status === 'Basket') throw notFound('Order');
  return order;
}

const notPending = (status: string) =>
  new ApiError('conflict', status === 'Paid' ? 'This order is already paid' : 'This order can no longer be paid');

const reserveOrder = defineOption({
  group: 'order',
  option: 'reserve_order',
  auth: 'member',
  schema: s.reserve_order,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const r = await reserveBasket(ctx.db, memberId, ctx.now);
    // the language the member shops in is the one their receipts and refund notes are written in (decision 0263)
    if (input.language)
      await ctx.db
        .update(members)
        .set({ language: input.language })
        .where(and(eq(members.id, memberId), ne(members.language, input.language)));
    return { message: 'Order reserved', order_id: String(r.orderId), order_no: r.orderNo, order_amount: r.orderAmount };
  },
});

/**
 * pay_order with payment_status 'paid' settles an order that has nothing to pay (a gift card only, or a total covered by
 * uDollar), as the spec's gift-card-only path does. An order with an amount to pay is paid only at the cashier.
 */
const payOrder = defineOption({
  group: 'order',
  option: 'pay_order',
  auth: 'member',
  schema: s.pay_order,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    return ctx.db.transaction(async (tx) => {
      const order = await ownOrder(tx, memberId, input.order_id);
      if (order.payment_status !== 'Pending') throw notPending(order.payment_status);
      if (order.order_amount > 0)
        throw badInput('payment_status', 'this order has an amount to pay: pay it at the cashier (get_cashier_url)');
      await fulfilOrder(tx, order.id, ctx.now);
      return { message: 'Payment Success', order_id: String(order.id) };
    });
  },
});

const getCashierUrl = defineOption({
  group: 'order',
  option: 'get_cashier_url',
  auth: 'member',
  schema: s.get_cashier_url,
  async handle(input, ctx) {
    const order = await ownOrder(ctx.db, requireMember(ctx), input.order_id);
    if (order.payment_status !== 'Pending') throw notPending(order.payment_status);
    if (order.order_amount <= 0) throw badInput('order_id', 'this order has nothing to pay: settle it with pay_order');
    // past its reservation time the order is about to be cancelled: no new cashier session may keep it alive
    if (order.reserved_at && ctx.now.getTime() - order.reserved_at.getTime() >= UNPAID_ORDER_TTL_MS) throw notPending('Expired');
    const url = await startCheckout(ctx.deps, order, ctx.now);
    return { cashier_url: url };
  },
});

/** reserve_order, pay_order, get_cashier_url. */
export const orderCheckoutOptions: OptionDef[] = [reserveOrder, payOrder, getCashierUrl];
