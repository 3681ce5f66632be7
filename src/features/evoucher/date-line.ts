import { displayDate, VOUCHER_DATE } from '../../lib/dates.ts';
import type { WalletVoucher } from '../../shared/api/schemas/evoucher.ts';

export type DateLineKind = 'usedOn' | 'expiredOn' | 'redeemBefore';

export interface DateLine {
  kind: DateLineKind;
  /** D MMM YYYY */
  date: string;
  /** how many of the vouchers share this line */
  count: number;
}

/** The spec's date line: Used on (used), Expired on (red, past expiry), Redeem Before (green). */
export function dateLineOf(v: Pick<WalletVoucher, 'status' | 'mark_used_date' | 'expiry_date'>): Omit<DateLine, 'count'> {
  if (v.status === 'Used') return { kind: 'usedOn', date: displayDate(v.mark_used_date, VOUCHER_DATE) };
  if (v.status === 'Expired') return { kind: 'expiredOn', date: displayDate(v.expiry_date, VOUCHER_DATE) };
  return { kind: 'redeemBefore', date: displayDate(v.expiry_date, VOUCHER_DATE) };
}

/** The date lines of a card, identical lines counted once (two units expiring the same day read "× 2"). */
export function dateLinesOf(vouchers: ReadonlyArray<Pick<WalletVoucher, 'status' | 'mark_used_date' | 'expiry_date'>>): DateLine[] {
  const lines: DateLine[] = [];
  for (const v of vouchers) {
    const line = dateLineOf(v);
    const same = lines.find((l) => l.kind === line.kind && l.date === line.date);
    if (same) same.count++;
    else lines.push({ ...line, count: 1 });
  }
  return lines;
}
