import { z } from 'zod';
import { zLanguageText, zVersion } from './fields.ts';

/**
 * An interest or a gift intention: the shop's product filters and the tags products carry. `value` is the tag stored
 * on products (lower-case, underscores); the names are what shoppers read in each language.
 */
export const filterOptionInput = z.object({
  kind: z.enum(['interest', 'gift_intention'], { error: 'must be interest or gift_intention' }),
  value: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, 'must be a lower-case tag such as thank_you'),
  i18n: z.object({
    en: z.object({ name: zLanguageText(60).min(1, 'is required') }),
    cn: z.object({ name: zLanguageText(60).default('') }).default({ name: '' }),
    jp: z.object({ name: zLanguageText(60).default('') }).default({ name: '' }),
  }),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
  version: zVersion.optional(),
});

const names = z.object({ name: z.string() });
const otherNames = z.object({ name: z.string().optional() }).optional();
/** An interest or gift intention as the admin API answers it. */
export const filterOptionRecord = z.object({
  id: z.number(),
  kind: z.string(),
  value: z.string(),
  i18n: z.object({ en: names, cn: otherNames, jp: otherNames }),
  sort: z.number(),
  version: z.number(),
});
export type FilterOptionRecord = z.output<typeof filterOptionRecord>;
