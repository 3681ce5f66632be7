/**
 * The card-opening animation (spec: about 1.7 s, three layered frame sequences of 19 frames, no loop).
 * The frames are generated SVGs under public/share-animation/<layer>/NN.svg (scripts/generate-share-frames.ts).
 */
export const OPENING_MS = 1700;
export const FRAME_COUNT = 19;
/** drawn bottom to top */
export const LAYERS = ['envelope', 'card', 'sparkle'] as const;
export type Layer = (typeof LAYERS)[number];
export const FRAME_MS = OPENING_MS / FRAME_COUNT;

export const frameFile = (layer: Layer, index: number): string => `share-animation/${layer}/${String(index).padStart(2, '0')}.svg`;
