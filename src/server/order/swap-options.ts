import { orderSwapSchemas as s } from '../../shared/api/schemas/order-swap.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { listSwapChoices, swapGift } from './swap-gift.ts';

/** list_swap_choices: what the recipient may swap a gift for (decision 0265). */
const listSwapChoicesOption = defineOption({
  group: 'order',
  option: 'list_swap_choices',
  auth: 'member',
  schema: s.list_swap_choices,
  async handle(input, ctx) {
    return listSwapChoices(ctx.db, requireMember(ctx), input, ctx.now);
  },
});

/** swap_order: the recipient swaps a gift, once, before using it (decision 0265). */
const swapOrderOption = defineOption({
  group: 'order',
  option: 'swap_order',
  auth: 'member',
  schema: s.swap_order,
  async handle(input, ctx) {
    return swapGift(ctx.db, requireMember(ctx), input, ctx.now);
  },
});

/** A recipient's swap of a gift. */
export const orderSwapOptions: OptionDef[] = [listSwapChoicesOption, swapOrderOption];
