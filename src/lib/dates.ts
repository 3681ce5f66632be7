import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { $language, type Language } from './i18n.ts';

dayjs.extend(customParseFormat);

/** The API's date formats (spec): DD/MM/YYYY HH:mm:ss, voucher dates DD-MM-YYYY, uDollar YYYY-MM-DD HH:mm:ss. */
export const API_DATETIME = 'DD/MM/YYYY HH:mm:ss';
export const VOUCHER_DATE = 'DD-MM-YYYY';
export const UDOLLAR_DATETIME = 'YYYY-MM-DD HH:mm:ss';

export function parseApiDate(value: string | null | undefined, format = API_DATETIME): dayjs.Dayjs | null {
  if (!value || value.startsWith('0000')) return null;
  const d = dayjs(value, format, true);
  return d.isValid() ? d : null;
}

/**
 * How each language writes a date: English "5 Mar 2026", Chinese and Japanese "2026年3月5日", so no English
 * month name lands inside a Chinese or Japanese sentence. Times leave the seconds out: no screen needs them.
 */
const DATE_FORMAT: Record<Language, string> = { eng: 'D MMM YYYY', cn: 'YYYY年M月D日', jp: 'YYYY年M月D日' };

/** The date and time in the reader's language, without seconds. */
export function displayDateTime(value: string | null | undefined, format = API_DATETIME, lang: Language = $language.get()): string {
  return parseApiDate(value, format)?.format(`${DATE_FORMAT[lang] ?? DATE_FORMAT.eng} HH:mm`) ?? '';
}

const DAY_MONTH_FORMAT: Record<Language, string> = { eng: 'D MMM', cn: 'M月D日', jp: 'M月D日' };

/** A day of the year without a year ("5 Dec", "12月5日"), in the same order as displayDate. */
export function displayDayMonth(month: number, day: number, lang: Language = $language.get()): string {
  return dayjs(new Date(2000, month - 1, day, 12)).format(DAY_MONTH_FORMAT[lang] ?? DAY_MONTH_FORMAT.eng);
}

/** The date in the reader's language. */
export function displayDate(value: string | null | undefined, format = API_DATETIME, lang: Language = $language.get()): string {
  return parseApiDate(value, format)?.format(DATE_FORMAT[lang] ?? DATE_FORMAT.eng) ?? '';
}

export function isPast(value: string | null | undefined, format: string, now = dayjs()): boolean {
  const d = parseApiDate(value, format);
  return d?.isBefore(now) ?? false;
}

/** A moment (unix seconds) in the reader's language and the device's own time zone, without seconds (decision 0241). */
export function displayLocalMoment(seconds: number, lang: Language = $language.get()): string {
  if (!seconds) return '';
  return dayjs(seconds * 1000).format(`${DATE_FORMAT[lang] ?? DATE_FORMAT.eng} HH:mm`);
}
