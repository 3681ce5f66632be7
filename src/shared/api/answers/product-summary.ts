import { z } from 'zod';
import { inLanguages } from './answer-parts.ts';

/** A product's running discount campaign, as every product answer carries it. */
export const campaignInfo = z.object({
  campaign_id: z.number(),
  discount_mode: z.enum(['percent', 'amount']),
  discount_value: z.number(),
  discounted_price: z.number(),
  discount_message: z.string(),
  multiple_languages: inLanguages({
    name: z.string(),
    discount_message: z.string(),
  }),
});

/** A product as lists show it (list_product, a campaign's products): names in every language, prices in minor units. */
export const productSummary = z.object({
  id: z.number(),
  image: z.string(),
  name: z.string(),
  multiple_languages: inLanguages({
    name: z.string(),
  }),
  original_price: z.number(),
  discounted_price: z.number(),
  stock: z.number(),
  currency_code: z.string(),
  is_recommended: z.boolean(),
  brand_id: z.number(),
  category_id: z.number(),
  campaign_info: campaignInfo.nullable(),
});
