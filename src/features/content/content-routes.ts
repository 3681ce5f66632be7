import { CONTENT_LANGUAGES, type ContentLanguage, type StaticPage } from './content-schemas.ts';
import { BASE } from '../../lib/paths.ts';

/**
 * Where a content page lives in a language: English at /<page>, the others at /<page>/<lang>. The pages carry no
 * JavaScript, so the language is in the URL; islands that link to a content page pass the shopper's language.
 */
export function contentPageHref(page: StaticPage, lang: ContentLanguage = 'eng'): string {
  return lang === 'eng' ? `${BASE}/${page}` : `${BASE}/${page}/${lang}`;
}

/** getStaticPaths of the /<page>/[lang] routes: the languages other than English. */
export function translatedLanguagePaths() {
  return CONTENT_LANGUAGES.filter((lang) => lang !== 'eng').map((lang) => ({ params: { lang } }));
}

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}
