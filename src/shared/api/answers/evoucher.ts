import { z } from 'zod';
import { answer } from './answer-parts.ts';

/**
 * The answers of the evoucher group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
export const evoucherAnswers = {
  list_evoucher: answer({
    table: z.array(
      z.object({
        id: z.number(),
        order_id: z.number(),
        image: z.string(),
        product_name: z.string(),
        order_evouchers: z.array(
          z.object({
            id: z.number(),
            image: z.string(),
            name: z.string(),
            status: z.enum(['Active', 'Used', 'Expired']),
            mark_used_date: z.string(),
            expiry_date: z.string(),
          }),
        ),
      }),
    ),
    total: z.number(),
    limit: z.number(),
    offset: z.number(),
  }),
  detail_evoucher: answer({
    table: z.object({
      id: z.number(),
      order_id: z.number(),
      product_id: z.number(),
      image: z.string(),
      product_name: z.string(),
      terms_and_conditions: z.string(),
      redeem_howto: z.string(),
      applicable_outlets: z.array(
        z.object({
          outlet_name: z.string(),
          address: z.string(),
          outlet_telno: z.string(),
          email: z.string(),
        }),
      ),
      order_evouchers: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          image: z.string(),
          status: z.enum(['Active', 'Used', 'Expired']),
          mark_used_date: z.string(),
          expiry_date: z.string(),
          evoucher_code_type: z.enum(['qrcode', 'barcode', 'alphanumeric', 'url']),
          evoucher_code: z.string(),
          evoucher_code_image: z.string(),
          /** where a merchant redeemed it ('' when the holder marked it used, or not used) */
          used_outlet: z.string(),
          /** a stored-value voucher keeps a balance (minor units) spent in part at counters */
          stored_value: z.boolean(),
          balance: z.number(),
          currency_code: z.string(),
          /** the brand has merchants who redeem its vouchers at their counters: no Mark as used for the holder */
          redeemed_at_counter: z.boolean(),
          /** the counter redemptions, newest first */
          redemptions: z.array(z.object({ date: z.string(), outlet: z.string(), amount: z.number() })),
          /** the days extend_evoucher would add now (decision 0262); 0: not offered, used once, or not Active */
          extension_days: z.number(),
        }),
      ),
      /** which wallet passes the deployment can make (get_wallet_pass); the screen hides the others' buttons */
      wallet_passes: z.object({ apple: z.boolean(), google: z.boolean() }),
    }),
  }),
  refresh_evoucher: answer({
    expired: z.number(),
    reissued: z.number(),
  }),
  get_wallet_pass: answer({
    kind: z.enum(['apple', 'google']),
    /** apple: this server's signed .pkpass link; google: the pay.google.com save link; both open within expires_in */
    url: z.string(),
    /** seconds */
    expires_in: z.number(),
  }),
  extend_evoucher: answer({
    table: z.object({
      id: z.number(),
      /** the days added, by the market's rule */
      extension_days: z.number(),
      /** DD-MM-YYYY, as the wallet shows it */
      expired_date: z.string(),
      /** unix seconds */
      expires_at: z.number(),
    }),
  }),
  mark_evoucher_used: answer({
    table: z.object({
      id: z.number(),
      status: z.enum(['Active', 'Used', 'Expired']),
      mark_used_date: z.string(),
    }),
  }),
};
