import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { countries } from './members.ts';
import { products } from './catalogue.ts';
import type { GiftcardI18n, NameI18n } from './i18n-types.ts';
import type { CardElement } from '../../../shared/card-elements.ts';

export const giftcardCategories = pgTable('giftcard_categories', {
  id: serial('id').primaryKey(),
  i18n: jsonb('i18n').$type<NameI18n>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const giftcards = pgTable(
  'giftcards',
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id')
      .notNull()
      .references(() => giftcardCategories.id),
    /** null: offered in every country */
    country_id: integer('country_id').references(() => countries.id),
    i18n: jsonb('i18n').$type<GiftcardI18n>().notNull(),
    image: text('image').notNull(),
    image_thumbnail: text('image_thumbnail').notNull(),
    is_editable: boolean('is_editable').notNull().default(false),
    edit_parameter: jsonb('edit_parameter').$type<CardElement[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    /** optimistic concurrency for the back office (migration 0932) */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('giftcards_category_idx').on(t.category_id), index('giftcards_country_idx').on(t.country_id)],
);

export const giftcardProducts = pgTable(
  'giftcard_products',
  {
    giftcard_id: integer('giftcard_id')
      .notNull()
      .references(() => giftcards.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.giftcard_id, t.product_id] })],
);

export const music = pgTable('music', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** the name in Chinese and Japanese; empty shows the English name (migration 0955) */
  name_cn: text('name_cn').notNull().default(''),
  name_jp: text('name_jp').notNull().default(''),
  url: text('url').notNull(),
  duration_ms: integer('duration_ms').notNull(),
  sort: integer('sort').notNull().default(0),
  /** optimistic concurrency for the back office (migration 0931) */
  version: integer('version').notNull().default(1),
});
