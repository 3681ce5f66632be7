import { z } from 'zod';
import { zCountryTarget, zImagePath, zLanguageText, zOptionalDate, zOptionalImagePath, zVersion } from './fields.ts';

/** Where a banner or popup leads (the spec's linkage types; the shop's linkTarget reads them). */
export const LINKAGE_TYPES = ['linkage_product', 'linkage_campaign', 'linkage_url', 'linkage_video', 'linkage_none'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/** The linkage detail's problem, if any: an id for a product or campaign, an http(s) address for a link or video. */
export function linkageProblem(type: LinkageType, detail: string): string | null {
  if (type === 'linkage_none') return null;
  if (type === 'linkage_product' || type === 'linkage_campaign')
    return /^\d{1,9}$/.test(detail) ? null : 'must be the id of the product or campaign';
  return /^https?:\/\/[^\s]+$/.test(detail) ? null : 'must be an http or https address';
}

const languageText = z.object({
  name: zLanguageText(120).min(1, 'is required'),
  description: zLanguageText(500).default(''),
  image: zOptionalImagePath,
});
const otherLanguage = z.object({
  name: zLanguageText(120).default(''),
  description: zLanguageText(500).default(''),
  image: zOptionalImagePath,
});

/** What staff send to create or save a banner; `version` is required on save (409 when stale). */
export const bannerInput = z
  .object({
    country_id: zCountryTarget.default(null),
    image: zImagePath,
    linkage_type: z.enum(LINKAGE_TYPES, { error: `must be one of ${LINKAGE_TYPES.join(', ')}` }),
    linkage_detail: z.string().trim().max(500, 'is too long').default(''),
    i18n: z.object({
      en: languageText,
      cn: otherLanguage.default({ name: '', description: '', image: undefined }),
      jp: otherLanguage.default({ name: '', description: '', image: undefined }),
    }),
    sort: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(10_000).default(0),
    active: z.boolean({ error: 'must be true or false' }).default(true),
    starts_at: zOptionalDate.default(null),
    ends_at: zOptionalDate.default(null),
    version: zVersion.optional(),
  })
  .refine((b) => !b.starts_at || !b.ends_at || b.starts_at < b.ends_at, { path: ['ends_at'], message: 'must be after the start' })
  .superRefine((b, ctx) => {
    const problem = linkageProblem(b.linkage_type, b.linkage_detail);
    if (problem) ctx.addIssue({ code: 'custom', path: ['linkage_detail'], message: problem });
  });
export type BannerInput = z.output<typeof bannerInput>;

/** A banner as the admin API answers it. */
export const bannerRecord = z.object({
  id: z.number(),
  country_id: z.number().nullable(),
  image: z.string(),
  linkage_type: z.string(),
  linkage_detail: z.string(),
  i18n: z.record(z.string(), z.object({ name: z.string(), description: z.string(), image: z.string().optional() })),
  sort: z.number(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  version: z.number(),
});
export type BannerRecord = z.output<typeof bannerRecord>;
