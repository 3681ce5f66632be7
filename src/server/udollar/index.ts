import { udollarSchemas } from '../../shared/api/schemas/udollar.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { udollarHistory } from './history.ts';
import { listUdollarCards } from './list-cards.ts';

const history = defineOption({
  group: 'udollar',
  option: 'history_udollar_giftcards',
  auth: 'member',
  schema: udollarSchemas.history_udollar_giftcards,
  async handle(input, ctx) {
    return udollarHistory(ctx.db, requireMember(ctx), input.udollar_id, { limit: input.limit, offset: input.offset });
  },
});

/** Every card of the logged-in member for the /udollar-list screen (basket/list_udollar_giftcards lists only usable ones). */
const list = defineOption({
  group: 'udollar',
  option: 'list_udollar_giftcards',
  auth: 'member',
  schema: udollarSchemas.list_udollar_giftcards,
  async handle(input, ctx) {
    return {
      table: await listUdollarCards(ctx.db, requireMember(ctx), ctx.now, {
        currency: input.currency_code,
        limit: input.limit,
        offset: input.offset,
      }),
    };
  },
});

/** The udollar group's option handlers. */
export const udollarOptions: OptionDef[] = [history, list];
