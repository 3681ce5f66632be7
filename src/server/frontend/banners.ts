import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import { frontendSchemas } from '../../shared/api/schemas/frontend.ts';
import { banners } from '../db/schema/index.ts';
import { defineOption } from '../http/context.ts';
import { resolveCountry } from '../catalogue/market-country.ts';
import { cacheKey, cachedRead } from '../catalogue/read-cache.ts';
import { linkageView } from './linkage-view.ts';
import { onSchedule } from './schedule.ts';

/** The home carousel's banners of the country (and those for every country) on show now, in their position order. */
export const listBanner = defineOption({
  group: 'frontend',
  option: 'list_banner',
  auth: 'token',
  cache: 'shared',
  schema: frontendSchemas.list_banner,
  async handle(input, ctx) {
    const country = await resolveCountry(ctx.db, input.filter_by_country_id, ctx.memberId);
    const dir = input.order_by === 'DESC' ? desc : asc;
    const table = await cachedRead(ctx.db, cacheKey('list_banner', { country: country.id, order: input.order_by }), async () => {
      const rows = await ctx.db
        .select()
        .from(banners)
        .where(and(eq(banners.active, true), or(eq(banners.country_id, country.id), isNull(banners.country_id))))
        .orderBy(dir(banners.sort), dir(banners.id));
      // the schedule is applied after the cache: a start or end time passes without any change of data
      return rows.map((r) => ({ view: linkageView(r), starts_at: r.starts_at, ends_at: r.ends_at }));
    });
    return { table: table.filter((r) => onSchedule(r, ctx.now)).map((r) => r.view), country_id: country.id };
  },
});
