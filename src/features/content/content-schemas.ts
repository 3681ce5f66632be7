import { z } from 'astro/zod';

/**
 * Front-matter schemas of the content that marketing edits (src/content). src/content.config.ts applies them at build
 * time: a missing or wrong field stops `astro build` with the file and the field named, and the messages below say
 * what to write. Kept free of astro:content so unit tests can check every entry.
 */
export { CONTENT_LANGUAGES, type ContentLanguage, STATIC_PAGES, type StaticPage } from '../../shared/content-pages.ts';

/** A required text field whose error message tells the editor what to add. */
function text(field: string, hint: string, max = 400) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${field} is missing: add a line "${field}: …" to the front matter (${hint})`
          : `${field} must be text (${hint})`,
    })
    .trim()
    .min(1, `${field} is empty: write ${hint}`)
    .max(max, `${field} is too long: at most ${max} characters`);
}

/** YAML reads 2025-01-15 as a date; an editor that quotes it (Decap CMS may) still means that day. */
const asDay = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : v);

const updated = z.preprocess(
  asDay,
  z.date({
    error: (issue) =>
      issue.input === undefined
        ? 'updated is missing: add a line "updated: YYYY-MM-DD" (the date this text last changed)'
        : 'updated must be a date written as YYYY-MM-DD',
  }),
);

const common = {
  title: text('title', 'the page heading shown in the top bar', 80),
  description: text('description', 'one sentence for search engines and link previews', 200),
};

/** Privacy policy and terms: long prose with a last-updated date. */
export const legalPageSchema = z.strictObject({ kind: z.literal('legal'), ...common, updated });

/** Support and contact: the address to write to and how soon the team replies. */
export const contactPageSchema = z.strictObject({
  kind: z.literal('contact'),
  ...common,
  email: z.email({
    error: (issue) =>
      issue.input === undefined
        ? 'email is missing: add a line "email: support@…" (the support address)'
        : 'email must be an e-mail address such as support@ugift.sg',
  }),
  replyWithinHours: z
    .number({ error: 'replyWithinHours is missing: add a line "replyWithinHours: 48" (how soon support replies)' })
    .int('replyWithinHours must be a whole number of hours')
    .min(1, 'replyWithinHours must be at least 1'),
  illustrationAlt: text('illustrationAlt', 'a short description of the illustration for screen readers', 120),
});

export const staticPageSchema = z.discriminatedUnion('kind', [legalPageSchema, contactPageSchema], {
  error: 'kind is missing or unknown: write "kind: legal" (privacy policy, terms) or "kind: contact" (support, contact us)',
});
export type StaticPageData = z.infer<typeof staticPageSchema>;

/** The app download landing page (/invitation): its body is the promotional text. */
/** Which page a copy file is for: the editor (Decap CMS) tells the files of one folder apart by it. */
const copyOf = <P extends string>(page: P) =>
  z.literal(page, { error: `page must be "${page}": keep the line "page: ${page}" at the top of the front matter` });

export const invitationCopySchema = z.strictObject({
  page: copyOf('invitation'),
  title: text('title', 'the main heading, e.g. "Welcome to Ugift"', 80),
  description: text('description', 'one sentence for search engines and link previews', 200),
  appStoreLabel: text('appStoreLabel', 'the text of the iOS store badge, e.g. "Download on the App Store"', 60),
  playStoreLabel: text('playStoreLabel', 'the text of the Android store badge, e.g. "Get it on Google Play"', 60),
  privacyLinkLabel: text('privacyLinkLabel', 'the text of the link to the privacy policy', 60),
  openInBrowser: text('openInBrowser', "what WeChat users see: ask them to open the page in the phone's browser", 200),
  openingApp: text('openingApp', 'shown while the store or the app is being opened', 120),
});
export type InvitationCopy = z.infer<typeof invitationCopySchema>;

/** Fixed words of the campaign page (/campaign); the campaign itself comes from the API. Its body is a short explainer. */
export const campaignCopySchema = z.strictObject({
  page: copyOf('campaign'),
  title: text('title', 'the top bar title, e.g. "Campaign"', 60),
  description: text('description', 'one sentence for search engines and link previews', 200),
  termsLabel: text('termsLabel', 'the label of the Terms & Conditions button and dialog title', 60),
  redeemLabel: text('redeemLabel', 'the label of the bottom Redeem button', 40),
  progressLabel: text('progressLabel', 'the label of the progress bar', 60),
  loginToRedeem: text('loginToRedeem', 'what guests are told before they can redeem', 120),
  unavailable: text('unavailable', 'shown when the campaign does not exist or has ended', 120),
});
export type CampaignCopy = z.infer<typeof campaignCopySchema>;
