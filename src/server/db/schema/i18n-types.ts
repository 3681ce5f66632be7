/** Translations stored as jsonb: { en: {...}, cn: {...}, jp: {...} }; English is required and is the fallback. */
export type LangKey = 'en' | 'cn' | 'jp';
export type Translated<T> = { en: T } & Partial<Record<Exclude<LangKey, 'en'>, Partial<T>>>;
export type NameI18n = Translated<{ name: string }>;
/** A card design's name, and optionally its art painted in that language (the row's images are the English art). */
export type GiftcardI18n = Translated<{ name: string; image?: string; image_thumbnail?: string }>;
export type ProductI18n = Translated<{ name: string; description: string; terms_and_conditions: string; redeem_howto: string }>;
/** A campaign's text, and optionally its art in that language (the row's image is the English art). */
export type CampaignI18n = Translated<{
  name: string;
  description: string;
  terms_and_conditions: string;
  discount_message?: string;
  image?: string;
}>;
/** A banner's or popup's text, and optionally its art in that language (the row's image is the English art). */
export type LinkageI18n = Translated<{ name: string; description: string; image?: string }>;
