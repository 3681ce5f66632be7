import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { persistentAtom } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Namespace, Resources } from './i18n-resources.ts';

export const LANGUAGES = ['eng', 'cn', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];

export const $language = persistentAtom<Language>('I18N_LANGUAGE', 'eng', {
  encode: (v) => v,
  decode: (v) => ((LANGUAGES as readonly string[]).includes(v) ? (v as Language) : 'eng'),
});

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

const english = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/eng/*.json', { eager: true });
const others = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/cn/*.json', '../../locales/jp/*.json']);

const nsOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');

const engResources = Object.fromEntries(Object.entries(english).map(([file, mod]) => [nsOf(file), mod.default]));

// One instance, always starting in English: the prerendered HTML is English, and the first client render must match it.
if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'eng',
    fallbackLng: 'eng',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(engResources),
    resources: { eng: engResources },
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  } as Parameters<typeof i18next.init>[0]);
}

const loaded = new Set<Language>(['eng']);

/** Loads a language's namespaces (once) and switches every island to it. */
export async function applyLanguage(lang: Language): Promise<void> {
  if (!loaded.has(lang)) {
    const files = Object.entries(others).filter(([file]) => file.includes(`/locales/${lang}/`));
    await Promise.all(files.map(async ([file, load]) => {
      i18next.addResourceBundle(lang, nsOf(file), (await load()).default, true, true);
    }));
    loaded.add(lang);
  }
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

export function htmlLang(lang: Language): string {
  return lang === 'cn' ? 'zh-Hans' : lang === 'jp' ? 'ja' : 'en';
}

/**
 * The translation function for a namespace; follows the stored language after hydration. Until its island has
 * hydrated it answers English, like the prerendered HTML: an island that hydrates late (client:idle/visible), after
 * another one already switched the shared instance to the stored language, would otherwise not match its HTML.
 */
export function useT<N extends Namespace>(ns: N) {
  const lang = useStore($language);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    void applyLanguage(lang);
  }, [lang]);
  const result = useTranslation(ns);
  if (hydrated) return result;
  return { ...result, t: i18next.getFixedT('eng', ns) as unknown as typeof result.t };
}

/** The API's language key for multiple_languages objects. */
export function apiLangKey(lang: Language): 'en' | 'cn' | 'jp' {
  return lang === 'eng' ? 'en' : lang;
}

export { i18next };
