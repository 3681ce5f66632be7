import type { DiscountCampaign, PricingInput } from '../../../src/server/basket/pricing.ts';

/** Named baskets with their expected totals, computed by hand (minor units). */
export const NOW = new Date('2026-11-01T04:00:00Z');
const running = (mode: 'percent' | 'amount', value: number): DiscountCampaign => ({ mode, value, startsAt: null, endsAt: null });

export interface PricingFixture {
  name: string;
  input: PricingInput;
  expected: {
    subTotal: number;
    totalDiscount: number;
    udollarAmount: number;
    orderAmount: number;
    points: number;
    count: number;
    unitDiscounts: number[];
  };
}

export const FIXTURES: PricingFixture[] = [
  {
    name: 'two plain lines in SGD',
    input: {
      currency: 'SGD',
      now: NOW,
      udollarRequested: 0,
      lines: [
        { productId: 1, quantity: 2, unitPrice: 1290, campaign: null },
        { productId: 2, quantity: 1, unitPrice: 3000, campaign: null },
      ],
    },
    expected: { subTotal: 5580, totalDiscount: 0, udollarAmount: 0, orderAmount: 5580, points: 55, count: 3, unitDiscounts: [0, 0] },
  },
  {
    name: '10% campaign rounds per unit (S$12.95 -> 130 off each)',
    input: {
      currency: 'SGD',
      now: NOW,
      udollarRequested: 0,
      lines: [{ productId: 1, quantity: 3, unitPrice: 1295, campaign: running('percent', 10) }],
    },
    expected: { subTotal: 3885, totalDiscount: 390, udollarAmount: 0, orderAmount: 3495, points: 34, count: 3, unitDiscounts: [130] },
  },
  {
    name: 'amount campaign never exceeds the unit price',
    input: {
      currency: 'SGD',
      now: NOW,
      udollarRequested: 0,
      lines: [
        { productId: 1, quantity: 1, unitPrice: 300, campaign: running('amount', 500) },
        { productId: 2, quantity: 2, unitPrice: 5000, campaign: running('amount', 500) },
      ],
    },
    expected: {
      subTotal: 10300,
      totalDiscount: 1300,
      udollarAmount: 0,
      orderAmount: 9000,
      points: 90,
      count: 3,
      unitDiscounts: [300, 500],
    },
  },
  {
    name: 'campaign not started and campaign ended give no discount',
    input: {
      currency: 'SGD',
      now: NOW,
      udollarRequested: 0,
      lines: [
        {
          productId: 1,
          quantity: 1,
          unitPrice: 1000,
          campaign: { mode: 'percent', value: 50, startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: null },
        },
        {
          productId: 2,
          quantity: 1,
          unitPrice: 1000,
          campaign: { mode: 'percent', value: 50, startsAt: null, endsAt: new Date('2026-10-01T00:00:00Z') },
        },
      ],
    },
    expected: { subTotal: 2000, totalDiscount: 0, udollarAmount: 0, orderAmount: 2000, points: 20, count: 2, unitDiscounts: [0, 0] },
  },
  {
    name: 'uDollar applied after discounts',
    input: {
      currency: 'SGD',
      now: NOW,
      udollarRequested: 2500,
      lines: [{ productId: 1, quantity: 2, unitPrice: 3000, campaign: running('percent', 10) }],
    },
    expected: { subTotal: 6000, totalDiscount: 600, udollarAmount: 2500, orderAmount: 2900, points: 29, count: 2, unitDiscounts: [300] },
  },
  {
    name: 'uDollar larger than the total is clamped to it',
    input: {
      currency: 'SGD',
      now: NOW,
      udollarRequested: 10000,
      lines: [{ productId: 1, quantity: 1, unitPrice: 4500, campaign: running('amount', 500) }],
    },
    expected: { subTotal: 4500, totalDiscount: 500, udollarAmount: 4000, orderAmount: 0, points: 0, count: 1, unitDiscounts: [500] },
  },
  {
    name: 'JPY has no minor digits: one point per yen',
    input: {
      currency: 'JPY',
      now: NOW,
      udollarRequested: 0,
      lines: [{ productId: 1, quantity: 1, unitPrice: 1280, campaign: running('percent', 20) }],
    },
    expected: { subTotal: 1280, totalDiscount: 256, udollarAmount: 0, orderAmount: 1024, points: 1024, count: 1, unitDiscounts: [256] },
  },
  {
    name: 'gift-card-only basket costs nothing',
    input: { currency: 'SGD', now: NOW, udollarRequested: 0, lines: [] },
    expected: { subTotal: 0, totalDiscount: 0, udollarAmount: 0, orderAmount: 0, points: 0, count: 0, unitDiscounts: [] },
  },
];
