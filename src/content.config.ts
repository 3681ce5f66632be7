import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { campaignCopySchema, invitationCopySchema, staticPageSchema } from './features/content/content-schemas.ts';

/**
 * Content that marketing edits, one Markdown file per page and language (docs/marketing-content.md).
 * pages:     src/content/pages/<eng|cn|jp>/<page>.md  → /privacy-policy, /terms-n-conditions, /support, /contact-us
 * copy:      src/content/copy/<eng|cn|jp>/<invitation|campaign>.md → the words of /invitation and /campaign
 * Entry ids are "<lang>/<page>"; a front-matter error stops the build naming the file and the field.
 */
const pages = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/pages' }),
  schema: staticPageSchema,
});

const invitationCopy = defineCollection({
  loader: glob({ pattern: '*/invitation.md', base: './src/content/copy', generateId: ({ entry }) => entry.split('/')[0] }),
  schema: invitationCopySchema,
});

const campaignCopy = defineCollection({
  loader: glob({ pattern: '*/campaign.md', base: './src/content/copy', generateId: ({ entry }) => entry.split('/')[0] }),
  schema: campaignCopySchema,
});

export const collections = { pages, invitationCopy, campaignCopy };
