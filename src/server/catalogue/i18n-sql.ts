import { sql, type SQL } from 'drizzle-orm';

export type ApiLang = 'en' | 'cn' | 'jp';

/** The API's language key for an interface language (eng -> en). */
export const langKey = (language: 'eng' | 'cn' | 'jp' | undefined): ApiLang => (language === 'cn' ? 'cn' : language === 'jp' ? 'jp' : 'en');

/**
 * The lower-cased name of a row's i18n column in a language, falling back to English.
 * `column` is a trusted SQL identifier such as p.i18n; the language key comes from a closed set.
 */
export function nameInLang(column: string, lang: ApiLang): SQL {
  if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(column)) throw new Error(`bad column ${column}`);
  const col = sql.raw(column);
  if (lang === 'en') return sql`lower(${col}->'en'->>'name')`;
  const key = sql.raw(lang === 'cn' ? "'cn'" : "'jp'");
  return sql`lower(coalesce(nullif(${col}->${key}->>'name', ''), ${col}->'en'->>'name'))`;
}

/** Names only, for lists: { en: { name }, cn: { name }, jp: { name } } with English filling any gap. */
export function namesOnly(
  i18n: { en: { name: string } } & Partial<Record<'cn' | 'jp', { name?: string } | undefined>>,
): Record<ApiLang, { name: string }> {
  const en = i18n.en?.name ?? '';
  return { en: { name: en }, cn: { name: i18n.cn?.name || en }, jp: { name: i18n.jp?.name || en } };
}
