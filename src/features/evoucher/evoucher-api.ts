import { callApi } from '../../lib/api-client.ts';
import { $language, apiLangKey } from '../../lib/i18n.ts';
import type { VoucherDetail, WalletFilter, WalletItem } from '../../shared/api/schemas/evoucher.ts';

export const PAGE_SIZE = 20;

export interface WalletPage {
  items: WalletItem[];
  total: number;
}

const lang = () => apiLangKey($language.get());

export async function listVouchers(query: {
  status?: WalletFilter;
  keywords?: string;
  orderId?: string;
  offset?: number;
}): Promise<WalletPage> {
  const answer = await callApi('evoucher', 'list_evoucher', {
    filter_by_status: query.status,
    filter_by_keywords: query.keywords || undefined,
    filter_by_order_id: query.orderId,
    lang: lang(),
    limit: PAGE_SIZE,
    offset: query.offset ?? 0,
  });
  return { items: answer.table, total: answer.total };
}

export async function voucherDetail(orderProductId: string): Promise<VoucherDetail> {
  return (await callApi('evoucher', 'detail_evoucher', { order_product_id: orderProductId, lang: lang() })).table;
}

export async function refreshVoucher(orderProductId: string): Promise<void> {
  await callApi('evoucher', 'refresh_evoucher', { order_product_id: orderProductId });
}

export async function markVoucherUsed(orderEvoucherId: number): Promise<void> {
  await callApi('evoucher', 'mark_evoucher_used', { order_evoucher_id: orderEvoucherId });
}

export type WalletPassKind = 'apple' | 'google';

/** A short-lived link that adds the voucher to Apple Wallet (.pkpass) or Google Wallet (save link); holder only. */
export async function walletPassUrl(orderEvoucherId: number, kind: WalletPassKind): Promise<string> {
  return (await callApi('evoucher', 'get_wallet_pass', { order_evoucher_id: orderEvoucherId, kind, lang: lang() })).url;
}

/** Adds the market's one extension to an active voucher (decision 0262); answers the new expiry date (DD-MM-YYYY). */
export async function extendVoucher(orderEvoucherId: number): Promise<string> {
  return (await callApi('evoucher', 'extend_evoucher', { order_evoucher_id: orderEvoucherId })).table.expired_date;
}
