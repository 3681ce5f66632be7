import { callApi } from '../../lib/api-client.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import type { ProductSummary } from '../catalogue/catalogue-types.ts';

export interface CampaignProgress {
  current: number;
  target: number;
  percentage: number;
  campaign_progress_message: string;
}

/** detail_campaign's table. */
export interface Campaign {
  id: number;
  name: string;
  image: string;
  description: string;
  terms_and_conditions: string;
  multiple_languages: Record<string, { name?: string; description?: string; terms_and_conditions?: string }>;
  campaign_type: string;
  task_type: 'new_app' | 'invite' | 'purchase' | 'none';
  reward_type: 'product_free' | 'product_discount' | 'points' | 'none';
  reward_points: number;
  is_redeem: boolean;
  is_redeemed: boolean;
  is_redeemed_date: string;
  campaign_progress: CampaignProgress;
  end_date: string;
  child_campaign: Campaign[];
  /** the products the campaign offers (the main campaign only) */
  products?: ProductSummary[];
}

export interface RedeemAnswer {
  message: string;
  reward_type: string;
  product_id: number;
  order_id: number;
}

export async function loadCampaign(id: number): Promise<Campaign> {
  const a = await callApi('profile', 'detail_campaign', { campaign_id: id });
  return a.table as Campaign;
}

export async function redeemCampaign(id: number): Promise<RedeemAnswer> {
  return (await callApi('profile', 'redeem_campaign_reward', { campaign_id: id })) as unknown as RedeemAnswer;
}

/** A campaign text in the interface language, English when missing. */
export function campaignText(c: Campaign, lang: 'en' | 'cn' | 'jp', key: 'name' | 'description' | 'terms_and_conditions'): string {
  return pickLang(c.multiple_languages, lang, key) || c[key];
}
