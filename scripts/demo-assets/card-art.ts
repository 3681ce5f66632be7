import type { GiftcardSeed, CardTheme } from '../../src/server/seed/data/giftcards.ts';
import { prng } from '../../src/server/seed/data/prng.ts';
import { icon } from './icons.ts';
import { heart, isLight, linear, n, SERIF, shade, star, svgDoc, text } from './svg.ts';

const W = 600;
const H = 400;
const PARTY = ['#FF595E', '#FFCA3A', '#8AC926', '#1982C4', '#6A4C93', '#FF924C'];

function confetti(seed: number, count: number, colours: string[], area: [number, number, number, number] = [0, 0, W, H]): string {
  const rand = prng(seed);
  const paths = colours.map(() => '');
  for (let i = 0; i < count; i++) {
    const x = Math.round(area[0] + rand() * area[2]);
    const y = Math.round(area[1] + rand() * area[3]);
    const a = rand() * Math.PI;
    const [ux, uy] = [Math.round(Math.cos(a) * 10), Math.round(Math.sin(a) * 10)];
    const [vx, vy] = [Math.round(-Math.sin(a) * 5), Math.round(Math.cos(a) * 5)];
    paths[i % colours.length] += `M${x} ${y}l${ux} ${uy}l${vx} ${vy}l${-ux} ${-uy}z`;
  }
  return paths.map((d, i) => (d ? `<path d="${d}" fill="${colours[i]}"/>` : '')).join('');
}

function balloon(x: number, y: number, fill: string): string {
  return (
    `<path d="M${x} ${y + 34}q-8 22 6 46" stroke="#8d99ae" stroke-width="1.5" fill="none"/><ellipse cx="${x}" cy="${y}" rx="26" ry="33" fill="${fill}"/>` +
    `<path d="M${x - 4} ${y + 32}h8l-4 6z" fill="${fill}"/><ellipse cx="${x - 9}" cy="${y - 12}" rx="6" ry="9" fill="#fff" opacity=".35"/>`
  );
}

function flower(x: number, y: number, r: number, fill: string): string {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i * 72 * Math.PI) / 180;
    petals += `<circle cx="${n(x + Math.cos(a) * r)}" cy="${n(y + Math.sin(a) * r)}" r="${n(r * 0.8)}"/>`;
  }
  return `<g fill="${fill}">${petals}</g><circle cx="${x}" cy="${y}" r="${n(r * 0.6)}" fill="#FFD166"/>`;
}

function burst(x: number, y: number, r: number, fill: string): string {
  let d = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * 30 * Math.PI) / 180;
    d += `M${n(x + Math.cos(a) * r * 0.3)} ${n(y + Math.sin(a) * r * 0.3)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  }
  return `<path d="${d}" stroke="${fill}" stroke-width="3" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="4" fill="${fill}"/>`;
}

function snowflake(x: number, y: number, r: number): string {
  return `<path d="M${x - r} ${y}h${2 * r}M${x} ${y - r}v${2 * r}M${n(x - r * 0.7)} ${n(y - r * 0.7)}l${n(r * 1.4)} ${n(r * 1.4)}M${n(x + r * 0.7)} ${n(y - r * 0.7)}l${n(-r * 1.4)} ${n(r * 1.4)}" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".85"/>`;
}

function lantern(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -40v14" stroke="#FFD166" stroke-width="2"/><rect x="-14" y="-28" width="28" height="6" rx="2" fill="#FFD166"/>` +
    '<ellipse cx="0" cy="0" rx="30" ry="24" fill="#D00000"/><path d="M-10 -22q-8 22 0 44M10 -22q8 22 0 44" stroke="#FFBA08" stroke-width="2" fill="none"/>' +
    '<rect x="-14" y="22" width="28" height="6" rx="2" fill="#FFD166"/><path d="M0 28v22M-5 30v16M5 30v16" stroke="#FFBA08" stroke-width="2"/></g>'
  );
}

