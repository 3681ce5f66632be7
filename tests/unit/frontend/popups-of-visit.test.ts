import { describe, expect, it } from 'vitest';
import type { Linkage } from '../../../src/shared/api/catalogue-types.ts';
import { popupsOfVisit } from '../../../src/features/frontend/popups-seen.ts';

const popup = (id: number, popup_type: string) => ({ id, popup_type }) as unknown as Linkage;
const country = popup(1, 'country');
const video = popup(2, 'video');
const promo = popup(3, 'promo');

describe('one home popup per visit (decision 0243)', () => {
  it('shows the country chooser and then only one other', () => {
    expect(popupsOfVisit([country, video, promo], []).map((p) => p.id)).toEqual([1, 2]);
  });
  it('shows next visit the one not yet seen, then the one seen longest ago', () => {
    expect(popupsOfVisit([video, promo], [2]).map((p) => p.id)).toEqual([3]);
    expect(popupsOfVisit([video, promo], [2, 3]).map((p) => p.id)).toEqual([2]);
    expect(popupsOfVisit([video, promo], [3, 2]).map((p) => p.id)).toEqual([3]);
  });
  it('shows nothing when there is nothing', () => {
    expect(popupsOfVisit([], [])).toEqual([]);
  });
});
