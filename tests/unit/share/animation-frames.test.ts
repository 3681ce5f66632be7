import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_COUNT, FRAME_MS, frameFile, LAYERS, OPENING_MS } from '../../../src/features/share/animation-frames.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');

describe('the card-opening animation frames', () => {
  it('runs 19 frames in about 1.7 s (spec)', () => {
    expect(FRAME_COUNT).toBe(19);
    expect(OPENING_MS).toBe(1700);
    expect(FRAME_MS * FRAME_COUNT).toBeCloseTo(1700);
    expect(LAYERS).toHaveLength(3);
  });

  it('has every frame of the three layers as a small SVG on the 600x400 stage', () => {
    for (const layer of LAYERS) {
      const seen = new Set<string>();
      for (let i = 0; i < FRAME_COUNT; i++) {
        const file = path.join(PUBLIC, frameFile(layer, i));
        expect(existsSync(file), file).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="400" viewBox="0 0 600 400">/);
        expect(svg.length).toBeLessThan(3072);
        seen.add(svg);
      }
      // the sequence moves: most frames differ from each other
      expect(seen.size).toBeGreaterThan(FRAME_COUNT / 2);
    }
  });
});
