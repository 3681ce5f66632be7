import { perLanguage } from '../platform/per-language.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { campaignRedemptions, campaigns } from '../db/schema/index.ts';
import type { CampaignI18n } from '../db/schema/i18n-types.ts';
import { notFound } from '../platform/api-error.ts';
import { apiDateTime } from '../platform/format-date.ts';
import { campaignProducts } from './campaign-products.ts';
import { campaignProgress, redeemBlocker, type Campaign } from './progress.ts';
import { safeHtml } from '../platform/safe-html.ts';

/** multiple_languages with every HTML field sanitised, English where a language has no text. */
function languages(i18n: CampaignI18n) {
  return perLanguage((l) => {
    const t = i18n[l];
    return {
      name: t?.name || i18n.en.name,
      description: safeHtml(t?.description || i18n.en.description),
      terms_and_conditions: safeHtml(t?.terms_and_conditions || i18n.en.terms_and_conditions),
      image: t?.image || '',
    };
  });
}

async function redemptionsOf(db: Db, memberId: number | null, ids: number[]): Promise<Map<number, Date>> {
  if (memberId === null || ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(campaignRedemptions)
    .where(and(eq(campaignRedemptions.member_id, memberId), inArray(campaignRedemptions.campaign_id, ids)));
  return new Map(rows.map((r) => [r.campaign_id, r.redeemed_at]));
}

async function view(db: Db, c: Campaign, memberId: number | null, redeemedAt: Date | undefined, now: Date) {
  const progress = await campaignProgress(db, c, memberId);
  const redeemed = redeemedAt !== undefined;
  return {
    id: c.id,
    name: c.i18n.en.name,
    image: c.image,
    description: safeHtml(c.i18n.en.description),
    terms_and_conditions: safeHtml(c.i18n.en.terms_and_conditions),
    multiple_languages: languages(c.i18n),
    campaign_type: c.campaign_type,
    task_type: c.task_type,
    reward_type: c.reward_type,
    reward_points: c.reward_points,
    reward_product_id: c.reward_product_id ?? 0,
    is_redeem: memberId !== null && redeemBlocker(c, progress, redeemed, now) === null,
    is_redeemed: redeemed,
    is_redeemed_date: apiDateTime(redeemedAt),
    campaign_progress: progress ?? { current: 0, target: 0, percentage: 0, campaign_progress_message: '' },
    start_date: apiDateTime(c.starts_at),
    end_date: apiDateTime(c.ends_at),
  };
}

/**
 * A campaign as detail_campaign answers it, with the member's progress (none for a guest), its child campaigns and the
 * products it offers.
 */
export async function campaignDetail(db: Db, campaignId: number, memberId: number | null, now: Date) {
  const [c] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!c) throw notFound('Campaign');
  const children = await db.select().from(campaigns).where(eq(campaigns.parent_id, c.id)).orderBy(asc(campaigns.sort), asc(campaigns.id));
  const redeemed = await redemptionsOf(db, memberId, [c.id, ...children.map((x) => x.id)]);
  const main = await view(db, c, memberId, redeemed.get(c.id), now);
  const child_campaign = [];
  for (const child of children) child_campaign.push(await view(db, child, memberId, redeemed.get(child.id), now));
  return { ...main, child_campaign, products: await campaignProducts(db, c, now) };
}
