import { z } from 'zod';
import { answer } from './answer-parts.ts';

/** The answers of a recipient's swap (decision 0265). */
export const orderSwapAnswers = {
  list_swap_choices: answer({
    /** what the gift is worth (its vouchers' face values), minor units, and its currency */
    gift_value: z.number(),
    currency_code: z.string(),
    /** the gift's product, which is never a choice */
    product_id: z.number(),
    quantity: z.number(),
    table: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        brand_name: z.string(),
        image: z.string(),
        /** one unit's price; the swap takes `quantity` of them */
        original_price: z.number(),
        currency_code: z.string(),
        /** what goes to the recipient's uDollar on this swap, minor units; negative: what is left to pay */
        difference: z.number(),
      }),
    ),
    total: z.number(),
    limit: z.number(),
    offset: z.number(),
  }),
  list_gift_choices: answer({
    /** when the recipient picked (unix seconds), 0 while they may still pick */
    picked_at: z.number(),
    currency_code: z.string(),
    quantity: z.number(),
    table: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        brand_name: z.string(),
        image: z.string(),
        original_price: z.number(),
        /** the gift's own product */
        is_gift: z.boolean(),
        /** still on sale and in stock for the gift's quantity at its value or less */
        available: z.boolean(),
      }),
    ),
  }),
  pick_gift_choice: answer({
    /** the order that now holds the gift: the gift's own when its product was picked */
    order_id: z.number(),
    product_id: z.number(),
    currency_code: z.string(),
  }),
  swap_order: answer({
    /** the order that now holds the gift (the swap's own) */
    order_id: z.number(),
    product_id: z.number(),
    /** the difference put on the recipient's uDollar, minor units (0: none) */
    udollar_amount: z.number(),
    /** the uDollar card it went to, 0 when there was no difference */
    udollar_card_id: z.number(),
    currency_code: z.string(),
    /** a dearer product: what is left to pay at the cashier for order_id (a Pending order of the recipient's), else 0 */
    to_pay: z.number(),
  }),
};
