import type { IconKey } from '../../src/server/seed/data/art-types.ts';

/**
 * Product illustrations drawn in a 100x100 box: `fg` for the shapes (usually white on a brand
 * gradient) and `detail` for the lines drawn on top of them (usually the brand colour).
 */
type IconFn = (fg: string, detail: string) => string;

const ICONS: Record<IconKey, IconFn> = {
  cup: (fg, d) =>
    `<path d="M34 30c-6-6 6-10 0-18M48 30c-6-6 6-10 0-18M62 30c-6-6 6-10 0-18" fill="none" stroke="${fg}" stroke-width="4" stroke-linecap="round" opacity=".7"/>` +
    `<path d="M18 38h54v22a24 24 0 0 1-24 24h-6a24 24 0 0 1-24-24z" fill="${fg}"/>` +
    `<path d="M72 44h5a11 11 0 0 1 0 22h-7" fill="none" stroke="${fg}" stroke-width="6"/>` +
    `<rect x="10" y="86" width="70" height="6" rx="3" fill="${fg}"/><path d="M30 54h30" stroke="${d}" stroke-width="5" stroke-linecap="round"/>`,
  burger: (fg, d) =>
    `<path d="M14 46a36 28 0 0 1 72 0z" fill="${fg}"/>` +
    `<g fill="${d}" opacity=".55"><ellipse cx="36" cy="32" rx="3" ry="2"/><ellipse cx="50" cy="26" rx="3" ry="2"/><ellipse cx="64" cy="33" rx="3" ry="2"/></g>` +
    `<path d="M10 52q6-6 12 0t12 0 12 0 12 0 12 0 12 0 8 0v5H10z" fill="${fg}" opacity=".8"/>` +
    `<rect x="12" y="59" width="76" height="12" rx="6" fill="${d}"/><rect x="12" y="59" width="76" height="12" rx="6" fill="${fg}" opacity=".35"/>` +
    `<path d="M14 74h72v4a10 10 0 0 1-10 10H24a10 10 0 0 1-10-10z" fill="${fg}"/>`,
  cake: (fg, d) =>
    `<g fill="#FFD166"><path d="M33 16c5 6 5 10 0 12c-5-2-5-6 0-12zM50 12c5 6 5 10 0 12c-5-2-5-6 0-12zM67 16c5 6 5 10 0 12c-5-2-5-6 0-12z"/></g>` +
    `<g fill="${fg}"><rect x="30" y="30" width="6" height="20" rx="2"/><rect x="47" y="26" width="6" height="24" rx="2"/><rect x="64" y="30" width="6" height="20" rx="2"/>` +
    `<rect x="16" y="50" width="68" height="36" rx="6"/><rect x="10" y="86" width="80" height="6" rx="3"/></g>` +
    `<path d="M16 62q8 9 17 0t17 0 17 0 17 0" fill="none" stroke="${d}" stroke-width="4"/>`,
  bag: (fg, d) =>
    `<path d="M36 36v-8a14 14 0 0 1 28 0v8" fill="none" stroke="${fg}" stroke-width="6"/>` +
    `<path d="M18 34h64l-4 54H22z" fill="${fg}"/><circle cx="38" cy="48" r="3.5" fill="${d}"/><circle cx="62" cy="48" r="3.5" fill="${d}"/>` +
    `<path d="M38 58a12 10 0 0 0 24 0" fill="none" stroke="${d}" stroke-width="4" stroke-linecap="round"/>`,
  leaf: (fg, d) =>
    `<path d="M50 8C84 28 88 66 50 92C12 66 16 28 50 8z" fill="${fg}"/>` +
    `<path d="M50 24v62M50 44l-14-10M50 44l14-10M50 62l-18-12M50 62l18-12" stroke="${d}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
  ticket: (fg, d) =>
    `<path d="M8 28h84v14a8 8 0 0 0 0 16v14H8V58a8 8 0 0 0 0-16z" fill="${fg}"/>` +
    `<path d="M66 32v36" stroke="${d}" stroke-width="3" stroke-dasharray="4 4"/>` +
    `<path d="M36 35l4.5 9 10 1.5-7.3 7 1.8 10-9-4.8-9 4.8 1.8-10-7.3-7 10-1.5z" fill="${d}"/>`,
  gamepad: (fg, d) =>
    `<path d="M28 32h44a18 18 0 0 1 18 17l3 21a10 10 0 0 1-18 7l-9-11H34l-9 11a10 10 0 0 1-18-7l3-21a18 18 0 0 1 18-17z" fill="${fg}"/>` +
    `<path d="M30 44v18M21 53h18" stroke="${d}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="66" cy="46" r="5" fill="${d}"/><circle cx="76" cy="56" r="5" fill="${d}"/>`,
  book: (fg, d) =>
    `<path d="M50 26C40 18 24 18 10 22v58c14-4 30-4 40 4z" fill="${fg}"/><path d="M50 26c10-8 26-8 40-4v58c-14-4-30-4-40 4z" fill="${fg}" opacity=".85"/>` +
    `<path d="M18 34c8-2 16-2 24 1M18 44c8-2 16-2 24 1M18 54c8-2 16-2 24 1M58 35c8-3 16-3 24-1M58 45c8-3 16-3 24-1" stroke="${d}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  plane: (fg, d) =>
    `<path d="M86 14c5-5-1-11-6-6L62 26 20 16l-8 8 34 20-16 18-12-2-6 6 16 8 8 16 6-6-2-12 18-16 20 34 8-8-10-42z" fill="${fg}"/>` +
    `<circle cx="68" cy="30" r="3" fill="${d}"/>`,
  sparkle: (fg, d) =>
    `<path d="M46 10c4 24 10 32 34 40c-24 8-30 16-34 40c-4-24-10-32-34-40c24-8 30-16 34-40z" fill="${fg}"/>` +
    `<path d="M80 8c1.5 8 3.5 10 10 12c-6.5 2-8.5 4-10 12c-1.5-8-3.5-10-10-12c6.5-2 8.5-4 10-12z" fill="${fg}" opacity=".8"/>` +
    `<circle cx="46" cy="50" r="7" fill="${d}" opacity=".45"/>`,
  cart: (fg, d) =>
    `<path d="M6 18h12l10 46h50l8-32H24" fill="none" stroke="${fg}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M26 32h60l-8 32H32z" fill="${fg}"/><path d="M44 40v16M56 40v16M68 40v16" stroke="${d}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<circle cx="36" cy="80" r="7" fill="${fg}"/><circle cx="72" cy="80" r="7" fill="${fg}"/>`,
  gift: (fg, d) =>
    `<path d="M50 38c-8-16-28-18-26-6c1 6 14 6 26 6zM50 38c8-16 28-18 26-6c-1 6-14 6-26 6z" fill="none" stroke="${fg}" stroke-width="5"/>` +
    `<rect x="12" y="38" width="76" height="18" rx="3" fill="${fg}"/><rect x="18" y="56" width="64" height="34" rx="3" fill="${fg}"/>` +
    `<rect x="45" y="38" width="10" height="52" fill="${d}"/>`,
};

/** The icon scaled into a square of `size` px at (x, y). */
export function icon(key: IconKey, x: number, y: number, size: number, fg = '#FFFFFF', detail = '#333333'): string {
  const s = Math.round((size / 100) * 100) / 100;
  return `<g transform="translate(${x} ${y}) scale(${s})">${ICONS[key](fg, detail)}</g>`;
}
