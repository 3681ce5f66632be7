import { z } from 'zod';
import { answer } from './answer-parts.ts';
import { campaignAnswers } from './campaign.ts';
import { friendsAnswers } from './friends.ts';
import { birthdaysAnswers } from './birthdays.ts';

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
      show_birthday: z.boolean(),
      /** receipts and refund notes are e-mailed (decision 0263) */
      receipt_emails: z.boolean(),
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
      show_birthday: z.boolean(),
      /** receipts and refund notes are e-mailed (decision 0263) */
      receipt_emails: z.boolean(),
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
  ...friendsAnswers,
  ...campaignAnswers,
  ...birthdaysAnswers,
};
