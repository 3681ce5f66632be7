/**
 * Writes the gift-opening animation of the share page: three layers (envelope, card, sparkle) of 19 SVG frames
 * each, on the 600x400 card stage, into public/share-animation/<layer>/NN.svg. Deterministic.
 * Usage: node scripts/generate-share-frames.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAME_COUNT, frameFile, LAYERS, type Layer } from '../src/features/gift-page/animation-frames.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const W = 600;
const H = 400;
const MAX_BYTES = 3072;

const clamp = (v: number) => Math.min(1, Math.max(0, v));
/** progress of t within [a, b], eased in and out */
const phase = (t: number, a: number, b: number) => {
  const x = clamp((t - a) / (b - a));
  return x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2;
};
const n = (v: number) => Number(v.toFixed(1));
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

// The envelope: body 360x220 centred low on the stage; its flap opens (folds up), then it drops away.
const ENV = { x: 120, y: 150, w: 360, h: 220 };
const envelopeDrop = (t: number) => phase(t, 0.45, 0.9);

/** The envelope's front pocket (below the V of the flap), moved down by dy. */
function frontPath(dy: number): string {
  const { x, y, w, h } = ENV;
  const cx = x + w / 2;
  return `M${x} ${y + 24 + dy}L${cx} ${y + 130 + dy}L${x + w} ${y + 24 + dy}V${y + h + dy}H${x}Z`;
}

/** A heart of half-width r centred on (cx, cy). */
function heart(cx: number, cy: number, r: number): string {
  const top = cy - r * 0.45;
  return `M${n(cx)} ${n(cy + r)}C${n(cx - r * 1.6)} ${n(cy)} ${n(cx - r)} ${n(top - r * 0.9)} ${n(cx)} ${n(top)}C${n(cx + r)} ${n(top - r * 0.9)} ${n(cx + r * 1.6)} ${n(cy)} ${n(cx)} ${n(cy + r)}Z`;
}

/**
 * What makes the pocket a gift envelope rather than a flat shape: a stitched border, a scatter of small hearts and a
 * light edge. The closed envelope is painted from the page's HTML as the recipient's first sight (decision 0227), so
 * it is drawn with enough detail to be the page's largest content, not a placeholder (Chromium ignores images under
 * 0.05 bits per pixel as largest content).
 */
function pocketDecoration(): string {
  const { x, y, w, h } = ENV;
  const cx = x + w / 2;
  const stitch = `M${x + 10} ${y + 40}L${cx} ${y + 142}L${x + w - 10} ${y + 40}V${y + h - 10}H${x + 10}Z`;
  const hearts: Array<[number, number, number, string]> = [
    [x + 34, y + 176, 9, '#F6D8A8'],
    [x + 62, y + 198, 6, '#F2C14E'],
    [x + 92, y + 182, 7, '#FBE3E6'],
    [x + w - 36, y + 172, 10, '#F6D8A8'],
    [x + w - 70, y + 196, 6, '#FBE3E6'],
    [x + w - 100, y + 180, 7, '#F2C14E'],
    [cx - 44, y + 196, 5, '#FBE3E6'],
    [cx + 46, y + 194, 5, '#F6D8A8'],
  ];
  return (
    `<path d="${stitch}" fill="none" stroke="#F6D8A8" stroke-width="2" stroke-dasharray="7 6" opacity=".75"/>` +
    hearts.map(([hx, hy, r, colour]) => `<path d="${heart(hx, hy, r)}" fill="${colour}" opacity=".9"/>`).join('') +
    `<path d="M${x + 14} ${y + h - 4}H${x + w - 14}" stroke="#8E2230" stroke-width="4" stroke-linecap="round" opacity=".35"/>` +
    giftTag(x + w - 86, y + 118, cx + 20, y + 134)
  );
}

/** A small gift tag at the pocket's right, tied to the seal (sx, sy) with a string, two written lines on it. */
function giftTag(tx: number, ty: number, sx: number, sy: number): string {
  return (
    `<path d="M${sx} ${sy}C${sx + 30} ${sy + 24} ${tx + 4} ${ty - 20} ${tx + 26} ${ty + 2}" stroke="#F6D8A8" stroke-width="2" fill="none"/>` +
    `<g transform="rotate(-12 ${tx + 30} ${ty + 20})"><path d="M${tx + 14} ${ty - 8}H${tx + 46}L${tx + 58} ${ty + 6}V${ty + 48}H${tx + 2}V${ty + 6}Z" fill="#FFF8EC" stroke="#E9C46A" stroke-width="2"/>` +
    `<circle cx="${tx + 30}" cy="${ty + 2}" r="4" fill="#D94F5C"/>` +
    `<path d="M${tx + 12} ${ty + 22}h34M${tx + 12} ${ty + 34}h24" stroke="#D9B99B" stroke-width="4" stroke-linecap="round"/></g>`
  );
}

