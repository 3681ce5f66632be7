/** The answers' languages: English, Chinese, Japanese. */
export type ApiLangKey = 'en' | 'cn' | 'jp';

/**
 * A multiple_languages object with every language present (the contract's inLanguages), each made by `of`; callers fall
 * back to English inside `of` where a language has no text.
 */
export function perLanguage<T>(of: (lang: ApiLangKey) => T): { en: T; cn: T; jp: T } {
  return { en: of('en'), cn: of('cn'), jp: of('jp') };
}
