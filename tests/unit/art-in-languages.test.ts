import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artFileIn, artWord, promoArtIn } from '../../src/server/seed/data/art-words.ts';
import { DISCOUNT_CAMPAIGNS } from '../../src/server/seed/data/discount-campaigns.ts';
import { GIFTCARDS, giftcardImage, giftcardThumbnail } from '../../src/server/seed/data/giftcards.ts';
import { buildBanners, buildPopups, localisedArt } from '../../src/server/seed/data/marketing.ts';
import { buildTaskCampaigns } from '../../src/server/seed/data/task-campaigns.ts';

/** Decision 0243: no English word painted into a Chinese or Japanese picture. */
const DEMO = path.resolve(import.meta.dirname, '../../public/demo');
const LANGS = ['cn', 'jp'] as const;

describe('the demo art is painted in each language', () => {
  it('has every campaign in Chinese and Japanese, title, subtitle and badge, and the files are committed', () => {
    for (const c of [...DISCOUNT_CAMPAIGNS, ...buildTaskCampaigns()]) {
      for (const lang of LANGS) {
        const art = promoArtIn(c.art, lang);
        expect(`${art.title} ${art.subtitle} ${art.badge ?? ''}`, c.art.file).not.toMatch(/\b(OFF|SALE|NEW|FREE|PTS)\b/);
        expect(existsSync(path.join(DEMO, art.file)), art.file).toBe(true);
      }
    }
  });

  it('has no English badge on a banner or popup in another language', () => {
    for (const b of [...buildBanners(), ...buildPopups()])
      for (const lang of LANGS) expect(localisedArt(b, lang).badge ?? '', b.art.file).not.toMatch(/[A-Z]{3,}/);
  });

  it("paints every card's headline in each language", () => {
    for (const g of GIFTCARDS) {
      for (const lang of LANGS) {
        expect(artWord(g.headline, lang)).not.toMatch(/[A-Za-z]/);
        expect(existsSync(path.join(DEMO, artFileIn(giftcardImage(g), lang)))).toBe(true);
        expect(existsSync(path.join(DEMO, artFileIn(giftcardThumbnail(g), lang)))).toBe(true);
      }
    }
  });

  it('refuses a phrase it has no words for', () => {
    expect(() => artWord('Totally New Phrase', 'jp')).toThrow(/no jp/);
    expect(artWord('10% OFF', 'jp')).toBe('10%オフ');
  });
});
