import type { AnswerOf } from '../answers/index.ts';
import { z } from 'zod';
import { zId, zLimit, zMemberId, zOffset, zOptionalId, zText } from '../fields.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The wallet tabs: active (own, usable), received (gifts from others), used (the Past tab: used or expired). */
export const WALLET_FILTERS = ['active', 'received', 'used'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];

/** Language of product names and HTML in the answer (English fallback); the interface's 'eng' is taken as 'en'. */
export const zContentLang = z
  .preprocess((v) => (v === 'eng' ? 'en' : blankToUndefined(v)), z.enum(['en', 'cn', 'jp'], { error: 'must be en, cn or jp' }).optional())
  .transform((v) => v ?? 'en');

/** Payload schemas of the evoucher group, keyed by option. */
export const evoucherSchemas = {
  list_evoucher: z.object({
    member_id: zMemberId,
    filter_by_status: z.preprocess(blankToUndefined, z.enum(WALLET_FILTERS, { error: 'must be active, received or used' }).optional()),
    filter_by_keywords: z.preprocess(blankToUndefined, zText(100).optional()),
    filter_by_order_id: zOptionalId,
    lang: zContentLang,
    limit: zLimit,
    offset: zOffset,
  }),
  detail_evoucher: z.object({ member_id: zMemberId, order_product_id: zId, lang: zContentLang }),
  refresh_evoucher: z.object({ member_id: zMemberId, order_product_id: zId }),
  mark_evoucher_used: z.object({ member_id: zMemberId, order_evoucher_id: zId }),
  /** the holder extends a voucher once, as its market's rule allows (decision 0262) */
  extend_evoucher: z.object({ member_id: zMemberId, order_evoucher_id: zId }),
  /** a short-lived link that adds one voucher to Apple Wallet (.pkpass) or Google Wallet (save link), holder only */
  get_wallet_pass: z.object({
    member_id: zMemberId,
    order_evoucher_id: zId,
    kind: z.enum(['apple', 'google'], { error: 'must be apple or google' }),
    lang: zContentLang,
  }),
} satisfies Record<string, z.ZodType>;

/** Status of an e-voucher as the API answers it ('Used' or other, spec). */
export type VoucherStatus = 'Active' | 'Used' | 'Expired';

/** One e-voucher in a list_evoucher item (dates DD-MM-YYYY). */
/** One list_evoucher row: an order line (order product) and its vouchers (the contract's type). */
export type WalletItem = AnswerOf<'evoucher', 'list_evoucher'>['table'][number];
export type WalletVoucher = WalletItem['order_evouchers'][number];

/** detail_evoucher's table: the order product with the member's vouchers of it and its sanitised HTML. */
export type VoucherDetail = AnswerOf<'evoucher', 'detail_evoucher'>['table'];
/** One e-voucher of detail_evoucher: its code is '' once expired (the code is hidden). */
export type DetailVoucher = VoucherDetail['order_evouchers'][number];
export type VoucherCodeKind = DetailVoucher['evoucher_code_type'];
export type VoucherOutlet = VoucherDetail['applicable_outlets'][number];
