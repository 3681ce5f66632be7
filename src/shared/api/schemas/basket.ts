import { z } from 'zod';
import { zId, zMemberId, zString } from '../fields.ts';
import { zCountryId } from './catalogue-fields.ts';
import { basketDetailSchemas } from './basket-detail.ts';

/** The most of one product a basket line may hold (stock permitting). */
export const MAX_LINE_QUANTITY = 999;

/** Payload schemas of the basket group, keyed by option. */
export const basketSchemas = {
  // --- basket lines: products, card and status (line-options.ts) ---
  /** Sets the line's quantity (1..stock). The basket takes its country and currency from country_id / filter_by_country_id. */
  product_to_basket: z.object({
    member_id: zMemberId,
    product_id: zId,
    quantity: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`),
    country_id: zCountryId,
    filter_by_country_id: zCountryId,
  }),
  /** giftcard_edit_parameter: a JSON array of the design's card elements (key, type, content); empty keeps the design's defaults. */
  giftcard_to_basket: z.object({
    member_id: zMemberId,
    giftcard_id: zId,
    giftcard_edit_parameter: zString().max(50_000, 'must be at most 50000 characters').optional(),
    /** the shopper's stickers: a JSON array of { sticker, x, y } (decision 0242); absent or empty means none */
    giftcard_stickers: zString().max(5_000, 'must be at most 5000 characters').optional(),
    country_id: zCountryId,
    filter_by_country_id: zCountryId,
  }),
  /** 'gift' sends the basket as a gift; 'Self-Use' buys for oneself and removes the gift card. */
  update_order_status: z.object({
    member_id: zMemberId,
    order_status: z.enum(['gift', 'Self-Use'], { error: "must be 'gift' or 'Self-Use'" }),
    country_id: zCountryId,
    filter_by_country_id: zCountryId,
  }),
  // --- end basket core ---
  ...basketDetailSchemas,
} satisfies Record<string, z.ZodType>;
