import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

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

/** D MMM YYYY HH:mm:ss */
export function displayDateTime(value: string | null | undefined, format = API_DATETIME): string {
  return parseApiDate(value, format)?.format('D MMM YYYY HH:mm:ss') ?? '';
}

/** D MMM YYYY */
export function displayDate(value: string | null | undefined, format = API_DATETIME): string {
  return parseApiDate(value, format)?.format('D MMM YYYY') ?? '';
}

export function isPast(value: string | null | undefined, format: string, now = dayjs()): boolean {
  const d = parseApiDate(value, format);
  return d?.isBefore(now) ?? false;
}
