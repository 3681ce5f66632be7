/**
 * The static content pages and their languages. English lives at /<page>, the others at /<page>/<lang>. The pages ship
 * no JavaScript, so a page opened directly follows the `nf_lang` cookie the shop sets when the shopper picks a
 * language (Netlify's own language-redirect cookie; the Node server reads the same one, decision 0243).
 */
export const CONTENT_LANGUAGES = ['eng', 'cn', 'jp'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const STATIC_PAGES = ['privacy-policy', 'terms-n-conditions', 'support', 'contact-us'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** The cookie's value per shop language: the browser language codes Netlify's Language condition compares. */
export const LANGUAGE_COOKIE = 'nf_lang';
export const COOKIE_CODE: Record<ContentLanguage, string> = { eng: 'en', cn: 'zh', jp: 'ja' };

/**
 * Where an English content page opened directly should send a shopper who chose another language, or null.
 * `urlPath` has the base path; `cookieHeader` is the request's Cookie header.
 */
export function contentLanguageRedirect(urlPath: string, cookieHeader: string | undefined, base: string): string | null {
  if (!cookieHeader || !urlPath.startsWith(`${base}/`)) return null;
  const page = urlPath.slice(base.length + 1).replace(/(\.html|\/)$/, '');
  if (!(STATIC_PAGES as readonly string[]).includes(page)) return null;
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader);
  const lang = CONTENT_LANGUAGES.find((l) => l !== 'eng' && COOKIE_CODE[l] === match?.[1]);
  return lang ? `${base}/${page}/${lang}` : null;
}
