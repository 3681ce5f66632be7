import { eq } from 'drizzle-orm';
import { popups } from '../../db/schema/index.ts';
import { popupInput, popupRecord } from '../../../shared/admin/popup.ts';
import type { AdminResourceDef } from '../http/resource-routes.ts';
import { getLinkage, linkageColumns, linkageRecord, listLinkages, saveLinkage } from '../banners/banner-shape.ts';

/** Home popups (marketing): a banner with a kind (country chooser, video, promotion). */
export const popupsResource: AdminResourceDef<typeof popupInput, typeof popupInput> = {
  name: 'popups',
  record: popupRecord,
  list: (ctx, q) => listLinkages(ctx, popups, q),
  get: (ctx, id) => getLinkage(ctx, popups, id),
  create: {
    schema: popupInput,
    async run(ctx, input) {
      const [row] = await ctx.db
        .insert(popups)
        .values({ ...linkageColumns(input), popup_type: input.popup_type })
        .returning();
      return linkageRecord(row);
    },
  },
  update: {
    schema: popupInput,
    run: (ctx, id, input) => saveLinkage(ctx, popups, id, { ...linkageColumns(input), popup_type: input.popup_type }, input.version ?? 0),
  },
  async remove(ctx, id) {
    await ctx.db.delete(popups).where(eq(popups.id, Number(id)));
  },
};
