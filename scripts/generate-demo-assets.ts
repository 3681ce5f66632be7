/**
 * Writes the demo shop's committed assets into public/demo: product, brand, category, gift card,
 * campaign, banner, popup and flag SVGs, and six synthesized WAV tracks. Deterministic: running it
 * twice gives identical files. Usage: node scripts/generate-demo-assets.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPIRED_VOUCHER_IMAGE, PLACEHOLDER_IMAGE, SAMPLE_PHOTO } from '../src/server/seed/data/assets.ts';
import { BRANDS, brandHomeImage, brandImage } from '../src/server/seed/data/brands.ts';
import type { PromoArt } from '../src/server/seed/data/campaign-art.ts';
import { CATEGORIES, categoryHomeImage, categoryImage } from '../src/server/seed/data/categories.ts';
import { COUNTRIES } from '../src/server/seed/data/countries.ts';
import { DISCOUNT_CAMPAIGNS } from '../src/server/seed/data/discount-campaigns.ts';
import { GIFTCARDS, giftcardImage, giftcardThumbnail, STICKERS } from '../src/server/seed/data/giftcards.ts';
import { buildBanners, buildPopups, localisedArt } from '../src/server/seed/data/marketing.ts';
import { MUSIC, musicPath } from '../src/server/seed/data/music.ts';
import { artFileIn, artWord, promoArtIn } from '../src/server/seed/data/art-words.ts';
import { buildProducts } from '../src/server/seed/data/products.ts';
import { buildTaskCampaigns } from '../src/server/seed/data/task-campaigns.ts';
import { brandLogo, brandTile, categoryIcon, categoryTile } from './demo-assets/brand-art.ts';
import { giftcardArt, samplePhoto, stickerArt } from './demo-assets/card-art.ts';
import { renderMelody } from './demo-assets/melodies.ts';
import { productBack, productFront } from './demo-assets/product-art.ts';
import { expiredVoucherArt, flagArt, placeholderArt, promoArt } from './demo-assets/promo-art.ts';
import { encodeWav16 } from './demo-assets/wav.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'demo');
const MAX_SVG_BYTES = 4096;
const MAX_WAV_BYTES = 250 * 1024;
const SAMPLE_RATE = 11025;

const written = new Map<string, number>();

function write(rel: string, content: string | Buffer): void {
  if (written.has(rel)) return; // shared art (e.g. the video banner) is written once
  const bytes = Buffer.byteLength(content);
  const limit = rel.endsWith('.svg') ? MAX_SVG_BYTES : MAX_WAV_BYTES;
  if (bytes > limit) throw new Error(`${rel} is ${bytes} bytes (limit ${limit})`);
  const file = path.join(ROOT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.set(rel, bytes);
}

function promo(art: PromoArt, w: number, h: number): void {
  write(art.file, promoArt(art, w, h));
}

rmSync(ROOT, { recursive: true, force: true });

for (const p of buildProducts()) {
  write(p.images[0], productFront(p));
  if (p.images[1]) write(p.images[1], productBack(p));
}
for (const c of CATEGORIES) {
  write(categoryImage(c), categoryIcon(c));
  write(categoryHomeImage(c), categoryTile(c));
}
for (const b of BRANDS) {
  write(brandImage(b), brandLogo(b));
  write(brandHomeImage(b), brandTile(b));
}
for (const g of GIFTCARDS) {
  write(giftcardImage(g), giftcardArt(g));
  write(giftcardThumbnail(g), giftcardArt(g, true));
  for (const lang of ['cn', 'jp'] as const) {
    write(artFileIn(giftcardImage(g), lang), giftcardArt(g, false, artWord(g.headline, lang)));
    write(artFileIn(giftcardThumbnail(g), lang), giftcardArt(g, true, artWord(g.headline, lang)));
  }
}
for (const [kind, rel] of Object.entries(STICKERS) as [keyof typeof STICKERS, string][]) write(rel, stickerArt(kind));
write(SAMPLE_PHOTO, samplePhoto());
for (const c of [...DISCOUNT_CAMPAIGNS, ...buildTaskCampaigns()])
  for (const art of [c.art, promoArtIn(c.art, 'cn'), promoArtIn(c.art, 'jp')]) promo(art, 750, 400);
for (const b of buildBanners()) for (const art of [b.art, localisedArt(b, 'cn'), localisedArt(b, 'jp')]) promo(art, 750, 300);
for (const p of buildPopups()) for (const art of [p.art, localisedArt(p, 'cn'), localisedArt(p, 'jp')]) promo(art, 540, 720);
for (const c of COUNTRIES) write(c.flag, flagArt(c.key));
write(PLACEHOLDER_IMAGE, placeholderArt());
write(EXPIRED_VOUCHER_IMAGE, expiredVoucherArt());
for (const m of MUSIC) write(musicPath(m), encodeWav16(renderMelody(m.melody, m.durationMs, SAMPLE_RATE), SAMPLE_RATE));

const byDir = new Map<string, { files: number; bytes: number }>();
for (const [rel, bytes] of written) {
  const dir = rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : '.';
  const s = byDir.get(dir) ?? { files: 0, bytes: 0 };
  byDir.set(dir, { files: s.files + 1, bytes: s.bytes + bytes });
}
for (const [dir, s] of [...byDir].sort())
  console.log(`${dir.padEnd(12)} ${String(s.files).padStart(4)} files ${String(Math.round(s.bytes / 1024)).padStart(6)} KB`);
console.log(`public/demo: ${written.size} files`);
