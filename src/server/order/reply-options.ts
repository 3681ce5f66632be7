import { orderReplySchemas as s } from '../../shared/api/schemas/order-reply.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { declineOrder } from './decline-order.ts';
import { thankOrder } from './thank-order.ts';

const thankOrderOption = defineOption({
  group: 'order',
  option: 'thank_order',
  auth: 'member',
  schema: s.thank_order,
  async handle(input, ctx) {
    return thankOrder(ctx.db, requireMember(ctx), input.order_id, { note: input.note, reaction: input.reaction }, ctx.now);
  },
});

const declineOrderOption = defineOption({
  group: 'order',
  option: 'decline_order',
  auth: 'member',
  schema: s.decline_order,
  async handle(input, ctx) {
    return declineOrder(ctx.db, requireMember(ctx), input.order_id, ctx.now);
  },
});

/** The recipient's answers to a gift (issue 14, decision 0210): thank_order, decline_order. */
export const orderReplyOptions: OptionDef[] = [thankOrderOption, declineOrderOption];
