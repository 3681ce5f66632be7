import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftcardCategories, giftcards } from '../../db/schema/index.ts';
import type { GiftcardI18n } from '../../db/schema/i18n-types.ts';
import { badInput } from '../../platform/api-error.ts';
import type { CardElement } from '../../../shared/card-elements.ts';
import {
  giftcardCategoryRecord,
  giftcardInput,
  giftcardRecord,
  type GiftcardCategoryRecord,
  type GiftcardRecord,
} from '../../../shared/admin/giftcard.ts';
import type { z } from 'zod';
import { filterInt, filterText, likePattern, listPage } from '../http/list-page.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';

type Input = z.output<typeof giftcardInput>;

/** A language's name and painted art, each left out when empty (the shop then shows English; decision 0243). */
function inLanguage(t: { name: string; image?: string; image_thumbnail?: string }) {
  return {
    ...(t.name ? { name: t.name } : {}),
    ...(t.image ? { image: t.image } : {}),
    ...(t.image_thumbnail ? { image_thumbnail: t.image_thumbnail } : {}),
  };
}

const designRecord = (row: typeof giftcards.$inferSelect): GiftcardRecord => ({
  id: row.id,
  category_id: row.category_id,
  country_id: row.country_id,
  i18n: row.i18n,
  image: row.image,
  image_thumbnail: row.image_thumbnail,
  is_editable: row.is_editable,
  edit_parameter: row.edit_parameter,
  sort: row.sort,
  version: row.version,
});

const categoryRecord = (row: typeof giftcardCategories.$inferSelect): GiftcardCategoryRecord => ({
  id: row.id,
  name: row.i18n.en.name,
  i18n: row.i18n,
  sort: row.sort,
});

async function columns(db: Db, input: Input) {
  if (
    (await db.select({ id: giftcardCategories.id }).from(giftcardCategories).where(eq(giftcardCategories.id, input.category_id))).length ===
    0
  )
    throw badInput('category_id', 'is not a gift card category');
  return {
    category_id: input.category_id,
    country_id: input.country_id,
    i18n: {
      en: { name: input.i18n.en.name },
      cn: inLanguage(input.i18n.cn),
      jp: inLanguage(input.i18n.jp),
    } as GiftcardI18n,
    image: input.image,
    image_thumbnail: input.image_thumbnail,
    is_editable: input.is_editable,
    sort: input.sort,
    edit_parameter: input.edit_parameter as CardElement[],
  };
}

/** Gift card designs (marketing): names, art, countries, and the element layout on the 600x400 canvas. */
export const giftcardsResource: AdminResourceDef<typeof giftcardInput, typeof giftcardInput> = {
  name: 'giftcards',
  record: giftcardRecord,
  async list(ctx, q) {
    const where: SQL[] = [];
    const search = filterText(q.filter, 'q');
    if (search) where.push(ilike(sql`${giftcards.i18n}->'en'->>'name'`, likePattern(search)));
    const category = filterInt(q.filter, 'category_id');
    if (category !== undefined) where.push(eq(giftcards.category_id, category));
    const page = await listPage(ctx.db, giftcards, q, {
      sortable: { id: giftcards.id, sort: giftcards.sort },
      id: giftcards.id,
      defaultSort: { column: giftcards.sort, order: 'ASC' },
      where: where.length ? and(...where) : undefined,
    });
    return { rows: page.rows.map(designRecord), total: page.total, nextId: page.nextId };
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(giftcards)
      .where(eq(giftcards.id, Number(id)));
    return row ? designRecord(row) : null;
  },
  create: {
    schema: giftcardInput,
    async run(ctx, input) {
      const [row] = await ctx.db
        .insert(giftcards)
        .values(await columns(ctx.db, input))
        .returning();
      return designRecord(row);
    },
  },
  update: {
    schema: giftcardInput,
    async run(ctx, id, input) {
      const [row] = await ctx.db
        .update(giftcards)
        .set({ ...(await columns(ctx.db, input)), version: sql`${giftcards.version} + 1` })
        .where(and(eq(giftcards.id, Number(id)), eq(giftcards.version, input.version ?? 0)))
        .returning();
      if (!row) throw staleVersion();
      return designRecord(row);
    },
  },
};

/** Gift card categories, read as the design form's choices. */
export const giftcardCategoriesResource: AdminResourceDef = {
  name: 'giftcard-categories',
  record: giftcardCategoryRecord,
  async list(ctx) {
    const rows = (await ctx.db.select().from(giftcardCategories).orderBy(giftcardCategories.sort)).map(categoryRecord);
    return { rows, total: rows.length };
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(giftcardCategories)
      .where(eq(giftcardCategories.id, Number(id)));
    return row ? categoryRecord(row) : null;
  },
};
