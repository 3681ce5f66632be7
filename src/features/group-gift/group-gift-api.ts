import { callApi } from '../../lib/api-client.ts';
import type { PayloadOf } from '../../shared/api/schemas/index.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';
import type { GroupGiftView } from '../../shared/api/answers/group-gift.ts';

export type { GroupGiftView };

/** The gift's page address: its member id for its members, its share id for anyone with the link. */
export interface GiftAddress {
  id?: string;
  share_id?: string;
}

export async function detailGroupGift(at: GiftAddress): Promise<GroupGiftView> {
  return (await callApi('group_gift', 'detail_group_gift', at)).group_gift;
}

export function createGroupGift(payload: PayloadOf<'group_gift', 'create_group_gift'>) {
  return callApi('group_gift', 'create_group_gift', payload);
}

export function contributeGroupGift(payload: PayloadOf<'group_gift', 'contribute_group_gift'>) {
  return callApi('group_gift', 'contribute_group_gift', payload);
}

export function topUpGroupGift(id: string, udollarCardId?: string) {
  return callApi('group_gift', 'top_up_group_gift', { id, udollar_card_id: udollarCardId });
}

export function cancelGroupGift(id: string) {
  return callApi('group_gift', 'cancel_group_gift', { id });
}

export function signGroupGift(at: GiftAddress, text: string, photo: File | null, voice: Blob | null) {
  return callApi('group_gift', 'sign_group_gift', {
    ...at,
    text,
    photo: photo ?? undefined,
    voice: voice ? new File([voice], voice.type.includes('mp4') ? 'voice.m4a' : 'voice.webm', { type: voice.type }) : undefined,
  });
}

export type UdollarCard = AnswerOf<'udollar', 'list_udollar_giftcards'>['table'][number];

/** The member's uDollar cards that can pay in this currency now. */
export async function usableCards(currency: string): Promise<UdollarCard[]> {
  const cards = (await callApi('udollar', 'list_udollar_giftcards', { currency_code: currency })).table;
  return cards.filter((c) => !c.is_expired && c.udollar_balance > 0);
}

export type Friend = AnswerOf<'profile', 'list_friend'>['table'][number];
export async function listFriends(): Promise<Friend[]> {
  return (await callApi('profile', 'list_friend', { limit: 100 })).table;
}

export type ProductDetail = AnswerOf<'catalogue', 'detail_product'>['table'];
export async function productDetail(id: number): Promise<ProductDetail> {
  return (await callApi('catalogue', 'detail_product', { product_id: id })).table;
}

export type ProductSummary = AnswerOf<'catalogue', 'list_product'>['table'][number];
export async function someProducts(): Promise<ProductSummary[]> {
  return (await callApi('catalogue', 'list_product', { limit: 30 })).table;
}

export interface Design {
  id: number;
  name: string;
}
/** The card designs of the shopper's market. */
export async function listDesigns(lang: 'en' | 'cn' | 'jp'): Promise<Design[]> {
  const table = (await callApi('giftcard', 'list_giftcard', { limit: 50 })).table;
  return table.flatMap((d) => ('edit_parameter' in d ? [{ id: d.id, name: d.multiple_languages[lang]?.name || d.name }] : []));
}
