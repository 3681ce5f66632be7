import { giftcardCategories, giftcardProducts, giftcards, music } from '../db/schema/index.ts';
import type { GiftcardI18n } from '../db/schema/i18n-types.ts';
import { nameI18n, type SeedContext } from './context.ts';
import { demoUrl } from './data/assets.ts';
import { COUNTRIES, COUNTRY_ID } from './data/countries.ts';
import { GIFTCARD_CATEGORIES, GIFTCARDS, giftcardImage, giftcardThumbnail, type GiftcardSeed } from './data/giftcards.ts';
import { MUSIC, musicPath } from './data/music.ts';
import { artFileIn } from './data/art-words.ts';
import { buildProducts } from './data/products.ts';

export interface GiftcardCounts {
  giftcardCategories: number;
  giftcards: number;
  giftcardProducts: number;
  music: number;
}

/**
 * Related products of a card: per country where the card is offered, the best sellers whose gift
 * intentions match the card's category (4 for a one-country card, 3 per country otherwise),
 * topped up with other best sellers when too few match.
 */
export function relatedProductIds(card: GiftcardSeed): number[] {
  const intention = GIFTCARD_CATEGORIES.find((c) => c.id === card.categoryId)?.intention;
  const countryIds = card.country ? [COUNTRY_ID[card.country]] : COUNTRIES.map((c) => c.id);
  const perCountry = card.country ? 4 : 3;
  return countryIds.flatMap((countryId) => {
    const candidates = buildProducts()
      .filter((p) => p.country.id === countryId && !p.isUdollar && p.stock > 0)
      .sort((a, b) => b.soldCount - a.soldCount || a.id - b.id);
    const matching = candidates.filter((p) => intention !== undefined && p.intentions.includes(intention));
    const others = candidates.filter((p) => !matching.includes(p));
    return [...matching, ...others].slice(0, perCountry).map((p) => p.id);
  });
}

/** The design's names, and its art painted in Chinese and Japanese beside the English (decision 0243). */
function cardI18n(g: GiftcardSeed): GiftcardI18n {
  const names = nameI18n(g.names);
  const inLang = (lang: 'cn' | 'jp') => ({
    name: names[lang]?.name ?? names.en.name,
    image: demoUrl(artFileIn(giftcardImage(g), lang)),
    image_thumbnail: demoUrl(artFileIn(giftcardThumbnail(g), lang)),
  });
  return { en: names.en, cn: inLang('cn'), jp: inLang('jp') };
}

export async function seedGiftcards({ tx }: SeedContext): Promise<GiftcardCounts> {
  await tx.insert(music).values(
    MUSIC.map((m, i) => ({
      id: m.id,
      name: m.name,
      name_cn: m.nameCn,
      name_jp: m.nameJp,
      url: demoUrl(musicPath(m)),
      duration_ms: m.durationMs,
      sort: i + 1,
    })),
  );
  await tx.insert(giftcardCategories).values(GIFTCARD_CATEGORIES.map((c, i) => ({ id: c.id, i18n: nameI18n(c.names), sort: i + 1 })));
  await tx.insert(giftcards).values(
    GIFTCARDS.map((g, i) => ({
      id: g.id,
      category_id: g.categoryId,
      country_id: g.country ? COUNTRY_ID[g.country] : null,
      i18n: cardI18n(g),
      image: demoUrl(giftcardImage(g)),
      image_thumbnail: demoUrl(giftcardThumbnail(g)),
      is_editable: g.editable,
      edit_parameter: g.elements,
      sort: i + 1,
    })),
  );
  const links = GIFTCARDS.flatMap((g) => relatedProductIds(g).map((product_id) => ({ giftcard_id: g.id, product_id })));
  await tx.insert(giftcardProducts).values(links);
  return {
    giftcardCategories: GIFTCARD_CATEGORIES.length,
    giftcards: GIFTCARDS.length,
    giftcardProducts: links.length,
    music: MUSIC.length,
  };
}
