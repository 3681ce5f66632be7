import { minorDigits } from '../../shared/money.ts';

/**
 * When the counter asks "Redeem SGD 80.00?" before an irreversible redemption (decision 0239): always when the voucher
 * is redeemed whole (a fixed voucher, or a stored-value voucher's whole balance), and when the amount is over the
 * threshold of its currency. PUBLIC_COUNTER_CONFIRM_OVER sets the thresholds in major units at build time, as
 * "SGD 50, JPY 5000" (per currency) or "50" (every currency); a currency it does not name keeps its default.
 */
export const DEFAULT_CONFIRM_OVER: Record<string, number> = { SGD: 50, MYR: 150, CNY: 250, JPY: 5000 };

/** The thresholds in major units, per currency code ('*' for every currency); an unreadable part is ignored. */
export function parseConfirmOver(setting: string | undefined): Record<string, number> {
  const out: Record<string, number> = { ...DEFAULT_CONFIRM_OVER };
  for (const part of (setting ?? '').split(',')) {
    const m = /^\s*(?:([A-Za-z]{3})\s*[: ]\s*)?(\d+(?:\.\d+)?)\s*$/.exec(part);
    if (!m) continue;
    if (m[1]) out[m[1].toUpperCase()] = Number(m[2]);
    else {
      for (const code of Object.keys(out)) out[code] = Number(m[2]);
      out['*'] = Number(m[2]);
    }
  }
  return out;
}

const CONFIRM_OVER = parseConfirmOver(import.meta.env.PUBLIC_COUNTER_CONFIRM_OVER);

/** Whether redeeming `amount` (minor units) of a voucher needs the staff member's confirmation first. */
export function needsConfirmation(
  voucher: { stored_value: boolean; balance: number | null; currency_code: string },
  amount: number,
  thresholds: Record<string, number> = CONFIRM_OVER,
): boolean {
  if (!voucher.stored_value) return true;
  if (voucher.balance !== null && amount >= voucher.balance) return true;
  const over = thresholds[voucher.currency_code] ?? thresholds['*'];
  return over !== undefined && amount > Math.round(over * 10 ** minorDigits(voucher.currency_code));
}