function tree(x: number, y: number): string {
  return (
    `<path d="M${x} ${y}l44 70h-22l34 56H${x - 56}l34-56h-22z" fill="#fff" opacity=".92"/><rect x="${x - 8}" y="${y + 126}" width="16" height="18" fill="#fff" opacity=".8"/>` +
    star(x, y - 4, 14, 6, 5, '#FFD166') +
    [
      [-18, 60, '#E63946'],
      [14, 82, '#FFD166'],
      [-24, 108, '#FFD166'],
      [26, 112, '#E63946'],
    ]
      .map(([dx, dy, c]) => `<circle cx="${x + Number(dx)}" cy="${y + Number(dy)}" r="6" fill="${c}"/>`)
      .join('')
  );
}

function decorations(theme: CardTheme, seed: number, editable: boolean): string {
  switch (theme) {
    case 'balloons':
      return (
        balloon(60, 70, '#FF595E') +
        balloon(540, 80, '#1982C4') +
        balloon(500, 50, '#FFCA3A') +
        (editable ? '' : balloon(110, 300, '#8AC926')) +
        confetti(seed, 18, PARTY, [0, 340, W, 60])
      );
    case 'cake':
      return confetti(seed, 26, ['#FFFFFF', '#FFD166', '#F72585'], [0, 0, W, 150]) + icon('cake', 220, 180, 160, '#FFFFFF', '#F72585');
    case 'confetti':
      return confetti(seed, 40, PARTY);
    case 'bloom':
      return (
        flower(44, 360, 18, '#F28482') +
        flower(96, 376, 12, '#F6BD60') +
        flower(560, 40, 16, '#84A59D') +
        flower(510, 372, 14, '#F28482') +
        flower(36, 40, 10, '#F6BD60')
      );
    case 'latte':
      return (
        icon('cup', 420, 150, 140, '#6F4E37', '#EDE0D4') +
        [
          [70, 200],
          [120, 236],
          [80, 262],
          [150, 280],
        ]
          .map(
            ([x, y]) =>
              `<ellipse cx="${x}" cy="${y}" rx="12" ry="8" fill="#6F4E37" transform="rotate(30 ${x} ${y})"/><path d="M${x - 8} ${y - 2}q8 4 16 0" stroke="#DDB892" stroke-width="2" fill="none" transform="rotate(30 ${x} ${y})"/>`,
          )
          .join('')
      );
    case 'hearts':
      return (
        heart(60, 50, 1.2, '#FF4D6D') +
        heart(540, 330, 1.6, '#FF4D6D') +
        heart(520, 60, 0.8, '#FF8FA3') +
        heart(80, 360, 0.9, '#FF8FA3', 0.8) +
        heart(300, 370, 0.6, '#FF4D6D', 0.6)
      );
    case 'letter':
      return (
        '<path d="M430 20h140v96H430z" fill="#fff"/><path d="M430 20l70 54 70-54" fill="none" stroke="#FF8FA3" stroke-width="4"/>' +
        heart(500, 96, 0.7, '#FF4D6D') +
        heart(60, 60, 0.9, '#FF8FA3') +
        heart(40, 360, 0.7, '#FF4D6D')
      );
    case 'stars':
      return (
        star(70, 60, 22, 9, 5, '#FFD166') +
        star(530, 70, 28, 11, 5, '#FFD166') +
        star(560, 340, 14, 6, 5, '#FFD166') +
        star(40, 340, 16, 7, 5, '#F4A261') +
        confetti(seed, 20, ['#FFD166', '#FFFFFF'], [0, 360, W, 40])
      );
    case 'graduation':
      return (
        '<g transform="translate(0 100)"><path d="M300 90l120 46-120 46-120-46z" fill="#111"/><path d="M240 158v40q60 30 120 0v-40l-60 24z" fill="#222"/><path d="M410 140v60" stroke="#FFD166" stroke-width="4"/><circle cx="410" cy="204" r="7" fill="#FFD166"/></g>' +
        star(80, 70, 16, 7, 5, '#FFD166') +
        star(520, 60, 20, 8, 5, '#FFD166') +
        '<rect x="450" y="330" width="110" height="30" rx="15" fill="#F1FAEE"/><rect x="498" y="326" width="14" height="38" fill="#E63946"/>'
      );
    case 'christmas':
      return (
        (editable ? tree(540, 220) : tree(110, 170) + tree(500, 170)) +
        snowflake(60, 60, 14) +
        snowflake(520, 40, 10) +
        snowflake(300, 380, 10) +
        snowflake(40, 330, 8)
      );
    case 'fireworks':
      return (
        burst(90, 80, 60, '#FFD166') +
        burst(520, 90, 70, '#F72585') +
        burst(480, 320, 40, '#4CC9F0') +
        burst(100, 330, 44, '#B5179E') +
        confetti(seed, 20, ['#FFD166', '#4CC9F0', '#F72585'], [150, 0, 300, 80])
      );
    case 'lunar':
      return (
        lantern(80, 70, 1) +
        lantern(520, 70, 1) +
        lantern(300, 360, 0.6) +
        '<circle cx="120" cy="330" r="28" fill="#FFD166"/><rect x="112" y="322" width="16" height="16" fill="#B5121B"/><circle cx="480" cy="330" r="28" fill="#FFD166"/><rect x="472" y="322" width="16" height="16" fill="#B5121B"/>'
      );
    default:
      return '';
  }
}

