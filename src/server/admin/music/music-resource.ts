import { and, eq, ilike, sql } from 'drizzle-orm';
import { music } from '../../db/schema/index.ts';
import { musicInput } from '../../../shared/admin/music-and-outlet.ts';
import { filterText, likePattern, listPage } from '../http/list-page.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';

/** Gift card music (marketing): upload a track, name it, order the list. Tracks stay (cards refer to them). */
export const musicResource: AdminResourceDef<typeof musicInput, typeof musicInput> = {
  name: 'music',
  async list(ctx, q) {
    const search = filterText(q.filter, 'q');
    return listPage(ctx.db, music, q, {
      sortable: { id: music.id, sort: music.sort, name: music.name },
      id: music.id,
      defaultSort: { column: music.sort, order: 'ASC' },
      where: search ? ilike(music.name, likePattern(search)) : undefined,
    });
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(music)
      .where(eq(music.id, Number(id)));
    return row ?? null;
  },
  create: {
    schema: musicInput,
    async run(ctx, input) {
      const { version: _v, ...values } = input;
      const [row] = await ctx.db.insert(music).values(values).returning();
      return row;
    },
  },
  update: {
    schema: musicInput,
    async run(ctx, id, input) {
      const { version, ...values } = input;
      const [row] = await ctx.db
        .update(music)
        .set({ ...values, version: sql`${music.version} + 1` })
        .where(and(eq(music.id, Number(id)), eq(music.version, version ?? 0)))
        .returning();
      if (!row) throw staleVersion();
      return row;
    },
  },
};
