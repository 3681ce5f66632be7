import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { runningCampaignJoin } from '../catalogue/product-price.ts';
import { type ProductRow, summaryColumnsSql, toSummary } from '../catalogue/product-query.ts';

/** How many products a campaign page shows at most. */
export const CAMPAIGN_PRODUCTS_LIMIT = 12;

/**
 * The products a campaign page offers: those on sale under the campaign, and its reward product, each as lists
 * show it (names in every language, prices in minor units), best sellers first. Inactive products are left out.
 */
export async function campaignProducts(db: Db, campaign: { id: number; reward_product_id: number | null }, now: Date) {
  const rows = rowsOf<ProductRow>(
    await db.execute(sql`select ${summaryColumnsSql}
      from products p ${runningCampaignJoin(now)}
      where p.active and (p.campaign_id = ${campaign.id} or p.id = ${campaign.reward_product_id ?? 0})
      order by p.sold_count desc, p.id
      limit ${CAMPAIGN_PRODUCTS_LIMIT}`),
  );
  return rows.map((r) => toSummary(r, 'en', now));
}
