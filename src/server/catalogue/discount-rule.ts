/**
 * A product's discount campaign and the unit discount it gives while it runs (percent: round(price * value / 100);
 * amount: value, never more than the price). Catalogue prices and the basket's pricing (src/server/basket/pricing.ts)
 * both follow it.
 */
export interface DiscountCampaign {
  mode: 'percent' | 'amount';
  value: number;
  startsAt: Date | null;
  endsAt: Date | null;
  message?: string;
}

export function campaignRuns(c: DiscountCampaign | null, now: Date): c is DiscountCampaign {
  if (!c) return false;
  if (c.startsAt && c.startsAt.getTime() > now.getTime()) return false;
  if (c.endsAt && c.endsAt.getTime() <= now.getTime()) return false;
  return c.value > 0;
}

export function unitDiscountOf(unitPrice: number, c: DiscountCampaign | null, now: Date): number {
  if (!campaignRuns(c, now)) return 0;
  const raw = c.mode === 'percent' ? Math.round((unitPrice * Math.min(c.value, 100)) / 100) : c.value;
  return Math.max(0, Math.min(raw, unitPrice));
}
