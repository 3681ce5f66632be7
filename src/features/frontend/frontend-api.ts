import { callApi } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';
import { countryField } from '../../lib/market.ts';

/** Every frontend-group call of the shop: the home banners, the popups and "don't show again". */

export type Popup = AnswerOf<'frontend', 'list_popup'>['table'][number];

export async function listBanners() {
  return (await callApi('frontend', 'list_banner', { order_by: 'ASC', ...countryField() })).table;
}

export async function listPopups(): Promise<Popup[]> {
  return (await callApi('frontend', 'list_popup', { order_by: 'ASC', ...countryField() })).table;
}

export async function markNotShowAgain(popupId: string | number): Promise<void> {
  await callApi('frontend', 'mark_not_show_again', { popup_id: popupId });
}
