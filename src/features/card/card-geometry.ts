import type { CSSProperties } from 'react';
import { CARD_CANVAS, stickerScale, type CardElement } from '../../shared/card-elements.ts';
import { BASE } from '../../lib/paths.ts';

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

/** Roughly how many font sizes wide a line is: wide (CJK) characters take one, others about 0.6. */
export function emWidth(text: string): number {
  let ems = 0;
  for (const ch of text) ems += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.6;
  return ems;
}

/**
 * A text line's font size in reference pixels: about half its box height, at most `max`, and small enough that the
 * text fits its box on one line, so a long name shrinks instead of wrapping into a box one line high and losing the
 * bottom of its letters ("Mei Ling!" read "Mei Lina!", issue 19).
 */
export function fittedFontPx(el: CardElement, text: string, max = 30, heightShare = 0.55): number {
  const ems = emWidth(text);
  const fit = ems > 0 ? (el.width * 0.95) / ems : Number.POSITIVE_INFINITY; // a little room for wide letters
  return Math.max(8, Math.min(el.height * heightShare, max, fit));
}

/** A text line's font size as CSS (container-width units). */
export const textFont = (el: CardElement, text = '') => fontCqw(fittedFontPx(el, text));

/** A custom text's font size: the chosen size, shrunk to fit its box on one line. */
export const customFont = (el: CardElement, text: string) => fontCqw(fittedFontPx(el, text, el.fontsize ?? 28, 0.75));

/** Images are drawn only from this shop's paths, blob previews or inline images: never another origin's URL. */
export function safeSrc(src: string | undefined | null): string | undefined {
  if (!src) return undefined;
  if (src.startsWith(`${BASE}/`) || src.startsWith('blob:') || /^data:image\/(png|jpeg|gif|webp);/.test(src)) return src;
  return undefined;
}
