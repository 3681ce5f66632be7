import { describe, expect, it } from 'vitest';
import { priceBasket, unitDiscountOf } from '../../../src/server/basket/pricing.ts';
import { FIXTURES, NOW } from './pricing-fixtures.ts';

describe('priceBasket', () => {
  for (const f of FIXTURES) {
    it(f.name, () => {
      const p = priceBasket(f.input);
      expect({
        subTotal: p.subTotal,
        totalDiscount: p.totalDiscount,
        udollarAmount: p.udollarAmount,
        orderAmount: p.orderAmount,
        points: p.points,
        count: p.count,
        unitDiscounts: p.lines.map((l) => l.unitDiscount),
      }).toEqual(f.expected);
      expect(p.subTotal - p.totalDiscount - p.udollarAmount).toBe(p.orderAmount);
      expect(p.lines.reduce((s, l) => s + l.amount, 0)).toBe(p.subTotal - p.totalDiscount);
    });
  }

  it('never lets uDollar pay a uDollar gift card line, only the other lines (decision 0243)', () => {
    const p = priceBasket({
      currency: 'SGD',
      now: NOW,
      udollarRequested: 99_999,
      lines: [
        { productId: 1, quantity: 1, unitPrice: 5000, campaign: null, udollarPayable: false },
        { productId: 2, quantity: 2, unitPrice: 1500, campaign: null },
      ],
    });
    expect(p.udollarPayable).toBe(3000);
    expect(p.udollarAmount).toBe(3000);
    expect(p.orderAmount).toBe(5000);
    const only = priceBasket({
      currency: 'SGD',
      now: NOW,
      udollarRequested: 1000,
      lines: [{ productId: 1, quantity: 1, unitPrice: 5000, campaign: null, udollarPayable: false }],
    });
    expect(only.udollarAmount).toBe(0);
    expect(only.orderAmount).toBe(5000);
  });

  it('refuses amounts that are not integer minor units', () => {
    expect(() =>
      priceBasket({
        currency: 'SGD',
        now: NOW,
        udollarRequested: 0,
        lines: [{ productId: 1, quantity: 1, unitPrice: 12.5, campaign: null }],
      }),
    ).toThrow(RangeError);
    expect(() => priceBasket({ currency: 'SGD', now: NOW, udollarRequested: -1, lines: [] })).toThrow(RangeError);
    expect(() =>
      priceBasket({
        currency: 'SGD',
        now: NOW,
        udollarRequested: 0,
        lines: [{ productId: 1, quantity: 0, unitPrice: 100, campaign: null }],
      }),
    ).toThrow(RangeError);
  });

  it('a percent above 100 never makes a negative price', () => {
    expect(unitDiscountOf(1000, { mode: 'percent', value: 150, startsAt: null, endsAt: null }, NOW)).toBe(1000);
  });
});
