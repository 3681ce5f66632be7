/**
 * A gift card design is a list of elements placed on one reference canvas (see CARD_CANVAS).
 * xpos, ypos, width and height are in reference-canvas pixels; renderers scale them to the shown size.
 */
export const CARD_CANVAS = { width: 600, height: 400 } as const;

export type CardElementType = 'text' | 'message' | 'image' | 'music' | 'custom_text' | 'sticker';

export interface CardElement {
  key: string;
  type: CardElementType;
  placeholder: string;
  /** text, message and custom_text: hex-encoded UTF-8; music: a music id; image and sticker: an image path */
  content: string;
  xpos: number;
  ypos: number;
  width: number;
  height: number;
  size?: 's' | 'm' | 'l';
  fontfamily?: string;
  fontcolor?: string;
  fontsize?: number;
  /** a sticker the shopper placed: its id (src/shared/stickers.ts); design stickers have none */
  sticker?: string;
}

export const STICKER_SCALE: Record<string, number> = { s: 1, m: 1.5 };
export const stickerScale = (size: string | undefined): number => (size && STICKER_SCALE[size]) || 2;

/**
 * A card the shopper could fill in (it has text, message or photo slots) left with none filled and no stickers:
 * the recipient would open only the design, so checkout says so before paying (decision 0242).
 */
export function isBlankCard(elements: CardElement[]): boolean {
  const slots = elements.filter((e) => e.type === 'text' || e.type === 'message' || e.type === 'image');
  if (slots.length === 0) return false;
  const filled = (e: CardElement) => (e.type === 'image' ? e.content !== '' : hexDecodeUtf8(e.content).trim() !== '');
  return !slots.some(filled) && !elements.some((e) => e.type === 'sticker' && e.sticker);
}

/** Hex-encoded UTF-8, as the card elements carry their text. */
export function hexEncodeUtf8(text: string): string {
  return Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function hexDecodeUtf8(hex: string): string {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return '';
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return new TextDecoder().decode(bytes);
}
