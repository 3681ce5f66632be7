/** Money travels as integer minor units with a currency code; this is the only place that turns it into text. */
const MINOR_DIGITS: Record<string, number> = { JPY: 0, KRW: 0 };

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

export function formatMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const major = minor / 10 ** digits;
  const number = major.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currency.toUpperCase()} ${number}`;
}

/** Parses what a shopper types ("12.50") into minor units; null when it is not an amount. */
export function parseMoney(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const re = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  const t = text.trim();
  if (!re.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 10 ** digits + Number(frac.padEnd(digits, '0') || '0');
}
