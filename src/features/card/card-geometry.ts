import type { CSSProperties } from 'react';
import { CARD_CANVAS, stickerScale, type CardElement } from '../../shared/card-elements.ts';

/**
 * Card elements are placed on the 600x400 reference canvas (CARD_CANVAS); on screen they are percentages of the shown
 * card, and font sizes are container-width units (the card is a CSS size container), so any card width looks the same.
 */
export const pctX = (v: number) => `${(v / CARD_CANVAS.width) * 100}%`;
export const pctY = (v: number) => `${(v / CARD_CANVAS.height) * 100}%`;
export const fontCqw = (px: number) => `${(px / CARD_CANVAS.width) * 100}cqw`;

export function elementBox(el: CardElement): CSSProperties {
  const scale = el.type === 'sticker' ? stickerScale(el.size) : 1;
  return { left: pctX(el.xpos), top: pctY(el.ypos), width: pctX(el.width * scale), height: pctY(el.height * scale) };
}

/** A text line's font size: about half its box height, at most 30 reference pixels. */
export const textFont = (el: CardElement) => fontCqw(Math.min(el.height * 0.55, 30));

/** Images are drawn only from this shop's paths, blob previews or inline images: never another origin's URL. */
export function safeSrc(src: string | undefined | null): string | undefined {
  if (!src) return undefined;
  if (src.startsWith('/UgiftWeb/') || src.startsWith('blob:') || /^data:image\/(png|jpeg|gif|webp);/.test(src)) return src;
  return undefined;
}
