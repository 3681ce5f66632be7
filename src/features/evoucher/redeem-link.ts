import type { VoucherCodeKind } from '../../shared/api/schemas/evoucher.ts';

/** An absolute http(s) URL, or null. */
export function asWebUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where a voucher's redeem button leads (spec): type url always; an alphanumeric code that is a valid URL too.
 * Other codes have none (they are copied or scanned). Only http(s) links are ever followed.
 */
export function redeemLinkOf(type: VoucherCodeKind, code: string): URL | null {
  if (!code) return null;
  if (type === 'url' || type === 'alphanumeric') return asWebUrl(code);
  return null;
}

/** Whether a link leaves the shop (another origin), so it needs the confirmation dialog. */
export function isExternal(url: URL, here: string): boolean {
  return url.origin !== new URL(here).origin;
}
