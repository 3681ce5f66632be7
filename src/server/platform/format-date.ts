import { shopTimeZone } from '../../shared/shop-time-zone.ts';

/** The API's date formats, in the shop's business time zone: SHOP_TIME_ZONE, Singapore unless set (decision 0238). */
export const BUSINESS_TZ = shopTimeZone(process.env.SHOP_TIME_ZONE);

// Formatters are made once: building one costs far more than formatting a date (a wallet page formats dozens).
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const COUNTER = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TZ,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(date: Date): Record<string, string> {
  return Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
}

/** DD/MM/YYYY HH:mm:ss, or '' for no date */
export function apiDateTime(date: Date | null | undefined): string {
  if (!date) return '';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** DD-MM-YYYY, or '' */
export function voucherDate(date: Date | null | undefined): string {
  if (!date) return '';
  const p = parts(date);
  return `${p.day}-${p.month}-${p.year}`;
}

/** YYYY-MM-DD HH:mm:ss, or '' */
export function isoishDateTime(date: Date | null | undefined): string {
  if (!date) return '';
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** "25 Nov 2026, 14:03" in the shop's time zone: a moment as staff read it at a counter. */
export function counterDateTime(date: Date): string {
  return COUNTER.format(date);
}
