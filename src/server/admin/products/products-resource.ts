import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { productSearchText } from '../../../shared/product-search-text.ts';
import type { Db } from '../../db/client.ts';
import { brands, campaigns, categories, countries, productImages, products } from '../../db/schema/index.ts';
import type { ProductI18n } from '../../db/schema/i18n-types.ts';
import { badInput } from '../../platform/api-error.ts';
import { safeHtml } from '../../platform/safe-html.ts';
import { minorDigits, parseMoney } from '../../../shared/money.ts';
import {
  productInput,
  productRecord as productRecordSchema,
  type ProductInput,
  type ProductRecord,
} from '../../../shared/admin/product.ts';
import { filterInt, filterText, likePattern, listPage } from '../http/list-page.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';

type ProductRow = typeof products.$inferSelect;

/** A product as the console edits it: the price in major units, the texts per language side by side. */
export function productRecord(row: ProductRow, gallery: Array<{ image: string }> = []): ProductRecord {
  return {
    id: row.id,
    country_id: row.country_id,
    brand_id: row.brand_id,
    category_id: row.category_id,
    campaign_id: row.campaign_id,
    i18n: row.i18n,
    image: row.image,
    gallery,
    currency_code: row.currency_code,
    price: row.original_price / 10 ** minorDigits(row.currency_code),
    stock: row.stock,
    sold_count: row.sold_count,
    active: row.active,
    is_recommended: row.is_recommended,
    stored_value: row.stored_value,
    gender: row.gender,
    age_min: row.age_min,
    age_max: row.age_max,
    interests: row.interests,
    gift_intentions: row.gift_intentions,
    evoucher_code_type: row.evoucher_code_type,
    voucher_validity_days: row.voucher_validity_days,
    version: row.version,
  };
}

/** The product page's carousel, in order. */
async function galleryOf(db: Db, productId: number): Promise<Array<{ image: string }>> {
  return db
    .select({ image: productImages.image })
    .from(productImages)
    .where(eq(productImages.product_id, productId))
    .orderBy(asc(productImages.sort), asc(productImages.id));
}

/** Replaces the carousel (inside the save's transaction). */
async function saveGallery(db: Db, productId: number, gallery: ProductInput['gallery']): Promise<Array<{ image: string }>> {
  await db.delete(productImages).where(eq(productImages.product_id, productId));
  if (gallery.length > 0) {
    await db.insert(productImages).values(gallery.map((g, sort) => ({ product_id: productId, image: g.image, sort })));
  }
  return gallery.map((g) => ({ image: g.image }));
}

async function exists(db: Db, table: typeof brands | typeof categories | typeof campaigns, id: number): Promise<boolean> {
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
}

/** The columns to store: references checked (400 naming the field), money in minor units, HTML sanitised. */
async function productColumns(db: Db, input: ProductInput) {
  const [country] = await db.select({ currency: countries.currency_code }).from(countries).where(eq(countries.id, input.country_id));
  if (!country) throw badInput('country_id', 'is not a country of the shop');
  if (!(await exists(db, brands, input.brand_id))) throw badInput('brand_id', 'is not a brand');
  if (!(await exists(db, categories, input.category_id))) throw badInput('category_id', 'is not a category');
  if (input.campaign_id !== null && !(await exists(db, campaigns, input.campaign_id))) throw badInput('campaign_id', 'is not a campaign');
  const minor = parseMoney(String(input.price), country.currency);
  if (minor === null) throw badInput('price', `must have at most ${minorDigits(country.currency)} decimals in ${country.currency}`);
  const texts = (t: ProductInput['i18n']['en']) => ({
    name: t.name,
    description: safeHtml(t.description),
    terms_and_conditions: safeHtml(t.terms_and_conditions),
    redeem_howto: safeHtml(t.redeem_howto),
  });
  const i18n = {
    en: texts(input.i18n.en),
    ...(input.i18n.cn.name ? { cn: texts(input.i18n.cn) } : {}),
    ...(input.i18n.jp.name ? { jp: texts(input.i18n.jp) } : {}),
  } as ProductI18n;
  return {
    country_id: input.country_id,
    brand_id: input.brand_id,
    category_id: input.category_id,
    campaign_id: input.campaign_id,
    i18n,
    search_text: productSearchText({ en: input.i18n.en.name, cn: input.i18n.cn.name, jp: input.i18n.jp.name }),
    image: input.image,
    currency_code: country.currency,
    original_price: minor,
    stock: input.stock,
    active: input.active,
    is_recommended: input.is_recommended,
    stored_value: input.stored_value,
    gender: input.gender,
    age_min: input.age_min,
    age_max: input.age_max,
    interests: input.interests,
    gift_intentions: input.gift_intentions,
    evoucher_code_type: input.evoucher_code_type,
    voucher_validity_days: input.voucher_validity_days,
  };
}

/** Products (catalogue role): texts in three languages, price, stock, tags, code type, country, brand, category. */
export const productsResource: AdminResourceDef<typeof productInput, typeof productInput> = {
  name: 'products',
  record: productRecordSchema,
  async list(ctx, q) {
    const where: SQL[] = [];
    const search = filterText(q.filter, 'q');
    if (search) {
      const idMatch = /^\d{1,9}$/.test(search) ? [eq(products.id, Number(search))] : [];
      where.push(or(ilike(products.search_text, likePattern(search.toLowerCase())), ...idMatch) as SQL);
    }
    for (const key of ['country_id', 'brand_id', 'category_id'] as const) {
      const v = filterInt(q.filter, key);
      if (v !== undefined) where.push(eq(products[key], v));
    }
    const active = filterText(q.filter, 'active');
    if (active !== undefined) where.push(eq(products.active, active === 'true'));
    if (filterText(q.filter, 'out_of_stock') === 'true') where.push(eq(products.stock, 0));
    const page = await listPage(ctx.db, products, q, {
      sortable: {
        id: products.id,
        price: products.original_price,
        stock: products.stock,
        sold_count: products.sold_count,
        created_at: products.created_at,
      },
      id: products.id,
      defaultSort: { column: products.id, order: 'DESC' },
      where: where.length ? and(...where) : undefined,
    });
    return { rows: page.rows.map((row) => productRecord(row)), total: page.total, nextId: page.nextId };
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(products)
      .where(eq(products.id, Number(id)));
    return row ? productRecord(row, await galleryOf(ctx.db, row.id)) : null;
  },
  create: {
    schema: productInput,
    async run(ctx, input) {
      const [row] = await ctx.db
        .insert(products)
        .values(await productColumns(ctx.db, input))
        .returning();
      return productRecord(row, await saveGallery(ctx.db, row.id, input.gallery));
    },
  },
  update: {
    schema: productInput,
    async run(ctx, id, input) {
      const [row] = await ctx.db
        .update(products)
        .set({ ...(await productColumns(ctx.db, input)), version: sql`${products.version} + 1` })
        .where(and(eq(products.id, Number(id)), eq(products.version, input.version ?? 0)))
        .returning();
      if (!row) throw staleVersion();
      return productRecord(row, await saveGallery(ctx.db, row.id, input.gallery));
    },
  },
};
