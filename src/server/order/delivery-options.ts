import { orderDeliverySchemas as s } from '../../shared/api/schemas/order-delivery.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { rescheduleOrder } from './reschedule-order.ts';
import { unsendOrder } from './unsend-order.ts';

/** unsend_order: the sender takes a gift back before it is redeemed (decision 0210). */
const unsendOrderOption = defineOption({
  group: 'order',
  option: 'unsend_order',
  auth: 'member',
  schema: s.unsend_order,
  async handle(input, ctx) {
    return unsendOrder(ctx.db, requireMember(ctx), input.order_id, ctx.now);
  },
});

/** reschedule_order: the sender moves a Scheduled gift's delivery time. */
const rescheduleOrderOption = defineOption({
  group: 'order',
  option: 'reschedule_order',
  auth: 'member',
  schema: s.reschedule_order,
  async handle(input, ctx) {
    return rescheduleOrder(ctx.db, requireMember(ctx), input.order_id, input.deliver_at, ctx.now);
  },
});

/** The gift delivery options (send_order itself, with its phone and deliver_at, is in lifecycle-options.ts). */
export const orderDeliveryOptions: OptionDef[] = [unsendOrderOption, rescheduleOrderOption];
