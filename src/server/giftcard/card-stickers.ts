import { isStickerId, MAX_STICKERS, STICKER_IDS, stickerElement, type PlacedSticker } from '../../shared/stickers.ts';
import type { CardElement } from '../../shared/card-elements.ts';
import { badInput } from '../platform/api-error.ts';

const FIELD = 'giftcard_stickers';

const share = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

/**
 * Parses giftcard_stickers (decision 0242): a JSON array of at most MAX_STICKERS { sticker, x, y }, sticker one of
 * STICKER_IDS and x, y the sticker's centre as shares (0..1) of the card. Absent or empty means no stickers.
 */
export function parseStickers(raw: string | undefined): PlacedSticker[] {
  if (raw === undefined || raw.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badInput(FIELD, 'must be a JSON array of stickers');
  }
  if (!Array.isArray(value)) throw badInput(FIELD, 'must be a JSON array of stickers');
  if (value.length > MAX_STICKERS) throw badInput(FIELD, `must have at most ${MAX_STICKERS} stickers`);
  return value.map((item, i) => {
    const n = i + 1;
    if (typeof item !== 'object' || item === null) throw badInput(FIELD, `sticker ${n} must be an object with sticker, x and y`);
    const { sticker, x, y } = item as Record<string, unknown>;
    if (!isStickerId(sticker)) throw badInput(FIELD, `sticker ${n} must be one of ${STICKER_IDS.join(', ')}`);
    if (!share(x)) throw badInput(FIELD, `sticker ${n}: x must be a number from 0 to 1`);
    if (!share(y)) throw badInput(FIELD, `sticker ${n}: y must be a number from 0 to 1`);
    return { sticker, x, y };
  });
}

/** The card's elements with the shopper's stickers in place of any earlier ones (the design's own stickers stay). */
export function withStickers(elements: CardElement[], stickers: PlacedSticker[]): CardElement[] {
  return [...elements.filter((e) => !(e.type === 'sticker' && e.sticker)), ...stickers.map(stickerElement)];
}
