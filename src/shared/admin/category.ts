import { z } from 'zod';
import { zImagePath, zLanguageText, zVersion } from './fields.ts';

/** A category (and a brand, described alike): its name in each language (English required), its art, colour and place in lists. */
export const categoryInput = z.object({
  i18n: z.object({
    en: z.object({ name: zLanguageText(80).min(1, 'is required') }),
    cn: z.object({ name: zLanguageText(80).default('') }).default({ name: '' }),
    jp: z.object({ name: zLanguageText(80).default('') }).default({ name: '' }),
  }),
  image: zImagePath,
  image_home: zImagePath,
  colour_code: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #336699'),
  sort: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(10_000).default(0),
  version: zVersion.optional(),
});

const names = z.object({ name: z.string() });
const otherNames = z.object({ name: z.string().optional() }).optional();
/** A category as the admin API answers it: `name` is the English name, for the console's lists and choices. */
export const categoryRecord = z.object({
  id: z.number(),
  name: z.string(),
  i18n: z.object({ en: names, cn: otherNames, jp: otherNames }),
  image: z.string(),
  image_home: z.string(),
  colour_code: z.string(),
  sort: z.number(),
  version: z.number(),
});
export type CategoryRecord = z.output<typeof categoryRecord>;
