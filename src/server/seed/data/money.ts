export type CurrencyCode = 'SGD' | 'MYR' | 'JPY' | 'CNY';

/** Digits after the decimal point: amounts are stored in minor units (JPY has none). */
export const MINOR_DIGITS: Record<CurrencyCode, number> = { SGD: 2, MYR: 2, JPY: 0, CNY: 2 };

const SYMBOL: Record<CurrencyCode, string> = { SGD: 'S$', MYR: 'RM', JPY: '¥', CNY: '¥' };

/** Major units (e.g. dollars) to stored minor units. */
export const toMinor = (major: number, currency: CurrencyCode): number => Math.round(major * 10 ** MINOR_DIGITS[currency]);

/** Short label for art and names: S$10, RM30, ¥1,000, ¥60 (cents only when there are some). */
export function moneyLabel(minor: number, currency: CurrencyCode): string {
  const digits = MINOR_DIGITS[currency];
  const major = minor / 10 ** digits;
  const text = major.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(major) ? 0 : digits,
    maximumFractionDigits: digits,
  });
  return SYMBOL[currency] + text;
}
