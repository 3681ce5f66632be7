import { z } from 'zod';
import { zCountryTarget, zImagePath, zLanguageText, zOptionalDate, zVersion } from './fields.ts';

const text = (required: boolean) =>
  z.object({
    name: required ? zLanguageText(120).min(1, 'is required') : zLanguageText(120).default(''),
    description: zLanguageText(20_000).default(''),
    terms_and_conditions: zLanguageText(20_000).default(''),
  });
const emptyText = { name: '', description: '', terms_and_conditions: '' };
const zOptionalId = z.union([z.null(), z.literal('').transform(() => null), z.coerce.number().int().positive()]).default(null);

/**
 * A campaign as marketing edits it: a discount (percent or amount off its products, for a period) or a task (a new
 * app sign-in, invites, purchases) with a reward (points, a free product, a product discount). A campaign may belong
 * to a parent (the invite campaign's milestones). Copy in three languages, HTML sanitised on save and on output.
 */
export const campaignInput = z
  .object({
    parent_id: zOptionalId,
    country_id: zCountryTarget.default(null),
    i18n: z.object({ en: text(true), cn: text(false).default(emptyText), jp: text(false).default(emptyText) }),
    image: zImagePath,
    campaign_type: z.enum(['discount', 'task_based'], { error: 'must be discount or task_based' }),
    task_type: z.enum(['none', 'new_app', 'invite', 'purchase'], { error: 'must be none, new_app, invite or purchase' }).default('none'),
    reward_type: z
      .enum(['none', 'points', 'product_free', 'product_discount'], { error: 'must be none, points, product_free or product_discount' })
      .default('none'),
    reward_product_id: zOptionalId,
    reward_points: z.coerce.number().int().min(0, 'must not be negative').max(1_000_000).default(0),
    discount_mode: z
      .union([z.null(), z.literal('').transform(() => null), z.enum(['percent', 'amount'], { error: 'must be percent or amount' })])
      .default(null),
    discount_value: z.coerce.number().int('must be a whole number (percent, or minor units)').min(0).max(1_000_000).default(0),
    target_count: z.coerce.number().int().min(0).max(10_000).default(0),
    starts_at: zOptionalDate.default(null),
    ends_at: zOptionalDate.default(null),
    sort: z.coerce.number().int().min(0).max(10_000).default(0),
    version: zVersion.optional(),
  })
  .superRefine((c, ctx) => {
    if (c.starts_at && c.ends_at && c.starts_at >= c.ends_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'must be after the start' });
    if (c.campaign_type === 'discount') {
      if (!c.discount_mode) ctx.addIssue({ code: 'custom', path: ['discount_mode'], message: 'is required for a discount' });
      if (c.discount_mode === 'percent' && (c.discount_value < 1 || c.discount_value > 100))
        ctx.addIssue({ code: 'custom', path: ['discount_value'], message: 'must be 1 to 100 percent' });
    }
    if ((c.reward_type === 'product_free' || c.reward_type === 'product_discount') && !c.reward_product_id)
      ctx.addIssue({ code: 'custom', path: ['reward_product_id'], message: 'is required for a product reward' });
    if (c.reward_type === 'points' && c.reward_points <= 0)
      ctx.addIssue({ code: 'custom', path: ['reward_points'], message: 'must be more than 0' });
  });
export type CampaignInput = z.output<typeof campaignInput>;

const campaignTexts = z.object({
  name: z.string(),
  description: z.string(),
  terms_and_conditions: z.string(),
  discount_message: z.string().optional(),
  image: z.string().optional(),
});
const otherTexts = campaignTexts.partial().optional();

/** A campaign as the admin API answers it: the copy per language as stored (English always), dates ISO 8601. */
export const campaignRecord = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  country_id: z.number().nullable(),
  i18n: z.object({ en: campaignTexts, cn: otherTexts, jp: otherTexts }),
  image: z.string(),
  campaign_type: z.string(),
  task_type: z.string(),
  reward_type: z.string(),
  reward_product_id: z.number().nullable(),
  reward_points: z.number(),
  discount_mode: z.string().nullable(),
  discount_value: z.number(),
  target_count: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  sort: z.number(),
  version: z.number(),
});
export type CampaignRecord = z.output<typeof campaignRecord>;
