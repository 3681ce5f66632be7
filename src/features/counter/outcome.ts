import type { VoucherAtCounter } from '../../shared/admin/redemption.ts';
import { formatMoney } from '../../shared/money.ts';
import type { Notice } from './counter-errors.ts';
import { formatDate, formatDateTime } from './format.ts';

/** A result in the live region; its words are made in the counter's current language (a switch re-words it). */
export interface Outcome {
  kind: 'success' | 'refusal';
  title: Notice;
  detail: Notice;
}

/** Why a looked-up voucher cannot be redeemed, from its state (the server refuses the same on Redeem). */
export function notRedeemable(v: VoucherAtCounter): Outcome | null {
  const refusal = (detail: Notice): Outcome => ({ kind: 'refusal', title: (t) => t('refusal.title'), detail });
  switch (v.state) {
    case 'Active':
      return null;
    case 'Used':
      return refusal((t, locale) => {
        const date = formatDateTime(v.used_at, locale);
        const outlet = v.used_outlet;
        if (outlet && date) return t('refusal.usedAtOn', { outlet, date });
        if (outlet) return t('refusal.usedAt', { outlet });
        return date ? t('refusal.usedOn', { date }) : t('refusal.used');
      });
    case 'Expired':
      return refusal((t, locale) => t('refusal.expired', { date: formatDate(v.expires_at, locale) }));
    case 'Void':
      return refusal((t) => t('refusal.void'));
    case 'InGift':
      return refusal((t) => t('refusal.inGift'));
    default:
      return refusal((t) => t('refusal.other', { state: v.state }));
  }
}

/** A money amount without its currency code, as typed in the amount field ("12.50"). */
export const bare = (minor: number, currency: string) => formatMoney(minor, currency).replace(/^[A-Z]+ /, '');
