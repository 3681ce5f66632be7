import { callApi } from '../../lib/api-client.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';

import type { Campaign, ChildCampaign } from '../../shared/api/catalogue-types.ts';

export type { Campaign, ChildCampaign };
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
