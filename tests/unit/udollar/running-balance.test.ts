import { describe, expect, it } from 'vitest';
import { balancesAfter } from '../../../src/features/udollar/running-balance.ts';

describe('a uDollar card history shows the balance after each row', () => {
  it('walks back from the balance now, newest first', () => {
    expect(balancesAfter([{ amount: -1500 }, { amount: -500 }, { amount: 5000 }], 3000)).toEqual([3000, 4500, 5000]);
  });
  it('is right for a page of the newest rows alone', () => {
    expect(balancesAfter([{ amount: -200 }], 800)).toEqual([800]);
    expect(balancesAfter([], 800)).toEqual([]);
  });
});
