import { z } from 'zod';
import { answer } from './answer-parts.ts';

/**
 * The answers of the account group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
export const accountAnswers = {
  get_otp: answer({
    resend_after: z.number(),
    expires_in: z.number(),
    otp: z.string().optional(),
  }),
  verify_otp: answer({
    otp_token: z.string(),
    otp_token_expiry: z.number(),
  }),
  create_account: answer({
    member_id: z.number(),
  }),
  login: answer({
    migrate_member: z.number(),
    data: z
      .object({
        member_id: z.number(),
        country_id: z.number(),
        name: z.string(),
        email: z.string(),
        phone_prefix: z.string(),
        phone_number: z.string(),
        profile_picture: z.string(),
        referral_code: z.string(),
        fb_account_id: z.string(),
      })
      .nullable(),
    market_country_id: z.number().nullable().optional(),
    market_currency_code: z.string().nullable().optional(),
    api_token: z.string().optional(),
    api_token_expiry: z.number().optional(),
    reset_token: z.string().optional(),
  }),
  logout: answer({}),
  reset_password: answer({}),
  login_facebook: answer({
    migrate_member: z.number(),
    data: z.object({
      member_id: z.number(),
      country_id: z.number(),
      name: z.string(),
      email: z.string(),
      phone_prefix: z.string(),
      phone_number: z.string(),
      profile_picture: z.string(),
      referral_code: z.string(),
      fb_account_id: z.string(),
    }),
    market_country_id: z.number().nullable(),
    market_currency_code: z.string().nullable(),
    api_token: z.string(),
    api_token_expiry: z.number(),
  }),
  update_country: answer({
    country_id: z.number(),
  }),
  apply_referral_code: answer({}),
  set_market_country: answer({
    country_id: z.number(),
  }),
};
