import { orderSwapSchemas as s } from '../../shared/api/schemas/order-swap.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { listSwapChoices, swapGift } from './swap-gift.ts';
import { listGiftChoices, pickGiftChoice } from './gift-choices.ts';

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

/** list_gift_choices: what the sender let the recipient pick from (decision 0265). */
const listGiftChoicesOption = defineOption({
  group: 'order',
  option: 'list_gift_choices',
  auth: 'member',
  schema: s.list_gift_choices,
  async handle(input, ctx) {
    return listGiftChoices(ctx.db, requireMember(ctx), input);
  },
});

/** pick_gift_choice: the recipient picks one of several, once (decision 0265). */
const pickGiftChoiceOption = defineOption({
  group: 'order',
  option: 'pick_gift_choice',
  auth: 'member',
  schema: s.pick_gift_choice,
  async handle(input, ctx) {
    return pickGiftChoice(ctx.db, requireMember(ctx), input, ctx.now);
  },
});

/** A recipient's choice: swap a gift, or pick one of several. */
export const orderSwapOptions: OptionDef[] = [listSwapChoicesOption, swapOrderOption, listGiftChoicesOption, pickGiftChoiceOption];
