import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits, parseMoney } from '../../../src/shared/money.ts';

describe('money in minor units', () => {
  it('formats two-decimal currencies and yen without decimals', () => {
    expect(formatMoney(123456, 'SGD')).toBe('SGD 1,234.56');
    expect(formatMoney(5, 'MYR')).toBe('MYR 0.05');
    expect(formatMoney(1500, 'JPY')).toBe('JPY 1,500');
    expect(minorDigits('jpy')).toBe(0);
  });

  it('parses typed amounts into minor units and refuses what is not an amount', () => {
    expect(parseMoney('12.5', 'SGD')).toBe(1250);
    expect(parseMoney('12', 'SGD')).toBe(1200);
    expect(parseMoney('0.07', 'SGD')).toBe(7);
    expect(parseMoney('300', 'JPY')).toBe(300);
    expect(parseMoney('3.5', 'JPY')).toBeNull();
    expect(parseMoney('1.234', 'SGD')).toBeNull();
    expect(parseMoney('-1', 'SGD')).toBeNull();
    expect(parseMoney('abc', 'SGD')).toBeNull();
  });
});
