import { z } from 'zod';
import { answer, inLanguages } from './answer-parts.ts';
import { productSummary } from './product-summary.ts';

/**
 * The answers of the profile group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
export const profileAnswers = {
  detail_profile: answer({
    table: z.object({
      member_id: z.number(),
      name: z.string(),
      email: z.string(),
      gender: z.enum(['', 'Male', 'Female']),
      dob: z.string(),
      phone_prefix: z.string(),
      phone_number: z.string(),
      country_id: z.number(),
      country: z.string(),
      profile_picture: z.string(),
      billing_address: z.string(),
      billing_postcode: z.string(),
      billing_state: z.string(),
      billing_country_id: z.number(),
      billing_country: z.string(),
      shipping_address: z.string(),
      shipping_postcode: z.string(),
      shipping_state: z.string(),
      shipping_country_id: z.number(),
      shipping_country: z.string(),
      referral_code: z.string(),
      fb_account_id: z.string(),
      points: z.number(),
      total_friends: z.number(),
    }),
  }),
  update_profile: answer({
    table: z.object({
      member_id: z.number(),
      name: z.string(),
      email: z.string(),
      gender: z.enum(['', 'Male', 'Female']),
      dob: z.string(),
      phone_prefix: z.string(),
      phone_number: z.string(),
      country_id: z.number(),
      country: z.string(),
      profile_picture: z.string(),
      billing_address: z.string(),
      billing_postcode: z.string(),
      billing_state: z.string(),
      billing_country_id: z.number(),
      billing_country: z.string(),
      shipping_address: z.string(),
      shipping_postcode: z.string(),
      shipping_state: z.string(),
      shipping_country_id: z.number(),
      shipping_country: z.string(),
      referral_code: z.string(),
      fb_account_id: z.string(),
      points: z.number(),
      total_friends: z.number(),
    }),
  }),
  list_country: answer({
    table: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        image: z.string(),
        country_code: z.string(),
        currency_code: z.string(),
      }),
    ),
  }),
  list_friend: answer({
    total: z.number(),
    table: z.array(
      z.object({
        friend_id: z.number(),
        friend_name: z.string(),
        friend_profile_picture: z.string(),
      }),
    ),
  }),
  list_facebook: answer({
    total: z.number(),
    table: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        profile_picture: z.string(),
        status: z.enum(['', 'Pending', 'Pending Approval', 'Accepted']),
      }),
    ),
  }),
  list_friend_request: answer({
    total: z.number(),
    table: z.array(
      z.object({
        member_id: z.number(),
        friend_name: z.string(),
        friend_profile_picture: z.string(),
      }),
    ),
  }),
  add_friend: answer({}),
  accept_friend: answer({}),
  reject_friend: answer({}),
  remove_friend: answer({}),
  update_facebook_id: answer({}),
  facebook_member: answer({
    total: z.number(),
  }),
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
