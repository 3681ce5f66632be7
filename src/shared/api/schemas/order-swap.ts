import { z } from 'zod';
import { zId, zLimit, zMemberId, zOffset } from '../fields.ts';
import { zContentLang } from './evoucher.ts';

/** Payload schemas of a recipient's choice (decision 0265): a swap, and a pick of one of several. */
export const orderSwapSchemas = {
  /** products of the gift's market at its value or less, in stock, dearest first (the closest to the gift's value) */
  list_swap_choices: z.object({ member_id: zMemberId, order_id: zId, lang: zContentLang, limit: zLimit, offset: zOffset }),
  /** the gift's recipient swaps it, once, before any of it is used */
  swap_order: z.object({ member_id: zMemberId, order_id: zId, product_id: zId }),
  /** the products the sender let the recipient pick from: the gift's own first */
  list_gift_choices: z.object({ member_id: zMemberId, order_id: zId, lang: zContentLang }),
  /** the recipient picks one, once; another than the gift's own sends the difference to the sender's uDollar */
  pick_gift_choice: z.object({ member_id: zMemberId, order_id: zId, product_id: zId }),
} satisfies Record<string, z.ZodType>;
