import { ApiError } from '../platform/api-error.ts';

/**
 * uDollar cannot buy uDollar (issue 14): stored value is never bought with stored value, so a basket holding a uDollar
 * gift card product cannot be paid with a uDollar card. Checked when the card is applied and again at reservation
 * (a uDollar product may be added after the card).
 */
export function udollarMayPay(lines: ReadonlyArray<{ isUdollar: boolean }>): boolean {
  return !lines.some((l) => l.isUdollar);
}

export const udollarForUdollar = () =>
  new ApiError('bad_request', 'udollar_id: uDollar gift cards cannot pay for uDollar gift cards; pay for them another way', {
    field: 'udollar_id',
    reason: 'udollar_for_udollar',
  });
