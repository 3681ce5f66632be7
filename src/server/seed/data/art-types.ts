/** Illustrations the asset generator can draw (scripts/demo-assets/icons.ts). */
export type IconKey = 'cup' | 'burger' | 'cake' | 'bag' | 'leaf' | 'ticket' | 'gamepad' | 'book' | 'plane' | 'sparkle' | 'cart' | 'gift';

export interface Names {
  en: string;
  cn: string;
  jp: string;
}
