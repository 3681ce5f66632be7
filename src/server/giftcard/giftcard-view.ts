import type { CardElement } from '../../shared/card-elements.ts';
import type { GiftcardI18n, NameI18n } from '../db/schema/i18n-types.ts';
import { cardLanguages } from './card-art.ts';
import { namesOnly, type ApiLang } from '../catalogue/i18n-sql.ts';

export interface GiftcardRow {
  id: number;
  category_id: number;
  i18n: GiftcardI18n;
  image: string;
  image_thumbnail: string;
  is_editable: boolean;
  edit_parameter: CardElement[];
  category_i18n: NameI18n;
}

/** A card design as the answers carry it: is_editable 'Yes' / 'No' (spec), names in every language. */
export function giftcardView(r: GiftcardRow, lang: ApiLang) {
  const names = namesOnly(r.i18n);
  const category = namesOnly(r.category_i18n);
  return {
    id: r.id,
    name: names[lang].name,
    image: r.image,
    image_thumbnail: r.image_thumbnail,
    is_editable: r.is_editable ? ('Yes' as const) : ('No' as const),
    edit_parameter: r.edit_parameter,
    multiple_languages: cardLanguages(r.i18n, r.image, r.image_thumbnail),
    category_id: r.category_id,
    category_name: category[lang].name,
    category_languages: category,
  };
}
