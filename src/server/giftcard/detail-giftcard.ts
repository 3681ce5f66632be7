import { sql } from 'drizzle-orm';
import { giftcardSchemas } from '../../shared/api/schemas/giftcard.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { notFound } from '../platform/api-error.ts';
import { defineOption } from '../http/context.ts';
import { nameInLang } from '../catalogue/i18n-sql.ts';
import { resolveCountry } from '../catalogue/market-country.ts';
import { runningCampaignJoin } from '../catalogue/product-price.ts';
import { summaryColumnsSql, toSummary, type ProductRow } from '../catalogue/product-query.ts';
import { cacheKey, cachedRead } from '../catalogue/read-cache.ts';
import { giftcardView, type GiftcardRow } from './giftcard-view.ts';

/** The design by id, or null when there is none. */
export async function findGiftcard(db: Db, id: number): Promise<GiftcardRow | null> {
  const [row] = rowsOf<GiftcardRow>(
    await db.execute(sql`
    select g.id, g.category_id, g.i18n, g.image, g.image_thumbnail, g.is_editable, g.edit_parameter, gc.i18n as category_i18n
    from giftcards g join giftcard_categories gc on gc.id = g.category_id where g.id = ${id}`),
  );
  return row ?? null;
}

async function loadDetail(db: Db, id: number, countryId: number, orderBy: 'ASC' | 'DESC' | undefined, now: Date) {
  const card = await findGiftcard(db, id);
  if (!card) return null;
  const order = orderBy
    ? sql`${nameInLang('p.i18n', 'en')} ${sql.raw(orderBy === 'DESC' ? 'desc' : 'asc')}, p.id`
    : sql`p.sold_count desc, p.id`;
  const related = rowsOf<ProductRow>(
    await db.execute(sql`
    select ${summaryColumnsSql}
    from giftcard_products gp join products p on p.id = gp.product_id ${runningCampaignJoin(now)}
    where gp.giftcard_id = ${id} and p.active and p.country_id = ${countryId}
    order by ${order}
    limit 20`),
  );
  return { ...giftcardView(card, 'en'), related_products: related.map((r) => toSummary(r, 'en', now)) };
}

/** A card design with its related products in the country. */
export const detailGiftcard = defineOption({
  group: 'giftcard',
  option: 'detail_giftcard',
  auth: 'token',
  cache: 'shared',
  schema: giftcardSchemas.detail_giftcard,
  async handle(input, ctx) {
    const country = await resolveCountry(ctx.db, input.filter_by_country_id, ctx.memberId);
    const minute = Math.floor(ctx.now.getTime() / 60_000);
    const key = cacheKey('detail_giftcard', { id: input.giftcard_id, country: country.id, order: input.order_by, minute });
    // its related products show stock and sell in sales order: kept a second at most (decision 0225)
    const table = await cachedRead(ctx.db, key, () => loadDetail(ctx.db, input.giftcard_id, country.id, input.order_by, ctx.now), {
      nowMs: ctx.now.getTime(),
    });
    if (!table) throw notFound('Gift card');
    return { table, country_id: country.id };
  },
});
