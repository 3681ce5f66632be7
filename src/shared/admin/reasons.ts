/** Machine-readable reasons of the admin API's refusals (the console tells them apart by these, never by the text). */
export const ADMIN_REASONS = [
  'sign_in_failed',
  'account_locked',
  /** progressive sign-in delays (decision 0237): wait before the next attempt */
  'sign_in_throttled',
  'otp_required',
  'otp_wrong',
  'signed_out',
  'origin_refused',
  'member_token_refused',
  'outside_role',
  'stale_version',
  'totp_setup_required',
  'not_merchant',
  'unknown_code',
  'voucher_used',
  'voucher_expired',
  'voucher_in_gift',
  'voucher_void',
  /** the voucher is not good at the counter's outlet (its product names other outlets, maybe in another market) */
  'voucher_other_outlet',
  /** an outlet merchants are tied to, or with redemptions, is not deleted */
  'outlet_in_use',
  /** refunds (decision 0236): the order was refunded already, nothing of it is refundable, one item asked for is not */
  'already_refunded',
  'nothing_refundable',
  'not_refundable',
  /** the order pays a group gift: its money came from its contributors, refunded by the gift's cancel (decision 0260) */
  'group_gift_order',
  /** a settlement statement already paid, or whose day has not ended */
  'statement_paid',
  'statement_open_day',
] as const;
export type AdminReason = (typeof ADMIN_REASONS)[number];
