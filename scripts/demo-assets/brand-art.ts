import type { BrandSeed } from '../../src/server/db/seed/data/brands.ts';
import type { CategorySeed } from '../../src/server/db/seed/data/categories.ts';
import { icon } from './icons.ts';
import { linear, shade, svgDoc, text } from './svg.ts';

/** Square category icon (120x120). */
export function categoryIcon(c: CategorySeed): string {
  return svgDoc(
    120,
    120,
    `<defs>${linear('g', shade(c.colour, 0.15), shade(c.colour, -0.2))}</defs><rect width="120" height="120" rx="28" fill="url(#g)"/>` +
      icon(c.icon, 22, 22, 76, '#FFFFFF', c.colour),
  );
}

/** Home tile (320x200): gradient, big illustration, category name. */
export function categoryTile(c: CategorySeed): string {
  return svgDoc(
    320,
    200,
    `<defs>${linear('g', shade(c.colour, 0.1), shade(c.colour, -0.35))}</defs><rect width="320" height="200" rx="20" fill="url(#g)"/>` +
      '<circle cx="250" cy="84" r="70" fill="#fff" opacity=".14"/>' +
      icon(c.icon, 190, 26, 120, '#FFFFFF', c.colour) +
      text(22, 170, c.names.en, 'font-size="22" font-weight="700" fill="#fff"'),
  );
}

/** Brand logo (200x200): rounded square in the brand colour, illustration and wordmark. */
export function brandLogo(b: BrandSeed): string {
  const size = b.names.en.length > 14 ? 17 : 20;
  return svgDoc(
    200,
    200,
    `<rect width="200" height="200" rx="40" fill="${b.colour}"/><circle cx="100" cy="80" r="56" fill="#fff" opacity=".15"/>` +
      icon(b.icon, 56, 36, 88, '#FFFFFF', b.colour) +
      text(100, 168, b.names.en, `font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle"`),
  );
}

/** Brand tile for the home page (320x200): tinted card with the round logo and name. */
export function brandTile(b: BrandSeed, categoryName: string): string {
  return svgDoc(
    320,
    200,
    `<rect width="320" height="200" rx="20" fill="${shade(b.colour, 0.88)}"/>` +
      `<path d="M220 0h80a20 20 0 0 1 20 20v180H150z" fill="${shade(b.colour, 0.75)}"/>` +
      `<circle cx="72" cy="78" r="48" fill="${b.colour}"/>` +
      icon(b.icon, 42, 48, 60, '#FFFFFF', b.colour) +
      text(24, 158, b.names.en, `font-size="${b.names.en.length > 16 ? 19 : 22}" font-weight="700" fill="${shade(b.colour, -0.45)}"`) +
      text(24, 182, categoryName, `font-size="14" fill="${shade(b.colour, -0.25)}"`),
  );
}
