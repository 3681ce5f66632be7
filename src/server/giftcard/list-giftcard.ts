import { sql, type SQL } from 'drizzle-orm';
import { giftcardSchemas } from '../../shared/api/schemas/giftcard.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { defineOption } from '../http/context.ts';
import { langKey, nameInLang, namesOnly, type ApiLang } from '../catalogue/i18n-sql.ts';
import { resolveCountry } from '../catalogue/market-country.ts';
import { cacheKey, cachedRead } from '../catalogue/read-cache.ts';
import { giftcardView, type GiftcardRow } from './giftcard-view.ts';

interface ListQuery {
  countryId: number;
  editable?: boolean;
  categoryIds: number[];
  grouped: boolean;
  orderBy?: 'ASC' | 'DESC';
  lang: ApiLang;
  limit?: number;
  offset?: number;
}

async function loadCards(db: Db, q: ListQuery) {
  const where: SQL[] = [sql`(g.country_id is null or g.country_id = ${q.countryId})`];
  if (q.editable !== undefined) where.push(sql`g.is_editable = ${q.editable}`);
  if (q.categoryIds.length > 0)
    where.push(
      sql`g.category_id in (${sql.join(
        q.categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const cardOrder = q.orderBy
    ? sql`${nameInLang('g.i18n', q.lang)} ${sql.raw(q.orderBy === 'DESC' ? 'desc' : 'asc')}, g.id`
    : sql`g.sort, g.id`;
  // Grouped lists keep the categories in their own order, cards in theirs within each.
  const order = q.grouped ? sql`gc.sort, gc.id, ${cardOrder}` : cardOrder;
  const rows = rowsOf<GiftcardRow & { category_sort: number; total: number | string }>(
    await db.execute(sql`
    select g.id, g.category_id, g.i18n, g.image, g.image_thumbnail, g.is_editable, g.edit_parameter, gc.i18n as category_i18n,
      count(*) over () as total
    from giftcards g join giftcard_categories gc on gc.id = g.category_id
    where ${sql.join(where, sql` and `)}
    order by ${order}
    limit ${q.limit ?? 100} offset ${q.offset ?? 0}`),
  );
  const cards = rows.map((r) => ({ row: r, view: giftcardView(r, q.lang) }));
  const total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (!q.grouped) return { total, table: cards.map((c) => c.view) };
  const groups: Array<{
    id: number;
    category_id: number;
    category_name: string;
    multiple_languages: ReturnType<typeof namesOnly>;
    giftcards: (typeof cards)[number]['view'][];
  }> = [];
  for (const { row, view } of cards) {
    let group = groups.find((g) => g.category_id === row.category_id);
    if (!group) {
      const names = namesOnly(row.category_i18n);
      group = {
        id: row.category_id,
        category_id: row.category_id,
        category_name: names[q.lang].name,
        multiple_languages: names,
        giftcards: [],
      };
      groups.push(group);
    }
    group.giftcards.push(view);
  }
  return { total, table: groups };
}

/** Card designs of the country (and those for every country); grouped by category when group_by_categories is set. */
export const listGiftcard = defineOption({
  group: 'giftcard',
  option: 'list_giftcard',
  auth: 'token',
  cache: 'shared',
  schema: giftcardSchemas.list_giftcard,
  async handle(input, ctx) {
    const country = await resolveCountry(ctx.db, input.filter_by_country_id, ctx.memberId);
    const q: ListQuery = {
      countryId: country.id,
      editable: input.filter_by_editable,
      categoryIds: input.filter_by_categories_id,
      grouped: input.group_by_categories === true,
      orderBy: input.order_by,
      lang: langKey(input.language),
      limit: input.limit,
      offset: input.offset,
    };
    const answer = await cachedRead(ctx.db, cacheKey('list_giftcard', { ...q }), () => loadCards(ctx.db, q));
    return { ...answer, country_id: country.id };
  },
});
