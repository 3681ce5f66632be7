import type { ProductSeed } from '../../src/server/seed/data/products.ts';
import { prng } from '../../src/server/seed/data/prng.ts';
import { icon } from './icons.ts';
import { linear, shade, svgDoc, text } from './svg.ts';

const W = 600;
const H = 400;

function pattern(kind: number): string {
  switch (kind % 4) {
    case 0:
      return '<circle cx="560" cy="30" r="120" fill="#fff" opacity=".08"/><circle cx="30" cy="400" r="100" fill="#fff" opacity=".07"/>';
    case 1:
      return '<path d="M0 400L400 0h44L44 400zM130 400L530 0h18L148 400z" fill="#fff" opacity=".07"/>';
    case 2:
      return '<pattern id="d" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2" fill="#fff" opacity=".18"/></pattern><rect width="600" height="400" rx="24" fill="url(#d)"/>';
    default:
      return '<path d="M0 290q75-40 150 0t150 0 150 0 150 0v110H0z" fill="#fff" opacity=".08"/><path d="M0 330q75-40 150 0t150 0 150 0 150 0v70H0z" fill="#fff" opacity=".06"/>';
  }
}

/** The brand's round badge with its initial, top left (the brand's name is the page's text, never micro-text here). */
function badge(p: ProductSeed): string {
  const initial = p.brand.names.en.replace(/[^A-Za-z]/g, '').charAt(0);
  return `<circle cx="84" cy="84" r="40" fill="#fff"/>${text(84, 99, initial, `font-size="42" font-weight="700" fill="${p.brand.colour}" text-anchor="middle"`)}`;
}

/**
 * Front of the voucher: brand gradient, badge, illustration and the face value, large and well inside the edges, so a
 * 96-pixel thumbnail still reads it whole (micro-text and prices cut at the edge).
 */
export function productFront(p: ProductSeed): string {
  const c = p.brand.colour;
  const body =
    `<defs>${linear('g', shade(c, 0.18), shade(c, -0.35))}</defs><rect width="${W}" height="${H}" rx="24" fill="url(#g)"/>` +
    pattern(p.id) +
    '<circle cx="452" cy="196" r="118" fill="#fff" opacity=".13"/>' +
    icon(p.brand.icon, 362, 106, 180, '#FFFFFF', c) +
    badge(p) +
    (p.isUdollar ? text(56, 230, 'uDollar', 'font-size="44" font-weight="700" fill="#fff" opacity=".9"') : '') +
    text(56, 326, p.priceLabel, `font-size="${p.priceLabel.length > 7 ? 64 : 80}" font-weight="800" fill="#fff"`);
  return svgDoc(W, H, body);
}

/** A small fake QR code: three finder squares and seeded modules. */
function fakeQr(x: number, y: number, size: number, seed: number, fill: string): string {
  const rand = prng(seed);
  const m = size / 11;
  let d = '';
  for (let r = 0; r < 11; r++) {
    for (let col = 0; col < 11; col++) {
      const inFinder = (r < 4 && col < 4) || (r < 4 && col > 6) || (r > 6 && col < 4);
      if (!inFinder && rand() < 0.5)
        d += `M${Math.round(x + col * m)} ${Math.round(y + r * m)}h${Math.ceil(m)}v${Math.ceil(m)}h-${Math.ceil(m)}z`;
    }
  }
  const finder = (fx: number, fy: number): string =>
    `<rect x="${fx}" y="${fy}" width="${Math.round(m * 3.4)}" height="${Math.round(m * 3.4)}" fill="none" stroke="${fill}" stroke-width="${Math.round(m * 0.7)}"/>` +
    `<rect x="${Math.round(fx + m * 1.1)}" y="${Math.round(fy + m * 1.1)}" width="${Math.round(m * 1.2)}" height="${Math.round(m * 1.2)}" fill="${fill}"/>`;
  return `<path d="${d}" fill="${fill}"/>${finder(x, y)}${finder(Math.round(x + m * 7.6), y)}${finder(x, Math.round(y + m * 7.6))}`;
}

function fakeBarcode(x: number, y: number, w: number, h: number, seed: number, fill: string): string {
  const rand = prng(seed);
  let d = '';
  let cx = x;
  while (cx < x + w - 4) {
    const bar = 1 + Math.floor(rand() * 4);
    d += `M${cx} ${y}h${bar}v${h}h-${bar}z`;
    cx += bar + 1 + Math.floor(rand() * 4);
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

function codeSample(p: ProductSeed): string {
  const c = p.brand.colour;
  switch (p.codeType) {
    case 'qrcode':
      return fakeQr(370, 150, 150, p.id, '#222');
    case 'barcode':
      return (
        fakeBarcode(340, 170, 210, 90, p.id, '#222') +
        text(445, 285, '4006 3811 2233 0198', 'font-size="14" fill="#444" text-anchor="middle" letter-spacing="1"')
      );
    case 'alphanumeric':
      return (
        `<rect x="330" y="178" width="230" height="64" rx="10" fill="none" stroke="${c}" stroke-width="3" stroke-dasharray="8 6"/>` +
        text(
          445,
          220,
          '7KQ2-M9XD-4TPH',
          `font-size="24" font-family="Menlo, Consolas, monospace" font-weight="700" fill="${c}" text-anchor="middle"`,
        )
      );
    default:
      return (
        `<rect x="330" y="160" width="230" height="44" rx="22" fill="#EEF2F6"/>${text(350, 188, 'redeem.ugift.example', 'font-size="15" fill="#555"')}` +
        `<rect x="370" y="222" width="150" height="46" rx="23" fill="${c}"/>${text(445, 252, 'Redeem', 'font-size="18" font-weight="700" fill="#fff" text-anchor="middle"')}`
      );
  }
}

/** Second carousel image: how the voucher is used, with a sample of its code type. */
export function productBack(p: ProductSeed): string {
  const c = p.brand.colour;
  const body =
    `<rect width="${W}" height="${H}" rx="24" fill="#FAFAF7"/>` +
    `<path d="M0 24a24 24 0 0 1 24-24h552a24 24 0 0 1 24 24v86H0z" fill="${c}"/>` +
    icon(p.brand.icon, 36, 22, 64, '#FFFFFF', c) +
    text(116, 64, p.brand.names.en, 'font-size="26" font-weight="700" fill="#fff"') +
    text(116, 90, p.offer.short, 'font-size="14" fill="#fff" opacity=".85" letter-spacing="2"') +
    text(48, 170, 'How it works', `font-size="22" font-weight="700" fill="${shade(c, -0.3)}"`) +
    ['1  Buy or receive it', '2  Open it in your wallet', '3  Show it, or redeem online']
      .map((s, i) => text(48, 214 + i * 36, s, 'font-size="17" fill="#444"'))
      .join('') +
    codeSample(p) +
    `<rect x="48" y="332" width="${40 + (6 + p.priceLabel.length) * 10}" height="40" rx="20" fill="${shade(c, 0.85)}"/>` +
    text(68, 358, `Worth ${p.priceLabel}`, `font-size="17" font-weight="700" fill="${shade(c, -0.3)}"`);
  return svgDoc(W, H, body);
}
