import type { AccountKind } from '../../shared/admin/finance.ts';

export type { AccountKind };

/**
 * The ledger's accounts (decision 0236). Debits are positive and credits negative, so an asset (money held at the
 * provider) has a positive balance and a liability (a voucher's outstanding value, a uDollar card, what a brand is
 * owed) a negative one. Every account holds one currency.
 */
export interface Account {
  key: string;
  kind: AccountKind;
  currency: string;
  ref?: number;
  country?: number | null;
}

/** One account per currency: the shop-wide ones. */
export const shopAccount = (
  kind: Exclude<AccountKind, 'voucher' | 'udollar' | 'payable' | 'group_pool' | 'bulk_gift'>,
  currency: string,
): Account => ({
  key: `${kind}:${currency}`,
  kind,
  currency,
});

/** A voucher's outstanding value: its face value, or the stored value left. */
export const voucherAccount = (v: { id: number; currency_code: string; country_id: number | null }): Account => ({
  key: `voucher:${v.id}`,
  kind: 'voucher',
  currency: v.currency_code,
  ref: v.id,
  country: v.country_id,
});

export const udollarAccount = (card: { id: number; currency_code: string }, country: number | null = null): Account => ({
  key: `udollar:${card.id}`,
  kind: 'udollar',
  currency: card.currency_code,
  ref: card.id,
  country,
});

/** What Ugift owes a brand for its vouchers redeemed. */
export const payableAccount = (brandId: number, currency: string): Account => ({
  key: `payable:${brandId}:${currency}`,
  kind: 'payable',
  currency,
  ref: brandId,
});

/** A group gift's pool (decision 0258): a liability to its contributors until it is funded or refunded. */
export const groupPoolAccount = (gift: { id: string; currency_code: string; country_id: number | null }): Account => ({
  key: `group_pool:${gift.id}`,
  kind: 'group_pool',
  currency: gift.currency_code,
  country: gift.country_id,
});

/** A bulk gift batch (decision 0270): a liability to its buyer for the rows not yet issued as gifts. */
export const bulkGiftAccount = (batch: { id: string; currency_code: string; country_id: number | null }): Account => ({
  key: `bulk_gift:${batch.id}`,
  kind: 'bulk_gift',
  currency: batch.currency_code,
  country: batch.country_id,
});
