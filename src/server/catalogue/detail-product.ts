import { and, asc, eq, sql } from 'drizzle-orm';
import { catalogueSchemas } from '../../shared/api/schemas/catalogue.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { brands, categories, giftcards, orderLines, orders, outlets, productImages } from '../db/schema/index.ts';
import type { NameI18n, ProductI18n } from '../db/schema/i18n-types.ts';
import { notFound } from '../platform/api-error.ts';
import { defineOption } from '../http/context.ts';
import { namesOnly, type ApiLang } from './i18n-sql.ts';
import { campaignColumnsSql, priceOf, runningCampaignJoin, type CampaignColumns } from './product-price.ts';
import { cacheKey, cachedRead } from './read-cache.ts';
import { safeHtml } from '../platform/safe-html.ts';

interface DetailRow extends CampaignColumns {
  id: number;
  image: string;
  i18n: ProductI18n;
  original_price: number;
  stock: number;
  currency_code: string;
  country_id: number;
  brand_id: number;
  category_id: number;
  giftcard_id: number;
}

const LANGS: ApiLang[] = ['en', 'cn', 'jp'];

/** Each language's texts with English filling gaps; the HTML fields sanitised for the browser. */
function productLanguages(i18n: ProductI18n) {
  const en = i18n.en;
  return Object.fromEntries(
    LANGS.map((l) => {
      const t = (i18n[l] ?? {}) as Partial<ProductI18n['en']>;
      return [
        l,
        {
          name: t.name || en.name,
          description: safeHtml(t.description || en.description),
          terms_and_conditions: safeHtml(t.terms_and_conditions || en.terms_and_conditions),
          redeem_howto: safeHtml(t.redeem_howto || en.redeem_howto),
        },
      ];
    }),
  ) as Record<ApiLang, ProductI18n['en']>;
}

async function loadDetail(db: Db, productId: number, now: Date) {
  const [row] = rowsOf<DetailRow>(
    await db.execute(sql`
    select p.id, p.image, p.i18n, p.original_price, p.stock, p.currency_code, p.country_id, p.brand_id, p.category_id, p.giftcard_id,
      ${campaignColumnsSql}
    from products p ${runningCampaignJoin(now)}
    where p.id = ${productId} and p.active`),
  );
  if (!row) return null;
  const [images, outletRows, brand, category, card] = await Promise.all([
    db
      .select({ image: productImages.image })
      .from(productImages)
      .where(eq(productImages.product_id, productId))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
    db
      .select({ outlet_name: outlets.outlet_name, address: outlets.address, outlet_telno: outlets.outlet_telno, email: outlets.email })
      .from(outlets)
      .where(eq(outlets.product_id, productId))
      .orderBy(asc(outlets.id)),
    db.select({ id: brands.id, i18n: brands.i18n, image: brands.image }).from(brands).where(eq(brands.id, row.brand_id)).limit(1),
    db.select({ id: categories.id, i18n: categories.i18n }).from(categories).where(eq(categories.id, row.category_id)).limit(1),
    row.giftcard_id > 0
      ? db.select({ edit: giftcards.edit_parameter }).from(giftcards).where(eq(giftcards.id, row.giftcard_id)).limit(1)
      : Promise.resolve([]),
  ]);
  const { discounted_price, campaign_info } = priceOf(row.original_price, row, now);
  const names = (i18n: NameI18n) => namesOnly(i18n);
  return {
    id: row.id,
    image: row.image,
    multiple_languages: productLanguages(row.i18n),
    original_price: row.original_price,
    discounted_price,
    stock: row.stock,
    currency_code: row.currency_code,
    country_id: row.country_id,
    product_images: (images.length > 0 ? images : [{ image: row.image }]).map((i) => ({ image: i.image })),
    applicable_outlets: outletRows,
    brand: brand[0] ? { id: brand[0].id, image: brand[0].image, multiple_languages: names(brand[0].i18n) } : null,
    category: category[0] ? { id: category[0].id, multiple_languages: names(category[0].i18n) } : null,
    giftcard_id: String(row.giftcard_id),
    giftcard_edit_parameter: card[0]?.edit ?? [],
    campaign_info,
  };
}

/** How many of the product the member's basket already holds (0 for guests and when it is not there). */
async function basketQuantity(db: Db, memberId: number | null, productId: number): Promise<number> {
  if (memberId === null) return 0;
  const [line] = await db
    .select({ quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(and(eq(orders.member_id, memberId), eq(orders.payment_status, 'Basket'), eq(orderLines.product_id, productId)))
    .limit(1);
  return line?.quantity ?? 0;
}

export const detailProduct = defineOption({
  group: 'catalogue',
  option: 'detail_product',
  auth: 'token',
  cache: 'shared',
  schema: catalogueSchemas.detail_product,
  async handle(input, ctx) {
    const minute = Math.floor(ctx.now.getTime() / 60_000);
    // the product's stock shows in the answer: kept a second at most (decision 0225)
    const detail = await cachedRead(
      ctx.db,
      cacheKey('detail_product', { id: input.product_id, minute }),
      () => loadDetail(ctx.db, input.product_id, ctx.now),
      { nowMs: ctx.now.getTime() },
    );
    if (!detail) throw notFound('Product');
    return { table: { ...detail, basket_quantity: await basketQuantity(ctx.db, ctx.memberId, input.product_id) } };
  },
});
