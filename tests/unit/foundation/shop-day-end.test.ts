import { describe, expect, it } from 'vitest';
import { shopDayEnd } from '../../../src/shared/shop-time-zone.ts';

describe('shopDayEnd', () => {
  it('is the next midnight in Singapore, whatever the hour in UTC', () => {
    // 03:00 UTC is 11:00 in Singapore: the day ends at 16:00 UTC
    expect(shopDayEnd(new Date('2026-11-28T03:00:00Z')).toISOString()).toBe('2026-11-28T16:00:00.000Z');
    // 17:00 UTC is already 01:00 on the 29th in Singapore
    expect(shopDayEnd(new Date('2026-11-28T17:00:00Z')).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    // the last second of a Singapore day still belongs to it
    expect(shopDayEnd(new Date('2026-11-28T15:59:59Z')).toISOString()).toBe('2026-11-28T16:00:00.000Z');
  });

  it('crosses a month and a year', () => {
    expect(shopDayEnd(new Date('2026-12-31T12:00:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(shopDayEnd(new Date('2026-12-31T16:30:00Z')).toISOString()).toBe('2027-01-01T16:00:00.000Z');
  });

  it('follows a zone with daylight saving', () => {
    // New York in summer is UTC-4: 1 July ends at 04:00 UTC on 2 July
    expect(shopDayEnd(new Date('2026-07-01T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-07-02T04:00:00.000Z');
    // and in winter UTC-5
    expect(shopDayEnd(new Date('2026-01-15T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-01-16T05:00:00.000Z');
  });
});
