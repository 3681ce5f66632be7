import { describe, expect, it } from 'vitest';
import { money, parseShopDateTime, shopDate, shopDateTime, shopDay } from '../../../src/features/admin/shop-format.ts';

describe('the console’s money and dates (decision 0238)', () => {
  it('writes money with its currency, never minor units', () => {
    expect(money(5000, 'SGD')).toBe('SGD 50.00');
    expect(money(128000, 'JPY')).toBe('JPY 128,000');
  });

  it('writes a moment in Singapore time in one format, whatever the browser’s zone', () => {
    // 16:13 UTC on 27 Nov is past midnight on 28 Nov in Singapore, the day the shopper sees
    expect(shopDateTime('2026-11-27T16:13:05Z')).toBe('28 Nov 2026, 00:13');
    expect(shopDate('2026-11-27T16:13:05Z')).toBe('28 Nov 2026');
    expect(shopDay('2026-11-28')).toBe('28 Nov');
    expect(shopDateTime(null)).toBe('');
  });

  it('reads what staff type in the shop’s zone back to the instant', () => {
    expect(parseShopDateTime('28 Nov 2026 00:13')).toBe('2026-11-27T16:13:00.000Z');
    expect(parseShopDateTime('1 Dec 2026')).toBe('2026-11-30T16:00:00.000Z');
    expect(parseShopDateTime(shopDateTime('2026-05-01T01:02:00Z'))).toBe('2026-05-01T01:02:00.000Z');
    for (const bad of ['tomorrow', '31 Feb 2026', '12/01/2026', '1 Dec 2026 25:00']) expect(parseShopDateTime(bad), bad).toBeNull();
  });
});
