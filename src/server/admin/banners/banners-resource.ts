import { banners } from '../../db/schema/index.ts';
import { bannerInput, bannerRecord } from '../../../shared/admin/banner.ts';
import type { AdminResourceDef } from '../http/resource-routes.ts';
import { getLinkage, linkageColumns, linkageRecord, listLinkages, saveLinkage } from './banner-shape.ts';
import { eq } from 'drizzle-orm';

/** Home carousel banners (marketing): image, linkage, texts and art per language, country, order and schedule. */
export const bannersResource: AdminResourceDef<typeof bannerInput, typeof bannerInput> = {
  name: 'banners',
  record: bannerRecord,
  list: (ctx, q) => listLinkages(ctx, banners, q),
  get: (ctx, id) => getLinkage(ctx, banners, id),
  create: {
    schema: bannerInput,
    async run(ctx, input) {
      const [row] = await ctx.db.insert(banners).values(linkageColumns(input)).returning();
      return linkageRecord(row);
    },
  },
  update: {
    schema: bannerInput,
    run: (ctx, id, input) => saveLinkage(ctx, banners, id, linkageColumns(input), input.version ?? 0),
  },
  async remove(ctx, id) {
    await ctx.db.delete(banners).where(eq(banners.id, Number(id)));
  },
};
