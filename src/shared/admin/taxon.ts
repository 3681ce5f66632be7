import { z } from 'zod';
import { zImagePath, zLanguageText, zVersion } from './fields.ts';

/** A category or brand: its name in each language (English required), its art, colour and place in lists. */
export const taxonInput = z.object({
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
