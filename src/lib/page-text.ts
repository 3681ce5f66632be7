import eng from '../../locales/eng/platform.json';
import cn from '../../locales/cn/platform.json';
import jp from '../../locales/jp/platform.json';
import engCommon from '../../locales/eng/common.json';
import cnCommon from '../../locales/cn/common.json';
import jpCommon from '../../locales/jp/common.json';
import type { ContentLanguage } from '../shared/content-pages.ts';

/** The interface text of pages rendered without client JS (content pages, 404, 500), read at build time. */
export type PlatformText = typeof eng;

const TEXT: Record<ContentLanguage, PlatformText> = { eng, cn, jp };
const LANGUAGE_NAMES: Record<ContentLanguage, string> = { eng: engCommon.language.eng, cn: cnCommon.language.cn, jp: jpCommon.language.jp };

export function platformText(lang: ContentLanguage): PlatformText {
  return TEXT[lang];
}

export function languageName(lang: ContentLanguage): string {
  return LANGUAGE_NAMES[lang];
}

/** Fills {{name}} placeholders, as t() of src/lib/i18n.ts does in the islands. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The <html lang> value of an interface language. */
export function htmlLangOf(lang: ContentLanguage): string {
  return lang === 'cn' ? 'zh-Hans' : lang === 'jp' ? 'ja' : 'en';
}

/** Dates on content pages: 15 Jan 2025 / 2025年1月15日, the order every screen uses (day first in English). */
export function formatContentDate(date: Date, lang: ContentLanguage): string {
  return new Intl.DateTimeFormat(lang === 'eng' ? 'en-GB' : htmlLangOf(lang), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
