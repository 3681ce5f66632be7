import { ApiError } from '../platform/api-error.ts';

/**
 * uDollar cannot buy uDollar: stored value is never bought with stored value. The rule is per line (decision 0243):
 * pricing never lets uDollar pay a uDollar gift card's line (priceBasket's udollarPayable), so a card applied before
 * such a line joined only pays the other lines. A basket of uDollar gift cards alone has nothing uDollar may pay.
 */
export function udollarMayPay(lines: ReadonlyArray<{ isUdollar: boolean }>): boolean {
  return lines.some((l) => !l.isUdollar);
}

/** English readers see this message as it is (src/lib/use-error-text.ts), so it is a sentence; `field` names the field. */
export const udollarForUdollar = () =>
  new ApiError('bad_request', 'uDollar gift cards cannot pay for uDollar gift cards. Please pay for them another way.', {
    field: 'udollar_id',
    reason: 'udollar_for_udollar',
  });
