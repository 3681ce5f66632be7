import { banners, campaigns, popups } from '../db/schema/index.ts';
import type { LinkageI18n } from '../db/schema/i18n-types.ts';
import { discountCampaignI18n, taskCampaignI18n } from './campaign-text.ts';
import { daysAfter, daysAgo, type SeedContext } from './context.ts';
import { demoUrl } from './data/assets.ts';
import { COUNTRY_ID } from './data/countries.ts';
import { DISCOUNT_CAMPAIGNS } from './data/discount-campaigns.ts';
import { buildBanners, buildPopups, type LinkageSeed, localisedArt } from './data/marketing.ts';
import { buildTaskCampaigns } from './data/task-campaigns.ts';

/** Discount and task-based campaigns with their fixed ids (the invite campaign is 25). Runs before products. */
export async function seedCampaigns({ tx, now }: SeedContext): Promise<number> {
  const discount = DISCOUNT_CAMPAIGNS.map((c, i) => ({
    id: c.id,
    parent_id: null,
    country_id: COUNTRY_ID[c.country],
    i18n: discountCampaignI18n(c),
    image: demoUrl(c.art.file),
    campaign_type: 'discount',
    task_type: 'none',
    reward_type: 'none',
    discount_mode: c.mode,
    discount_value: c.value,
    starts_at: daysAgo(now, 20 + i),
    ends_at: daysAfter(now, 40 + i * 5),
    sort: i + 1,
  }));
  const tasks = buildTaskCampaigns().map((c, i) => ({
    id: c.id,
    parent_id: c.parentId,
    country_id: c.country ? COUNTRY_ID[c.country] : null,
    i18n: taskCampaignI18n(c.names, c.descriptions, c.terms, c.art.file),
    image: demoUrl(c.art.file),
    campaign_type: 'task_based',
    task_type: c.taskType,
    reward_type: c.rewardType,
    reward_product_id: c.rewardProductId,
    reward_points: c.rewardPoints,
    target_count: c.targetCount,
    starts_at: daysAgo(now, 90),
    ends_at: daysAfter(now, 180),
    sort: i + 1,
  }));
  await tx.insert(campaigns).values([...discount, ...tasks]);
  return discount.length + tasks.length;
}

/** Names and descriptions in every language, and the art painted in Chinese and Japanese (English is the row's image). */
const linkageI18n = (seed: LinkageSeed): LinkageI18n => ({
  en: { name: seed.names.en, description: seed.descriptions.en },
  cn: { name: seed.names.cn, description: seed.descriptions.cn, image: demoUrl(localisedArt(seed, 'cn').file) },
  jp: { name: seed.names.jp, description: seed.descriptions.jp, image: demoUrl(localisedArt(seed, 'jp').file) },
});

export async function seedBannersAndPopups({ tx }: SeedContext): Promise<{ banners: number; popups: number }> {
  const bannerRows = buildBanners().map((b, i) => ({
    country_id: COUNTRY_ID[b.country],
    image: demoUrl(b.art.file),
    linkage_type: b.linkageType,
    linkage_detail: b.linkageDetail,
    i18n: linkageI18n(b),
    sort: i + 1,
  }));
  const popupRows = buildPopups().map((p, i) => ({
    country_id: COUNTRY_ID[p.country],
    popup_type: p.popupType,
    image: demoUrl(p.art.file),
    linkage_type: p.linkageType,
    linkage_detail: p.linkageDetail,
    i18n: linkageI18n(p),
    sort: i + 1,
  }));
  await tx.insert(banners).values(bannerRows);
  await tx.insert(popups).values(popupRows);
  return { banners: bannerRows.length, popups: popupRows.length };
}
