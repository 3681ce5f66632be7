const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit', hour12: false };

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, withTime ? DATE_TIME : DATE);
    formats.set(key, f);
  }
  return f;
}

function dateOf(iso: string | null | undefined): Date | null {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

/** "25 Nov 2026" in en-SG, "2026年11月25日" in zh-CN and ja-JP (the counter's time zone); '' for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined, locale = 'en-SG'): string {
  const d = dateOf(iso);
  return d ? format(locale, false).format(d) : '';
}

/** "25 Nov 2026, 14:03" */
export function formatDateTime(iso: string | null | undefined, locale = 'en-SG'): string {
  const d = dateOf(iso);
  return d ? format(locale, true).format(d) : '';
}

/**
 * The code as the counter sends it: what was scanned or typed, without white space (a QR code's "UGIFT:…" text, a
 * barcode's digits, a typed code with or without its dashes, in any case); the server matches it to the stored code.
 */
export function normaliseCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}
