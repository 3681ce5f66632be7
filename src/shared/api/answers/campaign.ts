import { z } from 'zod';
import { answer, inLanguages } from './answer-parts.ts';
import { productSummary } from './product-summary.ts';

/** The answers of the campaign domain (options of the profile group). */
export const campaignAnswers = {
  detail_campaign: answer({
    table: z.object({
      id: z.number(),
      name: z.string(),
      image: z.string(),
      description: z.string(),
      terms_and_conditions: z.string(),
      multiple_languages: inLanguages({
        name: z.string(),
        description: z.string(),
        terms_and_conditions: z.string(),
        /** the art painted in this language; empty: the campaign's image */
        image: z.string(),
      }),
      campaign_type: z.string(),
      task_type: z.string(),
      reward_type: z.string(),
      reward_points: z.number(),
      reward_product_id: z.number(),
      is_redeem: z.boolean(),
      is_redeemed: z.boolean(),
      is_redeemed_date: z.string(),
      campaign_progress: z.object({
        current: z.number(),
        target: z.number(),
        percentage: z.number(),
        campaign_progress_message: z.string(),
      }),
      start_date: z.string(),
      end_date: z.string(),
      child_campaign: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          image: z.string(),
          description: z.string(),
          terms_and_conditions: z.string(),
          multiple_languages: inLanguages({
            name: z.string(),
            description: z.string(),
            terms_and_conditions: z.string(),
            image: z.string(),
          }),
          campaign_type: z.string(),
          task_type: z.string(),
          reward_type: z.string(),
          reward_points: z.number(),
          reward_product_id: z.number(),
          is_redeem: z.boolean(),
          is_redeemed: z.boolean(),
          is_redeemed_date: z.string(),
          campaign_progress: z.object({
            current: z.number(),
            target: z.number(),
            percentage: z.number(),
            campaign_progress_message: z.string(),
          }),
          start_date: z.string(),
          end_date: z.string(),
        }),
      ),
      products: z.array(productSummary),
    }),
  }),
  redeem_campaign_reward: answer({
    reward_type: z.string(),
    product_id: z.number(),
    order_id: z.number(),
    points: z.number(),
  }),
};
