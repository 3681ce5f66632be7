import { z } from 'zod';

/**
 * Redemption at the counter: a merchant's counter looks a voucher code up and redeems it, in full or, for a
 * stored-value voucher, in part. Money is in minor units (cents); dates are ISO 8601 strings.
 *
 *   GET  /UgiftWeb/admin/api/merchant-outlets          the outlets this merchant may redeem at (react-admin list)
 *   POST /UgiftWeb/admin/api/redemptions/lookup        { code }                      → 200 VoucherAtCounter
 *   POST /UgiftWeb/admin/api/redemptions               { code, outlet_id, amount? }  → 201 VoucherAtCounter
 *   GET  /UgiftWeb/admin/api/redemptions               this merchant's redemptions (react-admin list)
 *   GET  /UgiftWeb/admin/api/redemption-days           per outlet per day: count and value (react-admin list, CSV)
 *
 * Refusals are the admin API's error bodies `{ success: false, code, message, field?, reason? }`; by status and reason:
 *   404 unknown_code (also for another brand's voucher); 409 voucher_used (the message says where and when),
 *   voucher_expired, voucher_in_gift, voucher_void (refunded); 400 with field `amount` (missing for a stored-value
 *   voucher, given for another, not whole cents, or above the balance) or `outlet_id`; 403 not_merchant (a staff
 *   member without a brand); 429 (code rate_limited) after 10 wrong codes a minute per staff member or per counter.
 */

/** A code as scanned (QR text, a barcode's digits, a redeem link) or typed (with or without dashes, any case). */
export const zVoucherCode = z
  .string({ error: 'is required' })
  .trim()
  .min(4, 'is too short')
  .max(200, 'is too long')
  .regex(/^[\x21-\x7E]+$/, 'has characters a voucher code never has');

export const redemptionLookupInput = z.object({ code: zVoucherCode });
export type RedemptionLookupInput = z.output<typeof redemptionLookupInput>;

export const redemptionInput = z.object({
  code: zVoucherCode,
  outlet_id: z.coerce.number({ error: 'is required' }).int('is required').positive('is required'),
  /** minor units; only for stored-value vouchers (and then required) */
  amount: z.coerce
    .number({ error: 'must be a number of cents' })
    .int('must be a whole number of cents')
    .positive('must be more than 0')
    .optional(),
});
export type RedemptionInput = z.output<typeof redemptionInput>;

export const VOUCHER_STATES = ['Active', 'Used', 'Expired', 'Void', 'InGift'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export const counterRedemption = z.object({
  at: z.string(),
  outlet_name: z.string(),
  /** minor units */
  amount: z.number(),
});
export type CounterRedemption = z.output<typeof counterRedemption>;

/** What the counter sees of a voucher (POST /redemptions/lookup and /redemptions). The holder's name is masked. */
export const voucherAtCounter = z.object({
  /** the voucher's code as stored (e.g. "UGIFT:…" or dashed), whatever form was scanned or typed */
  code: z.string(),
  product_name: z.string(),
  product_image: z.string(),
  currency_code: z.string(),
  /** the voucher's face value, minor units */
  value: z.number(),
  stored_value: z.boolean(),
  /** stored-value vouchers: what is left, minor units; otherwise null */
  balance: z.number().nullable(),
  /** e.g. "Ta•••• T." or "+65 ••••4567" */
  holder: z.string(),
  expires_at: z.string(),
  state: z.enum(VOUCHER_STATES),
  used_at: z.string().nullable(),
  used_outlet: z.string().nullable(),
  /** newest first */
  redemptions: z.array(counterRedemption),
});
export type VoucherAtCounter = z.output<typeof voucherAtCounter>;

/** One of a merchant's outlets (GET /merchant-outlets). */
export const merchantOutletRecord = z.object({
  id: z.number(),
  outlet_name: z.string(),
  address: z.string(),
  /** the calling code of the outlet's country ("+65"; '' when unknown), for grouping at the counter */
  country_code: z.string(),
  /** the country's English name from the shop's countries */
  country_name: z.string(),
});
export type MerchantOutlet = z.output<typeof merchantOutletRecord>;

/** One row of GET /redemptions. */
export const redemptionRecord = z.object({
  id: z.string(),
  created_at: z.string(),
  outlet_id: z.number(),
  outlet_name: z.string(),
  product_name: z.string(),
  /** the last 4 characters of the code */
  code_tail: z.string(),
  amount: z.number(),
  currency_code: z.string(),
  staff_email: z.string(),
});
export type RedemptionRecord = z.output<typeof redemptionRecord>;

/** One row of GET /redemption-days. */
export const redemptionDayRecord = z.object({
  id: z.string(),
  day: z.string(),
  outlet_id: z.number(),
  outlet_name: z.string(),
  redemptions: z.number(),
  /** minor units */
  value: z.number(),
  currency_code: z.string(),
});
export type RedemptionDay = z.output<typeof redemptionDayRecord>;
