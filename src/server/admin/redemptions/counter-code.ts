import { QR_PREFIX, REDEEM_URL_BASE, VOUCHER_ALPHABET } from '../../evoucher/voucher-code.ts';

const SYMBOLS = new RegExp(`^[${VOUCHER_ALPHABET}]{16,}$`);

/**
 * The stored codes a scanned or typed code may stand for. A scanner reads the stored text exactly (the QR's
 * "UGIFT:…", a barcode's digits, a redeem link); a person types an alphanumeric code in any case, with or without its
 * dashes, and may leave out the QR prefix or type only a link's last part.
 */
export function counterCodeCandidates(raw: string): string[] {
  const typed = raw.trim();
  const upper = typed.toUpperCase();
  const compact = upper.replace(/[\s-]/g, '');
  const out = new Set<string>([typed]);
  if (SYMBOLS.test(compact)) {
    out.add(compact.match(/.{1,4}/g)?.join('-') ?? compact);
    out.add(QR_PREFIX + compact);
    out.add(REDEEM_URL_BASE + compact.toLowerCase());
  }
  if (compact.startsWith(QR_PREFIX)) out.add(QR_PREFIX + compact.slice(QR_PREFIX.length));
  if (/^\d{16,}$/.test(compact)) out.add(compact);
  return [...out];
}

/** The last characters of a code, enough for a receipt or a report, never enough to use it. */
export const codeTail = (code: string): string => code.slice(-4);
