import type { z } from 'astro/zod';
import { CONTENT_LANGUAGES, campaignCopySchema, contactPageSchema, invitationCopySchema, legalPageSchema } from '../content-schemas.ts';

/**
 * The Decap CMS configuration of the content that marketing edits (src/content, docs/marketing-content.md), built
 * from the same zod schemas the build validates with: every front-matter field is a CMS field, with the schema's
 * length limits, and the three languages are edited side by side (i18n multiple_folders: <folder>/<lang>/<page>.md).
 * tests/unit/platform/content-schema.test.ts keeps the two equal.
 */

type I18nMode = boolean | 'duplicate';
export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'markdown' | 'number' | 'datetime' | 'hidden';
  i18n: I18nMode;
  hint?: string;
  default?: string;
  required?: boolean;
  pattern?: [string, string];
  value_type?: 'int';
  min?: number;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  buttons?: string[];
  editor_components?: string[];
}

export interface CmsCollection {
  name: string;
  label: string;
  i18n: true;
  create: false;
  delete: false;
  format: 'frontmatter';
  extension: 'md';
  folder: string;
  filter: { field: string; value: string };
  fields: CmsField[];
}

export interface CmsConfig {
  backend: { name: 'git-gateway'; branch: string; commit_messages: Record<string, string> };
  local_backend: boolean | { url: string };
  load_config_file: false;
  publish_mode: 'simple';
  media_folder: string;
  public_folder: string;
  site_url: string;
  locale: 'en';
  i18n: { structure: 'multiple_folders'; locales: string[]; default_locale: string };
  collections: CmsCollection[];
}

type Shape = Record<string, z.ZodType>;

/** A text field whose length limit is the schema's (the build would refuse a longer one anyway). */
function text(shape: Shape, name: string, label: string, hint: string, widget: 'string' | 'text' = 'string'): CmsField {
  const max = (shape[name] as z.ZodType & { maxLength?: number | null }).maxLength;
  return {
    name,
    label,
    widget,
    i18n: true,
    hint,
    ...(max ? { pattern: [`^[\\s\\S]{1,${max}}$`, `At most ${max} characters`] as [string, string] } : {}),
  };
}

const body = (hint: string): CmsField => ({
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  i18n: true,
  hint,
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
  editor_components: [],
});

const legal = legalPageSchema.shape as unknown as Shape;
const contact = contactPageSchema.shape as unknown as Shape;
const invitation = invitationCopySchema.shape as unknown as Shape;
const campaign = campaignCopySchema.shape as unknown as Shape;

const pageHead = (shape: Shape, kind: 'legal' | 'contact'): CmsField[] => [
  { name: 'kind', label: 'Kind', widget: 'hidden', default: kind, i18n: 'duplicate' },
  text(shape, 'title', 'Title', 'The page heading shown in the top bar'),
  text(shape, 'description', 'Description', 'One sentence for search engines and link previews', 'text'),
];

const legalFields: CmsField[] = [
  ...pageHead(legal, 'legal'),
  {
    name: 'updated',
    label: 'Last updated',
    widget: 'datetime',
    i18n: true,
    format: 'YYYY-MM-DD',
    date_format: 'YYYY-MM-DD',
    time_format: false,
    picker_utc: true,
    hint: 'The date this text last changed',
  },
  body('The policy itself'),
];

const contactFields: CmsField[] = [
  ...pageHead(contact, 'contact'),
  {
    name: 'email',
    label: 'Support e-mail',
    widget: 'string',
    i18n: 'duplicate',
    pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'An e-mail address such as support@ugift.sg'],
  },
  { name: 'replyWithinHours', label: 'Replies within (hours)', widget: 'number', value_type: 'int', min: 1, i18n: 'duplicate' },
  text(contact, 'illustrationAlt', 'Illustration description', 'A short description of the illustration for screen readers'),
  body('What the page says above the e-mail address'),
];

