import { and, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, products } from '../../db/schema/index.ts';
import type { CampaignI18n } from '../../db/schema/i18n-types.ts';
import { badInput } from '../../platform/api-error.ts';
import { safeHtml } from '../../platform/safe-html.ts';
import {
  campaignInput,
  campaignRecord as campaignRecordSchema,
  type CampaignInput,
  type CampaignRecord,
} from '../../../shared/admin/campaign.ts';
import { filterInt, filterText, likePattern, listPage } from '../http/list-page.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';

type CampaignRow = typeof campaigns.$inferSelect;

function campaignRecord(row: CampaignRow): CampaignRecord {
  return {
    id: row.id,
    parent_id: row.parent_id,
    country_id: row.country_id,
    i18n: row.i18n,
    image: row.image,
    campaign_type: row.campaign_type,
    task_type: row.task_type,
    reward_type: row.reward_type,
    reward_product_id: row.reward_product_id,
    reward_points: row.reward_points,
    discount_mode: row.discount_mode,
    discount_value: row.discount_value,
    target_count: row.target_count,
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    sort: row.sort,
    version: row.version,
  };
}

async function campaignColumns(db: Db, input: CampaignInput, selfId?: number) {
  if (input.parent_id !== null) {
    if (input.parent_id === selfId) throw badInput('parent_id', 'cannot be the campaign itself');
    const [parent] = await db.select({ parent: campaigns.parent_id }).from(campaigns).where(eq(campaigns.id, input.parent_id));
    if (!parent) throw badInput('parent_id', 'is not a campaign');
    if (parent.parent !== null) throw badInput('parent_id', 'must be a top-level campaign (one level of children)');
  }
  if (
    input.reward_product_id !== null &&
    (await db.select({ id: products.id }).from(products).where(eq(products.id, input.reward_product_id))).length === 0
  )
    throw badInput('reward_product_id', 'is not a product');
  const texts = (t: CampaignInput['i18n']['en']) => ({
    name: t.name,
    description: safeHtml(t.description),
    terms_and_conditions: safeHtml(t.terms_and_conditions),
  });
  return {
    parent_id: input.parent_id,
    country_id: input.country_id,
    i18n: {
      en: texts(input.i18n.en),
      ...(input.i18n.cn.name ? { cn: texts(input.i18n.cn) } : {}),
      ...(input.i18n.jp.name ? { jp: texts(input.i18n.jp) } : {}),
    } as CampaignI18n,
    image: input.image,
    campaign_type: input.campaign_type,
    task_type: input.campaign_type === 'discount' ? 'none' : input.task_type,
    reward_type: input.campaign_type === 'discount' ? 'none' : input.reward_type,
    reward_product_id: input.reward_product_id,
    reward_points: input.reward_points,
    discount_mode: input.campaign_type === 'discount' ? input.discount_mode : null,
    discount_value: input.campaign_type === 'discount' ? input.discount_value : 0,
    target_count: input.target_count,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    sort: input.sort,
  };
}

/** Campaigns (marketing): discounts and tasks with rewards, with child campaigns, copy in three languages. */
export const campaignsResource: AdminResourceDef<typeof campaignInput, typeof campaignInput> = {
  name: 'campaigns',
  record: campaignRecordSchema,
  async list(ctx, q) {
    const where: SQL[] = [];
    const search = filterText(q.filter, 'q');
    if (search) where.push(ilike(sql`${campaigns.i18n}->'en'->>'name'`, likePattern(search)));
    const type = filterText(q.filter, 'campaign_type');
    if (type) where.push(eq(campaigns.campaign_type, type));
    const parent = filterText(q.filter, 'parent_id');
    if (parent === 'none') where.push(isNull(campaigns.parent_id));
    else if (parent !== undefined) where.push(eq(campaigns.parent_id, filterInt(q.filter, 'parent_id') ?? 0));
    const page = await listPage(ctx.db, campaigns, q, {
      sortable: { id: campaigns.id, sort: campaigns.sort, starts_at: campaigns.starts_at, ends_at: campaigns.ends_at },
      id: campaigns.id,
      defaultSort: { column: campaigns.id, order: 'ASC' },
      where: where.length ? and(...where) : undefined,
    });
    return { rows: page.rows.map(campaignRecord), total: page.total, nextId: page.nextId };
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, Number(id)));
    return row ? campaignRecord(row) : null;
  },
  create: {
    schema: campaignInput,
    async run(ctx, input) {
      const [row] = await ctx.db
        .insert(campaigns)
        .values(await campaignColumns(ctx.db, input))
        .returning();
      return campaignRecord(row);
    },
  },
  update: {
    schema: campaignInput,
    async run(ctx, id, input) {
      const [row] = await ctx.db
        .update(campaigns)
        .set({ ...(await campaignColumns(ctx.db, input, Number(id))), version: sql`${campaigns.version} + 1` })
        .where(and(eq(campaigns.id, Number(id)), eq(campaigns.version, input.version ?? 0)))
        .returning();
      if (!row) throw staleVersion();
      return campaignRecord(row);
    },
  },
};
