import type { CSSProperties } from 'react';
import { CARD_CANVAS, stickerScale, type CardElement } from '../../shared/card-elements.ts';
import { BASE } from '../../lib/paths.ts';
import { READABLE_CSS_PX } from './text-layout.ts';

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

/** The designed (largest) font size of a text slot in reference pixels; text shrinks from it to fit (text-layout.ts). */
export function designFontPx(el: CardElement): number {
  if (el.type === 'custom_text') return el.fontsize ?? 28;
  if (el.type === 'message') return 22;
  return Math.min(el.height * 0.55, 28);
}

/** An edited text line's size: the designed size, never under the readable minimum (it scrolls rather than shrinks). */
export const inputFont = (el: CardElement) => `max(${READABLE_CSS_PX}px, ${fontCqw(designFontPx(el))})`;

/** Images are drawn only from this shop's paths, blob previews or inline images: never another origin's URL. */
export function safeSrc(src: string | undefined | null): string | undefined {
  if (!src) return undefined;
  if (src.startsWith(`${BASE}/`) || src.startsWith('blob:') || /^data:image\/(png|jpeg|gif|webp);/.test(src)) return src;
  return undefined;
}
