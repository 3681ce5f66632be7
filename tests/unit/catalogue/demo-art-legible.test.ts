import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Brand and product thumbnails had unreadable micro-text and prices cut at the edge. The demo art is drawn
 * for thumbnails: a voucher front's text is at least 40 of its 600 units (about 6 px in a 96 px thumbnail, the face
 * value about 10 px) and starts well inside the edge; brand and category tiles carry no text (their names are labels).
 */
const DEMO = path.resolve(import.meta.dirname, '../../../public/demo');
const svgs = (dir: string, keep: (f: string) => boolean) =>
  readdirSync(path.join(DEMO, dir))
    .filter((f) => f.endsWith('.svg') && keep(f))
    .map((f) => [f, readFileSync(path.join(DEMO, dir, f), 'utf8')] as const);

describe('demo art is legible as a thumbnail', () => {
  const fronts = svgs('products', (f) => !/-2\.svg$/.test(f));

  it('voucher fronts: every text is at least 40 units high and starts at least 48 units from the left edge', () => {
    expect(fronts.length).toBeGreaterThan(10);
    for (const [file, svg] of fronts) {
      const sizes = [...svg.matchAll(/<text[^>]*font-size="(\d+)"/g)].map((m) => Number(m[1]));
      expect(Math.min(...sizes), file).toBeGreaterThanOrEqual(40);
      const xs = [...svg.matchAll(/<text x="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(Math.min(...xs), file).toBeGreaterThanOrEqual(48);
    }
  });

  it('brand and category tiles carry no painted text', () => {
    for (const [file, svg] of [...svgs('brands', () => true), ...svgs('categories', () => true)]) expect(svg, file).not.toContain('<text');
  });
});
