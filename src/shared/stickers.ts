import { BASE } from './base-path.ts';
import { CARD_CANVAS, type CardElement } from './card-elements.ts';

/** The stickers a shopper may put on a card (art in public/stickers, names in locales checkout.json stickers.names). */
export const STICKER_IDS = ['heart', 'star', 'balloon', 'cake', 'gift', 'confetti'] as const;
export type StickerId = (typeof STICKER_IDS)[number];

/** At most this many stickers on one card. */
export const MAX_STICKERS = 12;
/** A sticker's side on the 600x400 reference canvas. */
export const STICKER_SIDE = 72;

/** A placed sticker: which one and where its centre is, as shares (0..1) of the card's width and height. */
export interface PlacedSticker {
  sticker: StickerId;
  x: number;
  y: number;
}

export const isStickerId = (v: unknown): v is StickerId => typeof v === 'string' && (STICKER_IDS as readonly string[]).includes(v);
export const stickerSrc = (id: StickerId): string => `${BASE}/stickers/${id}.svg`;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** A placed sticker as a card element (kept whole on the card, so a centre at an edge still shows the whole sticker). */
export function stickerElement(p: PlacedSticker, index: number): CardElement {
  const half = STICKER_SIDE / 2;
  return {
    key: `sticker-${index + 1}`,
    type: 'sticker',
    placeholder: '',
    content: stickerSrc(p.sticker),
    xpos: Math.round(clamp(p.x * CARD_CANVAS.width - half, 0, CARD_CANVAS.width - STICKER_SIDE)),
    ypos: Math.round(clamp(p.y * CARD_CANVAS.height - half, 0, CARD_CANVAS.height - STICKER_SIDE)),
    width: STICKER_SIDE,
    height: STICKER_SIDE,
    size: 's',
    sticker: p.sticker,
  };
}

/** The shopper's stickers of a stored card (design stickers carry no sticker id and are not the shopper's). */
export function placedStickers(elements: CardElement[]): PlacedSticker[] {
  return elements.flatMap((e) =>
    e.type === 'sticker' && isStickerId(e.sticker)
      ? [
          {
            sticker: e.sticker,
            x: round3((e.xpos + e.width / 2) / CARD_CANVAS.width),
            y: round3((e.ypos + e.height / 2) / CARD_CANVAS.height),
          },
        ]
      : [],
  );
}
