import { z } from 'zod';
import { zId, zLimit, zMemberId, zOffset } from '../fields.ts';
import { zContentLang } from './evoucher.ts';

/** Payload schemas of a recipient's swap (decision 0265): what the gift may become, and the swap itself. */
export const orderSwapSchemas = {
  /** products of the gift's market at its value or less, in stock, dearest first (the closest to the gift's value) */
  list_swap_choices: z.object({ member_id: zMemberId, order_id: zId, lang: zContentLang, limit: zLimit, offset: zOffset }),
  /** the gift's recipient swaps it, once, before any of it is used */
  swap_order: z.object({ member_id: zMemberId, order_id: zId, product_id: zId }),
} satisfies Record<string, z.ZodType>;
