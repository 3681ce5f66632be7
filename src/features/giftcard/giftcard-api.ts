import { callApi } from '../../lib/api-client.ts';
import type { PayloadOf } from '../../shared/api/schemas/index.ts';
import type { Giftcard, GiftcardDetail, GiftcardGroup } from '../../shared/api/catalogue-types.ts';

type ListPayload = PayloadOf<'giftcard', 'list_giftcard'>;

const isGroup = (row: Giftcard | GiftcardGroup): row is GiftcardGroup => 'giftcards' in row;
const isDesign = (row: Giftcard | GiftcardGroup): row is Giftcard => !('giftcards' in row);

/** The card designs grouped by category (list_giftcard with group_by_categories). */
export async function listGiftcardGroups(payload: Omit<ListPayload, 'group_by_categories'> = {}): Promise<GiftcardGroup[]> {
  const rows: Array<Giftcard | GiftcardGroup> = (await callApi('giftcard', 'list_giftcard', { ...payload, group_by_categories: 1 })).table;
  return rows.filter(isGroup);
}

/** A flat list of card designs (list_giftcard). */
export async function listGiftcards(payload: Omit<ListPayload, 'group_by_categories'> = {}): Promise<Giftcard[]> {
  const rows: Array<Giftcard | GiftcardGroup> = (await callApi('giftcard', 'list_giftcard', payload)).table;
  return rows.filter(isDesign);
}

/** One design with the products suggested with it (detail_giftcard). */
export async function detailGiftcard(payload: PayloadOf<'giftcard', 'detail_giftcard'>): Promise<GiftcardDetail> {
  return (await callApi('giftcard', 'detail_giftcard', payload)).table;
}
