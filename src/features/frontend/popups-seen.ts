import type { Linkage } from '../../shared/api/catalogue-types.ts';

/** Once the home popup queue has been shown in a browser session it is not shown again in that session. */
export const POPUPS_SEEN_KEY = 'ugift.popups';

/**
 * One popup per visit (decision 0243): the choose-country popup when no country is stored (the shop needs it), then
 * one other, the one this browser has not been shown or was shown longest ago.
 */
export function popupsOfVisit(list: Linkage[], shown: number[]): Linkage[] {
  const country = list.filter((p) => p.popup_type === 'country');
  const others = list.filter((p) => p.popup_type !== 'country');
  const rank = (p: Linkage) => shown.indexOf(p.id);
  const pick = [...others].sort((a, b) => rank(a) - rank(b))[0];
  return pick ? [...country, pick] : country;
}
