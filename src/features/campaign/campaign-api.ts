import { callApi } from '../../lib/api-client.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';

/** detail_campaign's table, as the contract declares it (src/shared/api/answers/profile.ts). */
export type Campaign = AnswerOf<'profile', 'detail_campaign'>['table'];
/** A child campaign (a milestone of the invite campaign). */
export type ChildCampaign = Campaign['child_campaign'][number];
export type RedeemAnswer = AnswerOf<'profile', 'redeem_campaign_reward'>;

export async function loadCampaign(id: number): Promise<Campaign> {
  return (await callApi('profile', 'detail_campaign', { campaign_id: id })).table;
}

export async function redeemCampaign(id: number): Promise<RedeemAnswer> {
  return callApi('profile', 'redeem_campaign_reward', { campaign_id: id });
}

/** A campaign text in the interface language, English when missing. */
export function campaignText(
  c: Campaign | ChildCampaign,
  lang: 'en' | 'cn' | 'jp',
  key: 'name' | 'description' | 'terms_and_conditions' | 'image',
): string {
  return pickLang(c.multiple_languages, lang, key) || c[key];
}
