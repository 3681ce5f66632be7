import type { GiftcardI18n } from '../db/schema/i18n-types.ts';
import { perLanguage } from '../platform/per-language.ts';

/**
 * A card design's name and art in every language (decision 0243): the art painted in that language when there is
 * one, else the English art of the row.
 */
export function cardLanguages(i18n: GiftcardI18n, image: string, thumbnail: string) {
  return perLanguage((l) => ({
    name: i18n[l]?.name || i18n.en.name,
    image: i18n[l]?.image || image,
    image_thumbnail: i18n[l]?.image_thumbnail || thumbnail,
  }));
}