const invitationFields: CmsField[] = [
  text(invitation, 'title', 'Title', 'The main heading, e.g. "Welcome to Ugift"'),
  text(invitation, 'description', 'Description', 'One sentence for search engines and link previews', 'text'),
  text(invitation, 'appStoreLabel', 'App Store badge', 'e.g. "Download on the App Store"'),
  text(invitation, 'playStoreLabel', 'Google Play badge', 'e.g. "Get it on Google Play"'),
  text(invitation, 'privacyLinkLabel', 'Privacy link', 'The text of the link to the privacy policy'),
  text(invitation, 'openInBrowser', 'Open in browser', "What WeChat users see: ask them to open the page in the phone's browser", 'text'),
  text(invitation, 'openingApp', 'Opening the app', 'Shown while the store or the app is being opened'),
  body('The promotional text'),
];

const campaignFields: CmsField[] = [
  text(campaign, 'title', 'Title', 'The top bar title, e.g. "Campaign"'),
  text(campaign, 'description', 'Description', 'One sentence for search engines and link previews', 'text'),
  text(campaign, 'termsLabel', 'Terms button', 'The label of the Terms & Conditions button and dialog title'),
  text(campaign, 'redeemLabel', 'Redeem button', 'The label of the bottom Redeem button'),
  text(campaign, 'progressLabel', 'Progress label', 'The label of the progress bar'),
  text(campaign, 'loginToRedeem', 'Log in first', 'What guests are told before they can redeem', 'text'),
  text(campaign, 'unavailable', 'Unavailable', 'Shown when the campaign does not exist or has ended', 'text'),
  body('A short explainer under the campaign'),
];

const pagesFolder = (name: string, label: string, kind: 'legal' | 'contact', fields: CmsField[]): CmsCollection => ({
  name,
  label,
  folder: 'src/content/pages',
  filter: { field: 'kind', value: kind },
  extension: 'md',
  format: 'frontmatter',
  i18n: true,
  create: false,
  delete: false,
  fields,
});

/** One copy file per language in src/content/copy/<lang>/<page>.md, told apart by their `page` field. */
const copyFolder = (page: 'invitation' | 'campaign', label: string, fields: CmsField[]): CmsCollection => ({
  name: page,
  label,
  folder: 'src/content/copy',
  filter: { field: 'page', value: page },
  extension: 'md',
  format: 'frontmatter',
  i18n: true,
  create: false,
  delete: false,
  fields: [{ name: 'page', label: 'Page', widget: 'hidden', default: page, i18n: 'duplicate' }, ...fields],
});

export const CMS_COLLECTIONS: CmsCollection[] = [
  pagesFolder('legal', 'Privacy and terms', 'legal', legalFields),
  pagesFolder('contact', 'Support and contact', 'contact', contactFields),
  copyFolder('invitation', 'App download page (/invitation)', invitationFields),
  copyFolder('campaign', 'Campaign page (/campaign)', campaignFields),
];

/** The local backend the browser may use: decap-server on this machine (`npm run cms`), never another host. */
export function localBackendUrl(param: string | null): string | null {
  return param && /^http:\/\/(localhost|127\.0\.0\.1):\d{2,5}\/api\/v1$/.test(param) ? param : null;
}

/**
 * The whole configuration. In production the CMS commits through Netlify's Git Gateway (docs/deploy.md); on
 * localhost it talks to decap-server (`npm run cms`), at the address given by ?backend=… or its default port 8081.
 */
export function cmsConfig(origin: string, backendParam: string | null = null): CmsConfig {
  const local = localBackendUrl(backendParam);
  return {
    backend: {
      name: 'git-gateway',
      branch: 'main',
      commit_messages: {
        create: 'Content: create {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}” (in the CMS by {{author-login}})',
        delete: 'Content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Content: upload “{{path}}”',
        deleteMedia: 'Content: delete “{{path}}”',
      },
    },
    local_backend: local ? { url: local } : true,
    load_config_file: false,
    publish_mode: 'simple',
    media_folder: 'public/cms-media',
    public_folder: '/UgiftWeb/cms-media',
    site_url: `${origin}/UgiftWeb/home`,
    locale: 'en',
    i18n: { structure: 'multiple_folders', locales: [...CONTENT_LANGUAGES], default_locale: 'eng' },
    collections: CMS_COLLECTIONS,
  };
}
