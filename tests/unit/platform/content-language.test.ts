import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { COOKIE_CODE, CONTENT_LANGUAGES, contentLanguageRedirect, STATIC_PAGES } from '../../../src/shared/content-pages.ts';

const BASE = '/UgiftWeb';

describe('a content page opened directly follows the chosen language (decision 0243)', () => {
  it('sends a shopper who chose Chinese or Japanese to their page', () => {
    expect(contentLanguageRedirect(`${BASE}/privacy-policy`, 'a=1; nf_lang=zh', BASE)).toBe(`${BASE}/privacy-policy/cn`);
    expect(contentLanguageRedirect(`${BASE}/support/`, 'nf_lang=ja', BASE)).toBe(`${BASE}/support/jp`);
    expect(contentLanguageRedirect(`${BASE}/contact-us.html`, 'nf_lang=ja; b=2', BASE)).toBe(`${BASE}/contact-us/jp`);
  });

  it('leaves English, other pages, the translated pages and unknown values alone', () => {
    expect(contentLanguageRedirect(`${BASE}/privacy-policy`, 'nf_lang=en', BASE)).toBeNull();
    expect(contentLanguageRedirect(`${BASE}/privacy-policy`, undefined, BASE)).toBeNull();
    expect(contentLanguageRedirect(`${BASE}/privacy-policy`, 'xnf_lang=zh', BASE)).toBeNull();
    expect(contentLanguageRedirect(`${BASE}/home`, 'nf_lang=zh', BASE)).toBeNull();
    expect(contentLanguageRedirect(`${BASE}/privacy-policy/cn`, 'nf_lang=ja', BASE)).toBeNull();
    expect(contentLanguageRedirect(`${BASE}/privacy-policy`, 'nf_lang=fr', BASE)).toBeNull();
  });

  it('has the same rule on Netlify for every page and language', () => {
    const toml = parse(readFileSync(path.resolve(import.meta.dirname, '../../../netlify.toml'), 'utf8')) as {
      redirects: Array<{ from: string; to: string; force?: boolean; conditions?: { Language?: string[] } }>;
    };
    for (const page of STATIC_PAGES) {
      for (const lang of CONTENT_LANGUAGES.filter((l) => l !== 'eng')) {
        const rule = toml.redirects.find((r) => r.from === `${BASE}/${page}` && r.to === `${BASE}/${page}/${lang}`);
        expect(rule, `${page} ${lang}`).toBeDefined();
        expect(rule?.force).toBe(true);
        expect(rule?.conditions?.Language).toEqual([COOKIE_CODE[lang]]);
      }
    }
    const catchAll = toml.redirects.findIndex((r) => r.from === `${BASE}/*`);
    expect(toml.redirects.findIndex((r) => r.from === `${BASE}/support`)).toBeLessThan(catchAll);
  });
});
