import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_LANGUAGES,
  STATIC_PAGES,
  campaignCopySchema,
  contactPageSchema,
  invitationCopySchema,
  legalPageSchema,
  staticPageSchema,
} from '../../../src/features/content/content-schemas.ts';
import { CMS_COLLECTIONS, cmsConfig, localBackendUrl } from '../../../src/features/content/cms/cms-config.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../../src/content');

/** The front matter of a Markdown file, parsed as Astro's glob loader does (YAML: dates become Date). */
function frontMatter(file: string): { data: Record<string, unknown>; body: string } {
  const text = readFileSync(file, 'utf8');
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${file}: no front matter`);
  return { data: yaml.load(m[1]) as Record<string, unknown>, body: m[2] };
}

function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): string[] {
  return result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('static pages content', () => {
  it('has every page in every language, and every entry passes the schema', () => {
    for (const lang of CONTENT_LANGUAGES) {
      const files = readdirSync(path.join(CONTENT, 'pages', lang)).sort();
      expect(files, lang).toEqual([...STATIC_PAGES].map((p) => `${p}.md`).sort());
      for (const file of files) {
        const { data, body } = frontMatter(path.join(CONTENT, 'pages', lang, file));
        expect(messages(staticPageSchema.safeParse(data)), `${lang}/${file}`).toEqual([]);
        expect(body.trim().length, `${lang}/${file} has prose`).toBeGreaterThan(80);
      }
    }
  });

  it('says what the spec says in every language: Singapore, six months, the support e-mail, 48 hours', () => {
    const read = (lang: string, page: string) => frontMatter(path.join(CONTENT, 'pages', lang, `${page}.md`));
    const singapore = { eng: 'Singapore', cn: '新加坡', jp: 'シンガポール' } as const;
    const sixMonths = { eng: 'six months', cn: '六个月', jp: '6 か月' } as const;
    for (const lang of CONTENT_LANGUAGES) {
      const privacy = read(lang, 'privacy-policy').body;
      expect(privacy.split(singapore[lang]).length - 1, `${lang} privacy: storage and law`).toBeGreaterThanOrEqual(2);
      const terms = read(lang, 'terms-n-conditions');
      expect(terms.body).toContain(sixMonths[lang]);
      expect(terms.body.match(/^## /gm)?.length, `${lang} terms sections`).toBe(9);
      for (const page of ['support', 'contact-us']) {
        const { data, body } = read(lang, page);
        expect(data.email).toBe('support@ugift.sg');
        expect(data.replyWithinHours).toBe(48);
        expect(body).toContain('48');
      }
    }
  });

  it('fails a page with a missing field with a message naming it and saying what to write', () => {
    const { data } = frontMatter(path.join(CONTENT, 'pages', 'eng', 'privacy-policy.md'));
    const { title: _t, ...noTitle } = data;
    expect(messages(staticPageSchema.safeParse(noTitle))).toEqual([
      'title: title is missing: add a line "title: …" to the front matter (the page heading shown in the top bar)',
    ]);
    const { updated: _u, ...noDate } = data;
    expect(messages(staticPageSchema.safeParse(noDate))).toEqual([
      'updated: updated is missing: add a line "updated: YYYY-MM-DD" (the date this text last changed)',
    ]);
    const contact = frontMatter(path.join(CONTENT, 'pages', 'eng', 'contact-us.md')).data;
    const { email: _e, ...noEmail } = contact;
    expect(messages(staticPageSchema.safeParse(noEmail))).toEqual([
      'email: email is missing: add a line "email: support@…" (the support address)',
    ]);
    expect(messages(staticPageSchema.safeParse({ ...contact, email: 'not-an-address' }))).toEqual([
      'email: email must be an e-mail address such as support@ugift.sg',
    ]);
  });

  it('refuses an unknown kind and an unknown field (a typo is caught, not ignored)', () => {
    const { data } = frontMatter(path.join(CONTENT, 'pages', 'eng', 'support.md'));
    expect(messages(staticPageSchema.safeParse({ ...data, kind: 'blog' }))[0]).toContain('kind is missing or unknown');
    expect(messages(staticPageSchema.safeParse({ ...data, titel: 'Support' }))[0]).toMatch(/titel/);
  });
});

describe('invitation and campaign copy', () => {
  it('exists in every language and passes its schema', () => {
    for (const lang of CONTENT_LANGUAGES) {
      const invitation = frontMatter(path.join(CONTENT, 'copy', lang, 'invitation.md'));
      expect(messages(invitationCopySchema.safeParse(invitation.data)), `${lang} invitation`).toEqual([]);
      expect(invitation.body.trim().length).toBeGreaterThan(40);
      const campaign = frontMatter(path.join(CONTENT, 'copy', lang, 'campaign.md'));
      expect(messages(campaignCopySchema.safeParse(campaign.data)), `${lang} campaign`).toEqual([]);
    }
  });

  it('names a missing field of the copy', () => {
    const { data } = frontMatter(path.join(CONTENT, 'copy', 'eng', 'invitation.md'));
    const { appStoreLabel: _a, ...rest } = data;
    expect(messages(invitationCopySchema.safeParse(rest))).toEqual([
      'appStoreLabel: appStoreLabel is missing: add a line "appStoreLabel: …" to the front matter (the text of the iOS store badge, e.g. "Download on the App Store")',
    ]);
  });
});

describe('the content editor (Decap CMS) matches the content schema', () => {
  const schemaOf = { legal: legalPageSchema, contact: contactPageSchema, invitation: invitationCopySchema, campaign: campaignCopySchema };

  it('edits every front-matter field of every schema, plus the Markdown body, in the three languages side by side', () => {
    expect(CMS_COLLECTIONS.map((c) => c.name).sort()).toEqual(Object.keys(schemaOf).sort());
    for (const collection of CMS_COLLECTIONS) {
      const schema = schemaOf[collection.name as keyof typeof schemaOf];
      const names = collection.fields.map((f) => f.name);
      expect(names.filter((n) => n !== 'body').sort(), collection.name).toEqual(Object.keys(schema.shape).sort());
      expect(names, collection.name).toContain('body');
      // the field that tells the files apart is fixed, hidden and the same in every language
      expect(collection.fields.find((f) => f.name === collection.filter.field)).toMatchObject({
        widget: 'hidden',
        default: collection.filter.value,
        i18n: 'duplicate',
      });
    }
    const config = cmsConfig('https://shop.example');
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: ['eng', 'cn', 'jp'], default_locale: 'eng' });
    expect(config.backend.name).toBe('git-gateway');
  });

  it("limits text to the schema's lengths", () => {
    const legal = CMS_COLLECTIONS.find((c) => c.name === 'legal')!;
    const title = legal.fields.find((f) => f.name === 'title')!;
    const [pattern] = title.pattern!;
    expect(new RegExp(pattern).test('x'.repeat(80))).toBe(true);
    expect(new RegExp(pattern).test('x'.repeat(81))).toBe(false);
    expect(legalPageSchema.shape.title.safeParse('x'.repeat(81)).success).toBe(false);
  });

  it('finds every content file in exactly one collection, by its folder and its filter field', () => {
    for (const lang of CONTENT_LANGUAGES) {
      for (const folder of ['pages', 'copy']) {
        for (const file of readdirSync(path.join(CONTENT, folder, lang))) {
          const { data } = frontMatter(path.join(CONTENT, folder, lang, file));
          const owners = CMS_COLLECTIONS.filter((c) => c.folder === `src/content/${folder}` && data[c.filter.field] === c.filter.value);
          expect(
            owners.map((c) => c.name),
            `${folder}/${lang}/${file}`,
          ).toHaveLength(1);
        }
      }
    }
  });

  it('talks to a local backend only on this machine', () => {
    expect(localBackendUrl('http://127.0.0.1:8081/api/v1')).toBe('http://127.0.0.1:8081/api/v1');
    expect(localBackendUrl('http://localhost:40123/api/v1')).toBe('http://localhost:40123/api/v1');
    for (const bad of ['https://evil.example/api/v1', 'http://localhost.evil.example:80/api/v1', 'http://127.0.0.1:8081/other', null])
      expect(localBackendUrl(bad), String(bad)).toBeNull();
    expect(cmsConfig('http://localhost:4321', 'http://evil.example/api/v1').local_backend).toBe(true);
  });
});
