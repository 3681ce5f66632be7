import type { BrandSeed } from '../../src/server/seed/data/brands.ts';
import type { CategorySeed } from '../../src/server/seed/data/categories.ts';
import { icon } from './icons.ts';
import { linear, shade, svgDoc } from './svg.ts';

/** Square category icon (120x120). */
export function categoryIcon(c: CategorySeed): string {
  return svgDoc(
    120,
    120,
    `<defs>${linear('g', shade(c.colour, 0.15), shade(c.colour, -0.2))}</defs><rect width="120" height="120" rx="28" fill="url(#g)"/>` +
      icon(c.icon, 22, 22, 76, '#FFFFFF', c.colour),
  );
}

/** Home tile (320x200): gradient and big illustration; the category's name is the tile's label, not painted in. */
export function categoryTile(c: CategorySeed): string {
  return svgDoc(
    320,
    200,
    `<defs>${linear('g', shade(c.colour, 0.1), shade(c.colour, -0.35))}</defs><rect width="320" height="200" rx="20" fill="url(#g)"/>` +
      '<circle cx="250" cy="84" r="70" fill="#fff" opacity=".14"/>' +
      icon(c.icon, 190, 26, 120, '#FFFFFF', c.colour),
  );
}

/** Brand logo (200x200): rounded square in the brand colour and its illustration; the name is shown beside it as text. */
export function brandLogo(b: BrandSeed): string {
  return svgDoc(
    200,
    200,
    `<rect width="200" height="200" rx="40" fill="${b.colour}"/><circle cx="100" cy="100" r="68" fill="#fff" opacity=".15"/>` +
      icon(b.icon, 46, 46, 108, '#FFFFFF', b.colour),
  );
}

/** Brand tile for the home page (320x200): tinted card with the round logo; the name is the tile's label. */
export function brandTile(b: BrandSeed): string {
  return svgDoc(
    320,
    200,
    `<rect width="320" height="200" rx="20" fill="${shade(b.colour, 0.88)}"/>` +
      `<path d="M220 0h80a20 20 0 0 1 20 20v180H150z" fill="${shade(b.colour, 0.75)}"/>` +
      `<circle cx="72" cy="78" r="48" fill="${b.colour}"/>` +
      icon(b.icon, 42, 48, 60, '#FFFFFF', b.colour),
  );
}
