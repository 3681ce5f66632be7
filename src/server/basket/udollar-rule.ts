import { ApiError } from '../platform/api-error.ts';

/**
 * uDollar cannot buy uDollar (issue 14): stored value is never bought with stored value, so a basket holding a uDollar
 * gift card product cannot be paid with a uDollar card. Checked when the card is applied and again at reservation
 * (a uDollar product may be added after the card).
 */
export function udollarMayPay(lines: ReadonlyArray<{ isUdollar: boolean }>): boolean {
  return !lines.some((l) => l.isUdollar);
}

/** English readers see this message as it is (src/lib/use-error-text.ts), so it is a sentence; `field` names the field. */
export const udollarForUdollar = () =>
  new ApiError('bad_request', 'uDollar gift cards cannot pay for uDollar gift cards. Please pay for them another way.', {
    field: 'udollar_id',
    reason: 'udollar_for_udollar',
  });
