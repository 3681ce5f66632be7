import { minorDigits } from '../../shared/money.ts';
import { type DiscountCampaign, unitDiscountOf } from '../catalogue/discount-rule.ts';

export { campaignRuns, type DiscountCampaign, unitDiscountOf } from '../catalogue/discount-rule.ts';

/**
 * The one pricing rule of the shop, as a pure function over integer minor units:
 * - a line's unit discount comes from the product's discount campaign while it runs
 *   (percent: round(price * value / 100); amount: value, never more than the price);
 * - uDollar is applied after discounts and never exceeds what is left to pay on the lines it may pay: a uDollar gift
 *   card's own line is paid another way (stored value is never bought with stored value, decision 0243);
 * - points earned: one per whole currency unit actually paid (order_amount).
 */

export interface PricingLineInput {
  productId: number;
  quantity: number;
  /** minor units */
  unitPrice: number;
  campaign: DiscountCampaign | null;
  /** false for a uDollar gift card's line, which uDollar may not pay; true when left out */
  udollarPayable?: boolean;
}

export interface PricingInput {
  currency: string;
  lines: PricingLineInput[];
  /** uDollar the shopper asked to apply (minor units); clamped to the total after discounts */
  udollarRequested: number;
  now: Date;
}

export interface PricedLine {
  productId: number;
  quantity: number;
  unitPrice: number;
  unitDiscount: number;
  /** before discount */
  originalAmount: number;
  /** after discount */
  amount: number;
  discountApplied: boolean;
}

export interface Pricing {
  currency: string;
  lines: PricedLine[];
  subTotal: number;
  totalDiscount: number;
  /** the most uDollar may pay: the lines it may pay, after discount */
  udollarPayable: number;
  udollarAmount: number;
  orderAmount: number;
  points: number;
  /** sum of quantities (the basket count) */
  count: number;
}

function assertMinor(name: string, v: number): void {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be a non-negative integer of minor units, got ${v}`);
}

export function pointsFor(orderAmount: number, currency: string): number {
  return Math.floor(orderAmount / 10 ** minorDigits(currency));
}

export function priceBasket(input: PricingInput): Pricing {
  assertMinor('udollarRequested', input.udollarRequested);
  const lines = input.lines.map((l): PricedLine => {
    assertMinor('unitPrice', l.unitPrice);
    if (!Number.isSafeInteger(l.quantity) || l.quantity <= 0)
      throw new RangeError(`quantity must be a positive integer, got ${l.quantity}`);
    const unitDiscount = unitDiscountOf(l.unitPrice, l.campaign, input.now);
    return {
      productId: l.productId,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      unitDiscount,
      originalAmount: l.unitPrice * l.quantity,
      amount: (l.unitPrice - unitDiscount) * l.quantity,
      discountApplied: unitDiscount > 0,
    };
  });
  const subTotal = lines.reduce((s, l) => s + l.originalAmount, 0);
  const totalDiscount = lines.reduce((s, l) => s + l.unitDiscount * l.quantity, 0);
  const afterDiscount = subTotal - totalDiscount;
  const udollarPayable = lines.reduce((s, l, i) => s + (input.lines[i].udollarPayable === false ? 0 : l.amount), 0);
  const udollarAmount = Math.min(input.udollarRequested, udollarPayable);
  const orderAmount = afterDiscount - udollarAmount;
  return {
    currency: input.currency,
    lines,
    subTotal,
    totalDiscount,
    udollarPayable,
    udollarAmount,
    orderAmount,
    points: pointsFor(orderAmount, input.currency),
    count: lines.reduce((s, l) => s + l.quantity, 0),
  };
}