/** A festive gift card design on the 600x400 reference canvas; thumbnails render the same art at 300x200. */
export function giftcardArt(g: GiftcardSeed, thumb = false, headline = g.headline): string {
  const [c1, c2] = g.colours;
  const ink = isLight(c1) ? shade(g.colours[1], -0.6) : '#FFFFFF';
  const headlineY = g.editable ? 72 : 150;
  const size = g.editable ? 44 : 52;
  const body =
    `<defs>${linear('bg', c1, c2)}</defs><rect width="${W}" height="${H}" rx="24" fill="url(#bg)"/>` +
    // no panels, ruled lines or photo frame in the art: the card draws them under filled slots only (decision 0242)
    decorations(g.theme, g.id * 101, g.editable) +
    text(
      300,
      headlineY,
      headline,
      // Chinese and Japanese are not slanted (decision 0243)
      `font-family="${SERIF}" font-size="${size}" font-weight="700" font-style="${/[\u2e80-\uffff]/.test(headline) ? 'normal' : 'italic'}" fill="${ink}" text-anchor="middle"`,
    );
  return thumb ? svgDoc(300, 200, body, { viewBox: `0 0 ${W} ${H}` }) : svgDoc(W, H, body);
}

export function stickerArt(kind: 'heart' | 'star' | 'lantern'): string {
  const body = kind === 'heart' ? heart(50, 40, 1.8, '#FF4D6D') : kind === 'star' ? star(50, 52, 44, 19, 5, '#FFD166') : lantern(50, 50, 1);
  return svgDoc(100, 100, body);
}

/** Stand-in for a photo a sender uploaded: two friends at the beach at sunset. */
export function samplePhoto(): string {
  return svgDoc(
    400,
    400,
    `<defs>${linear('s', '#FFB4A2', '#FFD6A5', false)}</defs><rect width="400" height="400" fill="url(#s)"/>` +
      '<circle cx="280" cy="190" r="60" fill="#FFF3B0"/><path d="M0 250h400v150H0z" fill="#48CAE4"/><path d="M0 250q100-14 200 0t200 0" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/>' +
      '<path d="M0 330q120-30 240 0t160 10v60H0z" fill="#F6D7B0"/>' +
      '<circle cx="140" cy="236" r="18" fill="#3D405B"/><path d="M118 330v-60a22 22 0 0 1 44 0v60z" fill="#E07A5F"/>' +
      '<circle cx="196" cy="244" r="16" fill="#3D405B"/><path d="M176 330v-52a20 20 0 0 1 40 0v52z" fill="#81B29A"/>',
  );
}
