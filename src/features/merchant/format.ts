import type { VoucherState } from '../../shared/admin/redemption.ts';

const DATE = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-SG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "25 Nov 2026" (the station's time zone); '' for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? DATE.format(d) : '';
}

/** "25 Nov 2026, 14:03" */
export function formatDateTime(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? DATE_TIME.format(d) : '';
}

/** What each state means at the counter. */
export const STATE_LABEL: Record<VoucherState, string> = {
  Active: 'Active',
  Used: 'Used',
  Expired: 'Expired',
  Void: 'Void (refunded)',
  InGift: 'In a gift, not yet accepted',
};

/**
 * The code as the station sends it: what was scanned or typed, without white space (a QR code's "UGIFT:…" text, a
 * barcode's digits, a typed code with or without its dashes, in any case); the server matches it to the stored code.
 */
export function normaliseCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}
