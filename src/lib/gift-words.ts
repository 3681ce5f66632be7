import { displayLocalMoment } from './dates.ts';
import { giftStateWord, type GiftState, type GiftViewer } from '../shared/gift-state.ts';
import { deviceZoneLabel } from './deliver-time.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The word for a gift's state as its reader sees it (decision 0241): order.json giftState.<word>. */
export function giftStateText(t: T, state: GiftState, viewer: GiftViewer): string {
  return t(`giftState.${giftStateWord(state, viewer)}`);
}

/** A delivery time (unix seconds) in the device's zone, the zone said: "28 Nov 2026 09:00 (GMT+9)". */
export function deliverAtText(t: T, seconds: number): string {
  if (!seconds) return '';
  return t('delivery.inZone', { date: displayLocalMoment(seconds), zone: deviceZoneLabel(new Date(seconds * 1000)) });
}
