import { perLanguage } from '../platform/per-language.ts';
import { memberLabel } from '../../shared/masked-phone.ts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftcards, members, music, orderLines, products } from '../db/schema/index.ts';
import { type Track, trackColumns, trackOf } from '../giftcard/track.ts';
import { cardLanguages } from '../giftcard/card-art.ts';
import type { GiftcardI18n } from '../db/schema/i18n-types.ts';
import type { ProductI18n } from '../db/schema/i18n-types.ts';
import type { CardElement } from '../../shared/card-elements.ts';

/** product_name in every language, English where a language has none. */
export interface ProductNames {
  en: { product_name: string };
  cn: { product_name: string };
  jp: { product_name: string };
}

export interface OrderLineView {
  product_id: number;
  image: string;
  product_name: string;
  quantity: number;
  amount: number;
  currency_code: string;
  multiple_languages: ProductNames;
}

/** The spec's multiple_languages object of an order line: product_name per language (English always present). */
function namesOf(i18n: ProductI18n | null, fallback: ProductI18n): ProductNames {
  const source = i18n?.en?.name ? i18n : fallback;
  return perLanguage((l) => ({ product_name: source[l]?.name || source.en.name }));
}

/** The lines of an order, names as captured when it was reserved (the catalogue's when none were captured). */
export async function orderLinesOf(db: Db, orderId: number): Promise<OrderLineView[]> {
  const rows = await db
    .select({
      product_id: orderLines.product_id,
      quantity: orderLines.quantity,
      amount: orderLines.amount,
      currency_code: orderLines.currency_code,
      i18n: orderLines.i18n,
      image: orderLines.image,
      product_i18n: products.i18n,
      product_image: products.image,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(eq(orderLines.order_id, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map((r) => {
    const multiple_languages = namesOf(r.i18n, r.product_i18n);
    return {
      product_id: r.product_id,
      image: r.image || r.product_image,
      product_name: multiple_languages.en.product_name,
      quantity: r.quantity,
      amount: r.amount,
      currency_code: r.currency_code,
      multiple_languages,
    };
  });
}

export interface CardView {
  giftcard_id: number;
  giftcard_image: string;
  giftcard_name: string;
  giftcard_languages: Record<'en' | 'cn' | 'jp', { name: string; image: string }>;
  giftcard_edit_parameter: CardElement[];
  music: Track | null;
}

/** A design's name and art per language, without the thumbnails the order pages never show. */
function languagesOf(card: { image: string; thumbnail: string; i18n: GiftcardI18n } | undefined): CardView['giftcard_languages'] {
  const all = card ? cardLanguages(card.i18n, card.image, card.thumbnail) : null;
  const one = (l: 'en' | 'cn' | 'jp') => ({ name: all?.[l].name ?? '', image: all?.[l].image ?? '' });
  return { en: one('en'), cn: one('cn'), jp: one('jp') };
}

/** The card design of an order: its art, the elements as customised, and the chosen track. */
export async function cardOf(db: Db, giftcardId: number, elements: CardElement[]): Promise<CardView> {
  const [card] =
    giftcardId > 0
      ? await db
          .select({ image: giftcards.image, thumbnail: giftcards.image_thumbnail, i18n: giftcards.i18n })
          .from(giftcards)
          .where(eq(giftcards.id, giftcardId))
      : [];
  const musicId = Number(elements.find((e) => e.type === 'music')?.content ?? '');
  const [track] = Number.isInteger(musicId) && musicId > 0 ? await db.select(trackColumns).from(music).where(eq(music.id, musicId)) : [];
  return {
    giftcard_id: card ? giftcardId : 0,
    giftcard_image: card?.image ?? '',
    giftcard_name: card?.i18n.en.name ?? '',
    giftcard_languages: languagesOf(card),
    giftcard_edit_parameter: card ? elements : [],
    music: track ? trackOf(track) : null,
  };
}

/**
 * The design a gift without one is opened with (never an empty grey card): the first design of the order's
 * market, else of the shop, with no customised elements.
 */
export async function defaultCard(db: Db, countryId: number | null): Promise<CardView> {
  const pick = (where?: ReturnType<typeof eq>) =>
    db
      .select({ id: giftcards.id, image: giftcards.image, thumbnail: giftcards.image_thumbnail, i18n: giftcards.i18n })
      .from(giftcards)
      .where(where)
      .orderBy(asc(giftcards.sort), asc(giftcards.id))
      .limit(1);
  const [card] = (countryId !== null ? await pick(eq(giftcards.country_id, countryId)) : []).concat(await pick());
  return {
    giftcard_id: 0,
    giftcard_image: card?.image ?? '',
    giftcard_name: card?.i18n.en.name ?? '',
    giftcard_languages: languagesOf(card),
    giftcard_edit_parameter: [],
    music: null,
  };
}

export interface MemberView {
  id: number;
  name: string;
  profile_picture: string;
}

export async function membersById(db: Db, ids: Array<number | null>): Promise<Map<number, MemberView>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: members.id,
      name: members.name,
      profile_picture: members.profile_picture,
      phone_prefix: members.phone_prefix,
      phone_number: members.phone_number,
    })
    .from(members)
    .where(inArray(members.id, wanted));
  // a member without a name is shown to others by a masked phone, never blank and never by number
  return new Map(rows.map((r) => [r.id, { id: r.id, name: memberLabel(r), profile_picture: r.profile_picture }]));
}
