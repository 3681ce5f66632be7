/** Minimal helpers to write small, deterministic SVG documents. */

export const FONT = 'Helvetica, Arial, sans-serif';
export const SERIF = "Georgia, 'Times New Roman', serif";

export const esc = (s: string): string =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Rounds to at most two decimals to keep the output small and stable. */
export const n = (x: number): string => String(Math.round(x * 100) / 100);

export function svgDoc(width: number, height: number, body: string, opts: { viewBox?: string; font?: string } = {}): string {
  const vb = opts.viewBox ?? `0 0 ${width} ${height}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${vb}" font-family="${esc(opts.font ?? FONT)}">${body}</svg>\n`;
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]): string =>
  '#' +
  rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();

/** amount > 0 lightens towards white, < 0 darkens towards black. */
export function shade(hex: string, amount: number): string {
  const rgb = hexToRgb(hex);
  return toHex(rgb.map((v) => (amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));
}

/** Relative luminance, to pick readable text colours. */
export function isLight(hex: string): boolean {
  const [r, g, b] = hexToRgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

export function linear(id: string, from: string, to: string, diagonal = true): string {
  const dir = diagonal ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function text(x: number, y: number, content: string, attrs: string): string {
  return `<text x="${n(x)}" y="${n(y)}" ${attrs}>${esc(content)}</text>`;
}

/** A star polygon centred on (cx, cy). */
export function star(cx: number, cy: number, outer: number, inner: number, points: number, fill: string, rotate = -90): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotate + (i * 180) / points) * Math.PI) / 180;
    pts.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

export const heartPath = 'M0 -6c-6-12-24-8-24 6c0 12 24 26 24 26s24-14 24-26c0-14-18-18-24-6z';

export function heart(x: number, y: number, scale: number, fill: string, opacity = 1): string {
  const op = opacity < 1 ? ` opacity="${opacity}"` : '';
  return `<path transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})" d="${heartPath}" fill="${fill}"${op}/>`;
}