function envelope(t: number): string {
  const open = phase(t, 0, 0.35); // flap: 1 -> -1 vertical scale
  const drop = envelopeDrop(t); // slides down and fades
  const flapScale = n(1 - 2 * open);
  const dy = n(drop * 260);
  const opacity = n(1 - drop);
  const { x, y, w, h } = ENV;
  const cx = x + w / 2;
  const flap = `<path d="M${x} ${y}L${cx} ${y + 130}L${x + w} ${y}Z" fill="${flapScale >= 0 ? '#C23B4A' : '#E8A0A8'}" transform="translate(0 ${y}) scale(1 ${flapScale}) translate(0 ${-y})"/>`;
  const back = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#B3303F"/><path d="M${x + 10} ${y + 6}H${x + w - 10}V${y + 120}H${x + 10}Z" fill="#F6D8A8" opacity="${n(open)}"/>`;
  const front = `<path d="${frontPath(0)}" fill="#D94F5C"/>${pocketDecoration()}`;
  const seal =
    open < 0.5
      ? `<circle cx="${cx}" cy="${y + 128}" r="22" fill="#F2C14E" stroke="#E0A526" stroke-width="3"/><path d="${heart(cx, y + 130, 12)}" fill="#C23B4A"/>`
      : '';
  // The flap is drawn behind the card (open) or in front (closed): the card layer sits between the two draws,
  // so the open flap belongs to the back and the closed flap to the front of this layer only at the start.
  return svg(`<g transform="translate(0 ${dy})" opacity="${opacity}">${back}${front}${flap}${seal}</g>`);
}

// The card: rises out of the envelope, then grows to fill the stage where the opened card appears.
function card(t: number): string {
  const rise = phase(t, 0.25, 0.6);
  const grow = phase(t, 0.6, 1);
  if (rise === 0) return svg('');
  const smallW = 320;
  const smallH = smallW / 1.5;
  const w = smallW + (W - smallW) * grow;
  const h = smallH + (H - smallH) * grow;
  const yStart = ENV.y + 20;
  const yRisen = 40;
  const top = (yStart + (yRisen - yStart) * rise) * (1 - grow);
  const left = (W - w) / 2;
  const r = 14 * (1 - grow) + 24 * grow;
  // while the envelope is still there, the card is hidden behind its front pocket (it rises out of it)
  const drop = envelopeDrop(t);
  const clip = drop < 0.5 ? `<clipPath id="k"><path clip-rule="evenodd" d="M0 0H${W}V${H}H0Z${frontPath(n(drop * 260))}"/></clipPath>` : '';
  const ribbonX = left + w * 0.72;
  const ribbonY = top + h * 0.5;
  return svg(
    `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFF8EC"/><stop offset="1" stop-color="#FCE7C8"/></linearGradient>${clip}</defs>` +
      `<g${clip ? ' clip-path="url(#k)"' : ''}>` +
      `<rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="url(#c)" stroke="#E9C46A" stroke-width="3"/>` +
      `<rect x="${n(ribbonX - 10)}" y="${n(top)}" width="20" height="${n(h)}" fill="#E76F51" opacity=".85"/>` +
      `<rect x="${n(left)}" y="${n(ribbonY - 10)}" width="${n(w)}" height="20" fill="#E76F51" opacity=".85"/>` +
      `<circle cx="${n(ribbonX)}" cy="${n(ribbonY)}" r="${n(16 + 8 * grow)}" fill="#F4A261"/>` +
      `<path d="M${n(left + w * 0.12)} ${n(top + h * 0.32)}h${n(w * 0.4)}M${n(left + w * 0.12)} ${n(top + h * 0.45)}h${n(w * 0.32)}" stroke="#D9B99B" stroke-width="${n(6 + 4 * grow)}" stroke-linecap="round" opacity="${n(1 - grow)}"/></g>`,
  );
}

// Sparkles: a burst of stars and dots from the card's centre that spreads and fades.
const RAYS = 12;
const COLOURS = ['#F2C14E', '#E76F51', '#2A9D8F', '#F4A261', '#8AC926', '#1982C4'];

function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.4;
    pts.push(`${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}

function sparkle(t: number): string {
  const burst = phase(t, 0.4, 1);
  if (burst === 0) return svg('');
  const fade = n(1 - phase(t, 0.75, 1));
  const cx = W / 2;
  const cy = H / 2;
  const shapes = Array.from({ length: RAYS }, (_, i) => {
    const a = ((Math.PI * 2) / RAYS) * i + 0.2;
    const dist = 40 + burst * (i % 2 === 0 ? 230 : 170);
    const x = cx + Math.cos(a) * dist * 1.3;
    const y = cy + Math.sin(a) * dist * 0.8;
    const colour = COLOURS[i % COLOURS.length];
    return i % 3 === 0
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(5 + 3 * (1 - burst))}" fill="${colour}"/>`
      : `<path d="${star(x, y, 9 + 6 * (1 - burst))}" fill="${colour}"/>`;
  }).join('');
  return svg(`<g opacity="${fade}">${shapes}</g>`);
}

const DRAW: Record<Layer, (t: number) => string> = { envelope, card, sparkle };

rmSync(path.join(ROOT, 'share-animation'), { recursive: true, force: true });
let total = 0;
for (const layer of LAYERS) {
  for (let i = 0; i < FRAME_COUNT; i++) {
    const content = DRAW[layer](i / (FRAME_COUNT - 1));
    const bytes = Buffer.byteLength(content);
    if (bytes > MAX_BYTES) throw new Error(`${layer} frame ${i} is ${bytes} bytes (limit ${MAX_BYTES})`);
    const file = path.join(ROOT, frameFile(layer, i));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    total += bytes;
  }
}
console.log(`wrote ${LAYERS.length * FRAME_COUNT} frames (${total} bytes) to public/share-animation`);
