import type { VoucherStatus } from '../../shared/api/schemas/evoucher.ts';

/**
 * The status a member sees: Used stays Used; a voucher past its expiry is Expired even before the expiry job
 * has stored it; everything else is Active.
 */
export function effectiveStatus(stored: string, expiresAt: Date, now: Date): VoucherStatus {
  if (stored === 'Used') return 'Used';
  if (stored === 'Expired' || expiresAt.getTime() <= now.getTime()) return 'Expired';
  return 'Active';
}
