import { orderReplySchemas as s } from '../../shared/api/schemas/order-reply.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { declineOrder } from './decline-order.ts';
import { thankOrder } from './thank-order.ts';
import { declineSharedOrder } from './decline-shared.ts';

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

const declineSharedOrderOption = defineOption({
  group: 'order',
  option: 'decline_shared_order',
  auth: 'member',
  schema: s.decline_shared_order,
  async handle(input, ctx) {
    return declineSharedOrder(ctx.db, requireMember(ctx), input.id, ctx.now);
  },
});

/** The recipient's answers to a gift (decisions 0210, 0241): thank_order, decline_order, decline_shared_order. */
export const orderReplyOptions: OptionDef[] = [thankOrderOption, declineOrderOption, declineSharedOrderOption];
