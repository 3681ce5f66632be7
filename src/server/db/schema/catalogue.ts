import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members, countries } from './members.ts';
import type { CampaignI18n, LinkageI18n, NameI18n, ProductI18n } from './i18n-types.ts';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  i18n: jsonb('i18n').$type<NameI18n>().notNull(),
  image: text('image').notNull(),
  image_home: text('image_home').notNull(),
  colour_code: text('colour_code').notNull(),
  sort: integer('sort').notNull().default(0),
  /** optimistic concurrency for the back office (migration 0931) */
  version: integer('version').notNull().default(1),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  i18n: jsonb('i18n').$type<NameI18n>().notNull(),
  image: text('image').notNull(),
  image_home: text('image_home').notNull(),
  colour_code: text('colour_code').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Ugift's commission on what its vouchers redeem, in basis points (1000 = 10 %; migration 0950, admins only) */
  commission_bp: integer('commission_bp').notNull().default(1000),
  /** optimistic concurrency for the back office (migration 0931) */
  version: integer('version').notNull().default(1),
});

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    parent_id: integer('parent_id'),
    country_id: integer('country_id').references(() => countries.id),
    i18n: jsonb('i18n').$type<CampaignI18n>().notNull(),
    image: text('image').notNull(),
    /** task_based | discount */
    campaign_type: text('campaign_type').notNull(),
    /** new_app | invite | purchase | none */
    task_type: text('task_type').notNull().default('none'),
    /** product_free | product_discount | points | none */
    reward_type: text('reward_type').notNull().default('none'),
    reward_product_id: integer('reward_product_id'),
    reward_points: integer('reward_points').notNull().default(0),
    /** percent | amount, for discount campaigns */
    discount_mode: text('discount_mode'),
    discount_value: integer('discount_value').notNull().default(0),
    target_count: integer('target_count').notNull().default(0),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    /** optimistic concurrency for the back office (migration 0931) */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('campaigns_parent_idx').on(t.parent_id)],
);

export const campaignRedemptions = pgTable(
  'campaign_redemptions',
  {
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    redeemed_at: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaign_id, t.member_id] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    campaign_id: integer('campaign_id').references(() => campaigns.id),
    i18n: jsonb('i18n').$type<ProductI18n>().notNull(),
    /** lower-cased names in every language, for keyword search */
    search_text: text('search_text').notNull().default(''),
    image: text('image').notNull(),
    currency_code: text('currency_code').notNull(),
    /** minor units */
    original_price: integer('original_price').notNull(),
    stock: integer('stock').notNull().default(0),
    sold_count: integer('sold_count').notNull().default(0),
    is_recommended: boolean('is_recommended').notNull().default(false),
    /** Male | Female | '' for everyone */
    gender: text('gender').notNull().default(''),
    age_min: integer('age_min').notNull().default(0),
    age_max: integer('age_max').notNull().default(99),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    gift_intentions: text('gift_intentions').array().notNull().default(sql`'{}'::text[]`),
    /** qrcode | barcode | alphanumeric | url */
    evoucher_code_type: text('evoucher_code_type').notNull().default('alphanumeric'),
    voucher_validity_days: integer('voucher_validity_days').notNull().default(365),
    /** a uDollar product creates a stored-value card worth udollar_value on payment */
    is_udollar: boolean('is_udollar').notNull().default(false),
    udollar_value: integer('udollar_value').notNull().default(0),
    giftcard_id: integer('giftcard_id').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** a stored-value voucher (a S$50 gift card): redeemed in part at the counter, keeping a balance (migration 0934) */
    stored_value: boolean('stored_value').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** optimistic concurrency for the back office (migration 0930) */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_nonnegative', sql`${t.original_price} >= 0`),
    index('products_country_idx').on(t.country_id, t.active),
    index('products_brand_idx').on(t.brand_id),
    index('products_category_idx').on(t.category_id),
    index('products_campaign_idx').on(t.campaign_id),
    index('products_price_idx').on(t.country_id, t.original_price),
    index('products_popular_idx').on(t.country_id, t.sold_count),
    index('products_created_idx').on(t.country_id, t.created_at),
    // the console's sorts (migration 1001)
    index('products_stock_id_idx').on(t.stock, t.id),
    index('products_price_id_idx').on(t.original_price, t.id),
    index('products_sold_id_idx').on(t.sold_count, t.id),
    index('products_created_id_idx').on(t.created_at, t.id),
    index('products_interests_idx').using('gin', t.interests),
    index('products_intentions_idx').using('gin', t.gift_intentions),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.product_id)],
);

export const outlets = pgTable(
  'outlets',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    outlet_name: text('outlet_name').notNull(),
    address: text('address').notNull(),
    outlet_telno: text('outlet_telno').notNull().default(''),
    email: text('email').notNull().default(''),
    /** optimistic concurrency for the back office (migration 0931) */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('outlets_product_idx').on(t.product_id)],
);

/** Filter vocabularies: kind = interest | gift_intention. */
export const filterOptions = pgTable(
  'filter_options',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    i18n: jsonb('i18n').$type<NameI18n>().notNull(),
    sort: integer('sort').notNull().default(0),
    /** optimistic concurrency for the back office (migration 0933) */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('filter_options_kind_value_uq').on(t.kind, t.value)],
);

/** Banners and popups share the linkage model: linkage_url | linkage_product | linkage_video | linkage_campaign. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    country_id: integer('country_id').references(() => countries.id),
    image: text('image').notNull(),
    linkage_type: text('linkage_type').notNull(),
    linkage_detail: text('linkage_detail').notNull(),
    i18n: jsonb('i18n').$type<LinkageI18n>().notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('banners_country_idx').on(t.country_id, t.sort)],
);

export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    country_id: integer('country_id').references(() => countries.id),
    /** country | video | promo */
    popup_type: text('popup_type').notNull(),
    image: text('image').notNull(),
    linkage_type: text('linkage_type').notNull(),
    linkage_detail: text('linkage_detail').notNull(),
    i18n: jsonb('i18n').$type<LinkageI18n>().notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('popups_country_idx').on(t.country_id, t.sort)],
);

export const popupDismissals = pgTable(
  'popup_dismissals',
  {
    popup_id: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.popup_id, t.member_id] })],
);

/** One row (id 1) whose version moves on every change of catalogue data (triggers in migration 0200). */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
