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
} satisfies Record<string, z.ZodType>;

/** Status of an e-voucher as the API answers it ('Used' or other, spec). */
export type VoucherStatus = 'Active' | 'Used' | 'Expired';

/** One e-voucher in a list_evoucher item (dates DD-MM-YYYY). */
export interface WalletVoucher {
  id: number;
  image: string;
  name: string;
  status: VoucherStatus;
  mark_used_date: string;
  expiry_date: string;
}

/** One list_evoucher row: an order line (order product) and its vouchers. */
export interface WalletItem {
  id: number;
  order_id: number;
  image: string;
  product_name: string;
  order_evouchers: WalletVoucher[];
}

export type VoucherCodeKind = 'qrcode' | 'barcode' | 'alphanumeric' | 'url';

/** One e-voucher of detail_evoucher: its code is '' once expired (the code is hidden). */
export interface DetailVoucher extends WalletVoucher {
  evoucher_code_type: VoucherCodeKind;
  evoucher_code: string;
  /** data:image/svg+xml of the code for qrcode and barcode, '' otherwise */
  evoucher_code_image: string;
}

export interface VoucherOutlet {
  outlet_name: string;
  address: string;
  outlet_telno: string;
  email: string;
}

/** detail_evoucher's table: the order product with the member's vouchers of it and its sanitised HTML. */
export interface VoucherDetail {
  id: number;
  order_id: number;
  product_id: number;
  image: string;
  product_name: string;
  terms_and_conditions: string;
  redeem_howto: string;
  applicable_outlets: VoucherOutlet[];
  order_evouchers: DetailVoucher[];
}
