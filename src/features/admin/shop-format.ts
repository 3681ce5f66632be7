import { formatMoney } from '../../shared/money.ts';
import { shopTimeZone } from '../../shared/shop-time-zone.ts';

/**
 * How the back office writes money and dates (decision 0238): money with its currency ("SGD 50.00"), every date in
 * the shop's time zone (SHOP_TIME_ZONE, baked in at build time) as "28 Nov 2026, 16:13" or "28 Nov 2026".
 */
export const SHOP_TIME_ZONE = shopTimeZone(import.meta.env.PUBLIC_SHOP_TIME_ZONE);

const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** A moment in the shop's zone: "28 Nov 2026, 16:13" ('' for none). */
export function shopDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : DATE_TIME.format(d);
}

/** A day in the shop's zone: "28 Nov 2026" ('' for none). */
export function shopDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : DATE.format(d);
}

/** A business day the server already counted in the shop's zone ("2026-11-28") as "28 Nov". */
export function shopDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : DAY_MONTH.format(d);
}

/** Minor units with their currency: 5000 SGD is "SGD 50.00", 1200 JPY is "JPY 1,200". */
export const money = (minor: number, currency: string) => formatMoney(minor, currency);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** How far the shop's zone is ahead of UTC at a moment, in milliseconds. */
function zoneOffset(utc: number): number {
  const p = Object.fromEntries(PARTS.formatToParts(new Date(utc)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(utc / 60_000) * 60_000;
}

/**
 * What staff type as a moment in the shop's zone ("28 Nov 2026 16:00", or "28 Nov 2026" for midnight) as an ISO
 * instant; null when it is not such a date.
 */
export function parseShopDateTime(text: string): string | null {
  const m = /^\s*(\d{1,2})\s+([A-Za-z]{3})[a-z]*\s+(\d{4})(?:,?\s+(\d{1,2}):(\d{2}))?\s*$/.exec(text);
  if (!m) return null;
  const month = MONTHS.indexOf(m[2].toLowerCase());
  const [day, year, hour, minute] = [Number(m[1]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)];
  if (month < 0 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return null;
  // the wall time in the zone, moved by the zone's offset then (twice, for a day when the offset changes)
  let utc = wall - zoneOffset(wall);
  utc = wall - zoneOffset(utc);
  return new Date(utc).toISOString();
}
