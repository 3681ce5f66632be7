import type { PromoArt } from '../../src/server/seed/data/campaign-art.ts';
import type { CountryKey } from '../../src/server/seed/data/countries.ts';
import { icon } from './icons.ts';
import { linear, n, shade, star, svgDoc, text } from './svg.ts';

function badgePill(x: number, y: number, label: string, colour: string): string {
  const w = 28 + label.length * 13;
  return (
    `<rect x="${x - w}" y="${y}" width="${w}" height="40" rx="20" fill="#fff"/>` +
    text(x - w / 2, y + 27, label, `font-size="18" font-weight="800" fill="${colour}" text-anchor="middle"`)
  );
}

/** How many font sizes wide a line is: Chinese and Japanese characters one each, others about 0.56. */
const ems = (s: string) => [...s].reduce((sum, ch) => sum + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.56), 0);

/**
 * Landscape (campaign 750x400, banner 750x300) or portrait (popup 540x720) promotional art. No button is painted in:
 * the whole banner is the link, and a painted "Shop now" promised a second action that did nothing.
 */
export function promoArt(art: PromoArt, w: number, h: number): string {
  const [c1, c2] = art.colours;
  const dark = shade(c1, -0.3);
  let body =
    `<defs>${linear('g', c1, c2)}</defs><rect width="${w}" height="${h}" rx="24" fill="url(#g)"/>` +
    `<circle cx="${w * 0.82}" cy="${h * 0.2}" r="${n(h * 0.55)}" fill="#fff" opacity=".1"/><circle cx="${w * 0.05}" cy="${h}" r="${n(h * 0.35)}" fill="#fff" opacity=".08"/>`;
  if (w > h) {
    const ic = h * 0.62;
    const room = w - ic - w * 0.14;
    const titleSize = Math.round(Math.min(h * 0.12, room / ems(art.title)));
    const subSize = Math.round(Math.min(h * 0.065, room / ems(art.subtitle)));
    body +=
      icon(art.icon, w - ic - w * 0.06, (h - ic) / 2, ic, '#FFFFFF', dark) +
      text(w * 0.06, h * 0.5, art.title, `font-size="${titleSize}" font-weight="800" fill="#fff"`) +
      text(w * 0.06, h * 0.5 + h * 0.13, art.subtitle, `font-size="${subSize}" fill="#fff" opacity=".92"`);
  } else {
    const ic = w * 0.5;
    body +=
      icon(art.icon, (w - ic) / 2, h * 0.14, ic, '#FFFFFF', dark) +
      text(
        w / 2,
        h * 0.66,
        art.title,
        `font-size="${Math.round(Math.min(42, (w * 0.9) / ems(art.title)))}" font-weight="800" fill="#fff" text-anchor="middle"`,
      ) +
      text(
        w / 2,
        h * 0.74,
        art.subtitle,
        `font-size="${Math.round(Math.min(22, (w * 0.9) / ems(art.subtitle)))}" fill="#fff" opacity=".92" text-anchor="middle"`,
      );
  }
  if (art.badge) body += badgePill(w - 24, 24, art.badge, dark);
  return svgDoc(w, h, body);
}

/** Round flag avatars (96x96). */
export function flagArt(key: CountryKey): string {
  const clip = '<defs><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs>';
  let body = '';
  if (key === 'JP') body = '<rect width="96" height="96" fill="#fff"/><circle cx="48" cy="48" r="26" fill="#BC002D"/>';
  if (key === 'SG') {
    const stars = [0, 1, 2, 3, 4]
      .map((i) => {
        const a = ((-90 + i * 72) * Math.PI) / 180;
        return star(36 + Math.cos(a) * 7, 25 + Math.sin(a) * 7, 3, 1.2, 5, '#fff');
      })
      .join('');
    body =
      '<rect width="96" height="96" fill="#fff"/><rect width="96" height="48" fill="#EF3340"/><circle cx="24" cy="25" r="13" fill="#fff"/><circle cx="29" cy="25" r="12" fill="#EF3340"/>' +
      stars;
  }
  if (key === 'MY') {
    let stripes = '';
    for (let i = 0; i < 14; i += 2) stripes += `<rect y="${n((i * 96) / 14)}" width="96" height="${n(96 / 14)}" fill="#CC0001"/>`;
    body =
      `<rect width="96" height="96" fill="#fff"/>${stripes}<rect width="52" height="${n((8 * 96) / 14)}" fill="#010066"/>` +
      '<circle cx="20" cy="27" r="14" fill="#FC0"/><circle cx="25" cy="27" r="12" fill="#010066"/>' +
      star(40, 27, 10, 4, 14, '#FC0');
  }
  if (key === 'CN') {
    body =
      '<rect width="96" height="96" fill="#DE2910"/>' +
      star(26, 30, 14, 5.4, 5, '#FFDE00') +
      [
        [46, 14, 22],
        [54, 24, 45],
        [54, 37, 0],
        [46, 46, 22],
      ]
        .map(([x, y, r]) => star(x, y, 4.5, 1.8, 5, '#FFDE00', -90 + r))
        .join('');
  }
  return svgDoc(
    96,
    96,
    `${clip}<g clip-path="url(#c)">${body}</g><circle cx="48" cy="48" r="47" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="2"/>`,
  );
}

export function placeholderArt(): string {
  return svgDoc(
    600,
    400,
    '<rect width="600" height="400" rx="24" fill="#EEF1F5"/>' +
      icon('gift', 240, 110, 120, '#C5CCD6', '#EEF1F5') +
      text(300, 290, 'Ugift', 'font-size="28" font-weight="700" fill="#AEB6C1" text-anchor="middle"'),
  );
}

/** Shown instead of the code once a voucher has expired. */
export function expiredVoucherArt(): string {
  return svgDoc(
    600,
    400,
    `<defs>${linear('g', '#D9DDE3', '#AEB4BD')}</defs><rect width="600" height="400" rx="24" fill="url(#g)"/>` +
      '<path d="M0 290q75-40 150 0t150 0 150 0 150 0v110H0z" fill="#fff" opacity=".15"/>' +
      icon('ticket', 60, 70, 150, '#FFFFFF', '#AEB4BD') +
      '<g transform="rotate(-14 380 200)"><rect x="250" y="150" width="280" height="96" rx="14" fill="none" stroke="#D62828" stroke-width="8"/>' +
      text(390, 216, 'EXPIRED', 'font-size="52" font-weight="800" fill="#D62828" text-anchor="middle" letter-spacing="4"') +
      '</g>' +
      text(60, 350, 'This voucher can no longer be used', 'font-size="20" fill="#5C6370"'),
  );
}
