import { brands, categories, filterOptions, outlets, productImages, products } from '../db/schema/index.ts';
import { productSearchText } from '../../shared/product-search-text.ts';
import { daysAgo, nameI18n, type SeedContext } from './context.ts';
import { demoUrl } from './data/assets.ts';
import { BRANDS, brandHomeImage, brandImage } from './data/brands.ts';
import { CATEGORIES, categoryHomeImage, categoryImage } from './data/categories.ts';
import { GIFT_INTENTIONS, INTERESTS } from './data/filter-options.ts';
import { MALLS } from './data/outlets.ts';
import { buildProducts, type ProductSeed } from './data/products.ts';

export interface CatalogueCounts {
  categories: number;
  brands: number;
  filterOptions: number;
  products: number;
  productImages: number;
  outlets: number;
}

async function seedTaxonomy({ tx }: SeedContext): Promise<void> {
  await tx.insert(categories).values(
    CATEGORIES.map((c, i) => ({
      id: c.id,
      i18n: nameI18n(c.names),
      image: demoUrl(categoryImage(c)),
      image_home: demoUrl(categoryHomeImage(c)),
      colour_code: c.colour,
      sort: i + 1,
    })),
  );
  await tx.insert(brands).values(
    BRANDS.map((b, i) => ({
      id: b.id,
      i18n: nameI18n(b.names),
      image: demoUrl(brandImage(b)),
      image_home: demoUrl(brandHomeImage(b)),
      colour_code: b.colour,
      sort: i + 1,
    })),
  );
  await tx
    .insert(filterOptions)
    .values([
      ...INTERESTS.map((o, i) => ({ kind: 'interest', value: o.value, i18n: nameI18n(o.names), sort: i + 1 })),
      ...GIFT_INTENTIONS.map((o, i) => ({ kind: 'gift_intention', value: o.value, i18n: nameI18n(o.names), sort: i + 1 })),
    ]);
}

const searchText = (p: ProductSeed): string => productSearchText(p.names);

function outletRows(p: ProductSeed): (typeof outlets.$inferInsert)[] {
  const malls = MALLS[p.country.key];
  return Array.from({ length: p.outletCount }, (_, i) => {
    const mall = malls[(p.id + i) % malls.length];
    return {
      product_id: p.id,
      outlet_name: `${p.brand.names.en} @ ${mall.name}`,
      address: mall.address,
      outlet_telno: mall.tel,
      email: `${p.brand.key}.${mall.key}@partners.ugift.example`,
    };
  });
}

export async function seedCatalogue(ctx: SeedContext): Promise<CatalogueCounts> {
  const { tx, now } = ctx;
  await seedTaxonomy(ctx);
  const all = buildProducts();
  await tx.insert(products).values(
    all.map((p) => ({
      id: p.id,
      country_id: p.country.id,
      brand_id: p.brand.id,
      category_id: p.category.id,
      campaign_id: p.campaignId,
      i18n: p.text,
      search_text: searchText(p),
      image: demoUrl(p.images[0]),
      currency_code: p.currency,
      original_price: p.price,
      stock: p.stock,
      sold_count: p.soldCount,
      is_recommended: p.recommended,
      gender: p.gender,
      age_min: p.ageMin,
      age_max: p.ageMax,
      interests: p.interests,
      gift_intentions: p.intentions,
      evoucher_code_type: p.codeType,
      voucher_validity_days: p.validityDays,
      is_udollar: p.isUdollar,
      stored_value: p.storedValue,
      udollar_value: p.isUdollar ? p.price : 0,
      created_at: daysAgo(now, p.createdDaysAgo),
    })),
  );
  const images = all.flatMap((p) => p.images.map((img, sort) => ({ product_id: p.id, image: demoUrl(img), sort })));
  await tx.insert(productImages).values(images);
  const outletList = all.flatMap(outletRows);
  await tx.insert(outlets).values(outletList);
  return {
    categories: CATEGORIES.length,
    brands: BRANDS.length,
    filterOptions: INTERESTS.length + GIFT_INTENTIONS.length,
    products: all.length,
    productImages: images.length,
    outlets: outletList.length,
  };
}
