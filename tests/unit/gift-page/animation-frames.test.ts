import { describe, expect, it } from 'vitest';
import { FRAME_COUNT, FRAME_MS, frameIndexAt, OPENING_MS } from '../../../src/features/gift-page/animation-frames.ts';

describe('frameIndexAt', () => {
  it('never asks for a frame before the first or after the last (no share-animation/*/-1.svg)', () => {
    expect(frameIndexAt(-0.4)).toBe(0);
    expect(frameIndexAt(-50)).toBe(0);
    expect(frameIndexAt(0)).toBe(0);
    expect(frameIndexAt(FRAME_MS * 3 + 1)).toBe(3);
    expect(frameIndexAt(OPENING_MS + 500)).toBe(FRAME_COUNT - 1);
  });
});
