import type { ProductI18n } from '../db/schema/i18n-types.ts';
import { pickLang } from '../../shared/i18n-pick.ts';

export type ContentLang = 'en' | 'cn' | 'jp';

type ProductText = { name: string; description: string; terms_and_conditions: string; redeem_howto: string };

/** A field of an order line's captured product text (the product's current text when the line has none), English fallback. */
export function lineText(lineI18n: ProductI18n | null, productI18n: ProductI18n | null, lang: ContentLang, key: keyof ProductText): string {
  return pickLang<ProductText, keyof ProductText>(lineI18n, lang, key) || pickLang<ProductText, keyof ProductText>(productI18n, lang, key);
}
