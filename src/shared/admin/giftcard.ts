import { z } from 'zod';
import { CARD_CANVAS } from '../card-elements.ts';
import { cardElement } from '../api/answers/card-element.ts';
import { zCountryTarget, zImagePath, zLanguageText, zVersion } from './fields.ts';

export const ELEMENT_TYPES = ['text', 'message', 'image', 'music', 'custom_text', 'sticker'] as const;

const px = (max: number) =>
  z.coerce.number({ error: 'must be a number' }).int('must be whole pixels').min(0, 'must not be negative').max(max);

/** One element of a design, placed on the 600x400 reference canvas and kept inside it. */
export const cardElementInput = z
  .object({
    key: z
      .string({ error: 'is required' })
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,30}$/, 'must be a short lower-case key'),
    type: z.enum(ELEMENT_TYPES, { error: `must be one of ${ELEMENT_TYPES.join(', ')}` }),
    placeholder: z.string().trim().max(120, 'is too long').default(''),
    content: z.string().max(50_000, 'is too long').default(''),
    xpos: px(CARD_CANVAS.width),
    ypos: px(CARD_CANVAS.height),
    width: px(CARD_CANVAS.width).min(10, 'must be at least 10 pixels'),
    height: px(CARD_CANVAS.height).min(10, 'must be at least 10 pixels'),
    size: z.enum(['s', 'm', 'l']).optional(),
    fontfamily: z.string().trim().max(60).optional(),
    fontcolor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #333333')
      .optional(),
    fontsize: z.coerce.number().int().min(8).max(120).optional(),
  })
  .superRefine((e, ctx) => {
    if (e.xpos + e.width > CARD_CANVAS.width)
      ctx.addIssue({ code: 'custom', path: ['width'], message: 'goes past the right edge of the card' });
    if (e.ypos + e.height > CARD_CANVAS.height)
      ctx.addIssue({ code: 'custom', path: ['height'], message: 'goes past the bottom of the card' });
  });

/** A gift card design as marketing edits it: names, art, where it is offered, and its element layout. */
export const giftcardInput = z
  .object({
    category_id: z.coerce.number({ error: 'is required' }).int().positive('is required'),
    country_id: zCountryTarget.default(null),
    i18n: z.object({
      en: z.object({ name: zLanguageText(80).min(1, 'is required') }),
      // the art painted in a language stays through an edit (decision 0243)
      cn: z
        .object({ name: zLanguageText(80).default(''), image: zImagePath.optional(), image_thumbnail: zImagePath.optional() })
        .default({ name: '' }),
      jp: z
        .object({ name: zLanguageText(80).default(''), image: zImagePath.optional(), image_thumbnail: zImagePath.optional() })
        .default({ name: '' }),
    }),
    image: zImagePath,
    image_thumbnail: zImagePath,
    is_editable: z.boolean({ error: 'must be true or false' }).default(false),
    sort: z.coerce.number().int().min(0).max(10_000).default(0),
    edit_parameter: z.array(cardElementInput, { error: 'must be a list of elements' }).max(20, 'at most 20 elements'),
    version: zVersion.optional(),
  })
  .superRefine((g, ctx) => {
    const seen = new Set<string>();
    g.edit_parameter.forEach((e, i) => {
      if (seen.has(e.key)) ctx.addIssue({ code: 'custom', path: ['edit_parameter', i, 'key'], message: 'is used twice' });
      seen.add(e.key);
    });
  });

const designLanguage = z.object({ name: z.string(), image: z.string().optional(), image_thumbnail: z.string().optional() });
const otherDesignLanguage = designLanguage.partial().optional();

/** A gift card design as the admin API answers it: a language's name and art only where given (decision 0243). */
export const giftcardRecord = z.object({
  id: z.number(),
  category_id: z.number(),
  country_id: z.number().nullable(),
  i18n: z.object({ en: designLanguage, cn: otherDesignLanguage, jp: otherDesignLanguage }),
  image: z.string(),
  image_thumbnail: z.string(),
  is_editable: z.boolean(),
  edit_parameter: z.array(cardElement),
  sort: z.number(),
  version: z.number(),
});
export type GiftcardRecord = z.output<typeof giftcardRecord>;

const categoryName = z.object({ name: z.string().optional() }).optional();
/** A gift card category (read only, the design form's choices): `name` is the English name. */
export const giftcardCategoryRecord = z.object({
  id: z.number(),
  name: z.string(),
  i18n: z.object({ en: z.object({ name: z.string() }), cn: categoryName, jp: categoryName }),
  sort: z.number(),
});
export type GiftcardCategoryRecord = z.output<typeof giftcardCategoryRecord>;
