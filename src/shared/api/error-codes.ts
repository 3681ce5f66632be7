/** The one closed set of API error codes and the HTTP status each maps to. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  /** the api_token is missing, unknown or expired: the client gets a new one and asks again */
  token_invalid: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** the server sheds load (busy, or its database is unreachable); the answer carries Retry-After */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Shape of every failed API answer. */
export interface ApiFailure {
  success: false;
  code: ErrorCode;
  message: string;
  /** The payload field the error is about, when there is one. */
  field?: string;
  [extra: string]: unknown;
}

/**
 * Domain reasons: what exactly was refused, beside the HTTP-level code, so that the client can say it in the reader's
 * language (locales/<lang>/errors.json) and fall back to the server's English message for the rest.
 */
export const ERROR_REASONS = [
  'login_required',
  'wrong_login',
  'otp_invalid',
  'otp_expired',
  'otp_used',
  'phone_taken',
  'phone_unknown',
  'out_of_stock',
  'already_given',
  'already_redeemed',
  'voucher_used',
  'voucher_expired',
  'already_friends',
  'request_exists',
  'campaign_redeemed',
  'changed_meanwhile',
  'busy',
  /** support locked the member's account (back office) */
  'member_locked',
  /** the brand redeems its vouchers at its counters: the holder cannot mark them used */
  'redeem_at_counter',
  /** uDollar cannot pay for uDollar gift cards */
  'udollar_for_udollar',
  /** get_wallet_pass of a wallet (Apple or Google) the deployment has not configured */
  'wallet_not_configured',
  /** a Scheduled gift: not sent again, its vouchers not used before delivery */
  'gift_scheduled',
  /** reschedule_order on a gift that is not (or no longer) scheduled */
  'not_scheduled',
  /** unsend_order on a gift that was never sent */
  'not_sent',
  /** the recipient already thanked for this gift */
  'already_thanked',
  /** a share link whose gift its sender took back, or its recipient declined (decision 0241) */
  'gift_taken_back',
  'gift_declined',
  /** a link whose gift was sent to a corrected e-mail address (decision 0267) */
  'gift_readdressed',
  /** readdress_order on a gift someone already opened */
  'gift_opened',
  /** thank_order before the gift is redeemed: thanks come after redeeming (decision 0241) */
  'thank_after_redeem',
  /** a gift whose vouchers expired before it reached its recipient: its value follows the market's rule (decision 0262) */
  'gift_expired',
  /** extend_evoucher: the voucher's market offers no extension, or it was extended once already (decision 0262) */
  'extension_not_offered',
  'already_extended',
  /** swap_order (decision 0265): a gift is swapped once, whole, before any of it is used, within its market */
  'already_swapped',
  'gift_used',
  'swap_not_offered',
  /** pick_gift_choice: the gift offers no choice, or its recipient picked already */
  'no_choices',
  'already_picked',
  /** group gifts (decision 0258): the pool is full, or closed (cancelled, refunded, past its deadline) */
  'group_gift_funded',
  'group_gift_closed',
  /** bulk gifts (decision 0270): the upload has too many rows, another encoding than UTF-8, cannot be read, or bad rows */
  'bulk_too_many_rows',
  'bulk_bad_encoding',
  'bulk_unreadable',
  'bulk_rows_invalid',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];
