import { and, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { banners, popups } from '../../db/schema/index.ts';
import { safeHtml } from '../../platform/safe-html.ts';
import type { BannerInput } from '../../../shared/admin/banner.ts';
import type { LinkageI18n } from '../../db/schema/i18n-types.ts';
import { filterInt, filterText, likePattern, listPage } from '../http/list-page.ts';
import { staleVersion, type ResourceContext } from '../http/resource-routes.ts';
import type { ListQuery } from '../http/list-query.ts';

/** Banners and popups share their shape (image, linkage, texts per language, country, order, schedule): a popup is a banner with a type. */
type LinkageTable = typeof banners | typeof popups;
type LinkageRow = typeof banners.$inferSelect & { popup_type?: string };

export function linkageRecord(row: LinkageRow) {
  return {
    id: row.id,
    country_id: row.country_id,
    image: row.image,
    linkage_type: row.linkage_type,
    linkage_detail: row.linkage_detail,
    i18n: row.i18n,
    sort: row.sort,
    active: row.active,
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    version: row.version,
    ...(row.popup_type !== undefined ? { popup_type: row.popup_type } : {}),
  };
}

/** The texts as stored: descriptions sanitised on save (and again on output by the shop), empty languages left out. */
export function linkageI18n(input: BannerInput['i18n']): LinkageI18n {
  const one = (t: { name: string; description: string; image?: string }) => ({
    name: t.name,
    description: safeHtml(t.description),
    ...(t.image ? { image: t.image } : {}),
  });
  return {
    en: one(input.en),
    ...(input.cn.name || input.cn.image ? { cn: one(input.cn) } : {}),
    ...(input.jp.name || input.jp.image ? { jp: one(input.jp) } : {}),
  } as LinkageI18n;
}

export function linkageColumns(input: BannerInput) {
  return {
    country_id: input.country_id,
    image: input.image,
    linkage_type: input.linkage_type,
    linkage_detail: input.linkage_detail,
    i18n: linkageI18n(input.i18n),
    sort: input.sort,
    active: input.active,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
  };
}

export async function listLinkages(ctx: ResourceContext, table: LinkageTable, q: ListQuery) {
  const where: SQL[] = [];
  const search = filterText(q.filter, 'q');
  if (search) where.push(ilike(sql`${table.i18n}->'en'->>'name'`, likePattern(search)));
  const country = filterText(q.filter, 'country_id');
  if (country === 'all') where.push(isNull(table.country_id));
  else if (country !== undefined) where.push(eq(table.country_id, filterInt(q.filter, 'country_id') ?? 0));
  const active = filterText(q.filter, 'active');
  if (active !== undefined) where.push(eq(table.active, active === 'true'));
  const page = await listPage(ctx.db, table, q, {
    sortable: { id: table.id, sort: table.sort, country_id: table.country_id, starts_at: table.starts_at, ends_at: table.ends_at },
    id: table.id,
    defaultSort: { column: table.sort, order: 'ASC' },
    where: where.length ? and(...where) : undefined,
  });
  return { rows: page.rows.map((r) => linkageRecord(r as LinkageRow)), total: page.total, nextId: page.nextId };
}

export async function getLinkage(ctx: ResourceContext, table: LinkageTable, id: string) {
  if (!/^\d{1,9}$/.test(id)) return null;
  const [row] = await ctx.db
    .select()
    .from(table)
    .where(eq(table.id, Number(id)));
  return row ? linkageRecord(row as LinkageRow) : null;
}

/** Saves when the stored version is the one the editor loaded; otherwise 409 (someone saved meanwhile). */
export async function saveLinkage(ctx: ResourceContext, table: LinkageTable, id: string, values: Record<string, unknown>, version: number) {
  const [row] = await ctx.db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` })
    .where(and(eq(table.id, Number(id)), eq(table.version, version)))
    .returning();
  if (!row) throw staleVersion();
  return linkageRecord(row as LinkageRow);
}
