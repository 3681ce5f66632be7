import { z } from 'zod';
import { zImagePath, zLanguageText, zVersion } from './fields.ts';

export const CODE_TYPES = ['qrcode', 'barcode', 'alphanumeric', 'url'] as const;

const text = (required: boolean) =>
  z.object({
    name: required ? zLanguageText(200).min(1, 'is required') : zLanguageText(200).default(''),
    description: zLanguageText(20_000).default(''),
    terms_and_conditions: zLanguageText(20_000).default(''),
    redeem_howto: zLanguageText(20_000).default(''),
  });

const zTags = z.array(z.string().trim().min(1).max(40), { error: 'must be a list' }).max(30, 'at most 30').default([]);

/**
 * A product as staff edit it. `gallery` is the product page's carousel in order (empty: the main image alone). `price` is in major units (12.50); the server stores minor units. Descriptions, terms
 * and how-to-redeem are HTML, sanitised on save and again when the shop shows them.
 */
export const productInput = z
  .object({
    country_id: z.coerce.number({ error: 'is required' }).int().positive('is required'),
    brand_id: z.coerce.number({ error: 'is required' }).int().positive('is required'),
    category_id: z.coerce.number({ error: 'is required' }).int().positive('is required'),
    campaign_id: z.union([z.null(), z.coerce.number().int().positive()]).default(null),
    i18n: z.object({
      en: text(true),
      cn: text(false).default({ name: '', description: '', terms_and_conditions: '', redeem_howto: '' }),
      jp: text(false).default({ name: '', description: '', terms_and_conditions: '', redeem_howto: '' }),
    }),
    image: zImagePath,
    gallery: z
      .array(z.object({ image: zImagePath }), { error: 'must be a list of images' })
      .max(10, 'at most 10 images')
      .default([]),
    price: z.coerce.number({ error: 'must be a number' }).min(0, 'must not be negative').max(1_000_000, 'is too large'),
    stock: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must not be negative').max(10_000_000),
    active: z.boolean({ error: 'must be true or false' }).default(true),
    is_recommended: z.boolean().default(false),
    /** redeemed in part at the counter, keeping a balance (a S$50 gift card) */
    stored_value: z.boolean({ error: 'must be true or false' }).default(false),
    gender: z.enum(['', 'Male', 'Female'], { error: 'must be empty, Male or Female' }).default(''),
    age_min: z.coerce.number().int().min(0).max(120).default(0),
    age_max: z.coerce.number().int().min(0).max(120).default(99),
    interests: zTags,
    gift_intentions: zTags,
    evoucher_code_type: z.enum(CODE_TYPES, { error: `must be one of ${CODE_TYPES.join(', ')}` }).default('alphanumeric'),
    voucher_validity_days: z.coerce.number().int().min(1, 'must be at least 1').max(3650).default(365),
    version: zVersion.optional(),
  })
  .refine((p) => p.age_min <= p.age_max, { path: ['age_max'], message: 'must not be below the minimum age' });
export type ProductInput = z.output<typeof productInput>;

const productTexts = z.object({ name: z.string(), description: z.string(), terms_and_conditions: z.string(), redeem_howto: z.string() });
const otherProductTexts = productTexts.partial().optional();

/**
 * A product as the admin API answers it: `price` in major units (12.5), the texts per language as stored. A read,
 * create or save carries the `gallery` in order; a list row leaves it empty (the list never loads it).
 */
export const productRecord = z.object({
  id: z.number(),
  country_id: z.number(),
  brand_id: z.number(),
  category_id: z.number(),
  campaign_id: z.number().nullable(),
  i18n: z.object({ en: productTexts, cn: otherProductTexts, jp: otherProductTexts }),
  image: z.string(),
  gallery: z.array(z.object({ image: z.string() })),
  currency_code: z.string(),
  price: z.number(),
  stock: z.number(),
  sold_count: z.number(),
  active: z.boolean(),
  is_recommended: z.boolean(),
  stored_value: z.boolean(),
  gender: z.string(),
  age_min: z.number(),
  age_max: z.number(),
  interests: z.array(z.string()),
  gift_intentions: z.array(z.string()),
  evoucher_code_type: z.string(),
  voucher_validity_days: z.number(),
  version: z.number(),
});
export type ProductRecord = z.output<typeof productRecord>;
