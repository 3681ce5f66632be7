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

/**
 * The frame to show after `elapsed` ms, always a frame that exists: a requestAnimationFrame timestamp can be a little
 * earlier than the performance.now() the opening started at, which made the first index -1.
 */
export function frameIndexAt(elapsed: number): number {
  return Math.min(FRAME_COUNT - 1, Math.max(0, Math.floor(elapsed / FRAME_MS)));
}

export const frameFile = (layer: Layer, index: number): string => `share-animation/${layer}/${String(index).padStart(2, '0')}.svg`;
