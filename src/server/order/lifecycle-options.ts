import { orderLifecycleSchemas as s } from '../../shared/api/schemas/order-lifecycle.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { cancelOrder } from './cancel-order.ts';
import { detailOrder } from './order-detail.ts';
import { listFilterTimes, listOrders } from './order-queries.ts';
import { redeemOrder } from './redeem-order.ts';
import { sendOrder } from './send-order.ts';
import { detailSharedOrder } from './shared-order.ts';

const DEFAULT_PAGE = 20;

const listOrder = defineOption({
  group: 'order',
  option: 'list_order',
  auth: 'member',
  cache: 'member',
  schema: s.list_order,
  async handle(input, ctx) {
    return listOrders(ctx.db, requireMember(ctx), {
      filter: input.filter_by,
      month: input.filter_by_month as number | undefined,
      year: input.filter_by_year as number | undefined,
      limit: input.limit ?? DEFAULT_PAGE,
      offset: input.offset ?? 0,
    });
  },
});

const listFilterTime = defineOption({
  group: 'order',
  option: 'list_filter_time',
  auth: 'member',
  schema: s.list_filter_time,
  async handle(input, ctx) {
    return { table: await listFilterTimes(ctx.db, requireMember(ctx), input.filter_by) };
  },
});

const detailOrderOption = defineOption({
  group: 'order',
  option: 'detail_order',
  auth: 'member',
  schema: s.detail_order,
  async handle(input, ctx) {
    return { table: await detailOrder(ctx.db, requireMember(ctx), input.order_id, ctx.now) };
  },
});

const sendOrderOption = defineOption({
  group: 'order',
  option: 'send_order',
  auth: 'member',
  schema: s.send_order,
  async handle(input, ctx) {
    const { order_id: orderId, recipient_id: recipientId, recipient_phone: recipientPhone, deliver_at: deliverAt } = input;
    const { recipient_email: recipientEmail, recipient_language: recipientLanguage, choice_ids: choiceIds } = input;
    const sms = { sms: ctx.deps.adapters.sms, baseUrl: ctx.deps.config.publicBaseUrl, logger: ctx.deps.logger };
    const mail = { email: ctx.deps.adapters.email, baseUrl: ctx.deps.config.publicBaseUrl, logger: ctx.deps.logger };
    const delivery = { orderId, recipientId, recipientPhone, recipientEmail, recipientLanguage, deliverAt, choiceIds };
    return sendOrder(ctx.db, requireMember(ctx), delivery, ctx.now, sms, mail);
  },
});

const cancelOrderOption = defineOption({
  group: 'order',
  option: 'cancel_order',
  auth: 'member',
  schema: s.cancel_order,
  async handle(input, ctx) {
    return cancelOrder(ctx.db, requireMember(ctx), input.order_id, ctx.now);
  },
});

const redeemOrderOption = defineOption({
  group: 'order',
  option: 'redeem_order',
  auth: 'member',
  schema: s.redeem_order,
  async handle(input, ctx) {
    return redeemOrder(ctx.db, requireMember(ctx), input.id, ctx.ip, ctx.now);
  },
});

/** The public view of a shared gift for the redeem page: any valid token (a guest's too), found by share id only. */
const detailSharedOrderOption = defineOption({
  group: 'order',
  option: 'detail_shared_order',
  auth: 'token',
  schema: s.detail_shared_order,
  async handle(input, ctx) {
    return { table: await detailSharedOrder(ctx.db, input.id, ctx.memberId, ctx.ip, ctx.now) };
  },
});

/** list_order, list_filter_time, detail_order, send_order, cancel_order, redeem_order, detail_shared_order. */
export const orderLifecycleOptions: OptionDef[] = [
  listOrder,
  listFilterTime,
  detailOrderOption,
  sendOrderOption,
  cancelOrderOption,
  redeemOrderOption,
  detailSharedOrderOption,
];
