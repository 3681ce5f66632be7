import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Namespace } from './i18n-resources.ts';
import type { TFunction, TranslationVars } from './i18n-keys.ts';
import commonEng from '../../locales/eng/common.json';
import { COOKIE_CODE, LANGUAGE_COOKIE } from '../shared/content-pages.ts';

export type { TFunction, TranslationKey } from './i18n-keys.ts';

export const LANGUAGES = ['eng', 'cn', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language the shopper chose (persisted). */
export const $language = persistentAtom<Language>('I18N_LANGUAGE', 'eng', {
  encode: (v) => v,
  decode: (v) => ((LANGUAGES as readonly string[]).includes(v) ? (v as Language) : 'eng'),
});

type Bundle = Record<string, unknown>;
type Bundles = Record<Language, Partial<Record<string, Bundle>>>;

/**
 * The loaded text per language and namespace. English of a namespace is registered by the modules in
 * src/lib/i18n-eng/ that the components using it import (so a page bundles only the English it shows); 'common' is
 * always here. Chinese and Japanese load on demand.
 */
const $bundles = atom<Bundles>({ eng: { common: commonEng }, cn: {}, jp: {} });
/** The language every hydrated island shows: follows $language once its text has loaded. */
const $active = atom<Language>('eng');

/** Adds the English text of a namespace (called once by its src/lib/i18n-eng/<ns>.ts module). */
export function registerEnglish(ns: Namespace, text: Bundle): void {
  const bundles = $bundles.get();
  if (bundles.eng[ns] !== text) $bundles.set({ ...bundles, eng: { ...bundles.eng, [ns]: text } });
}

/**
 * Chinese and Japanese, each as one chunk of all its namespaces: one request when a shopper switches, and two entries
 * in every page's JavaScript instead of one per file.
 */
const others: Record<Exclude<Language, 'eng'>, () => Promise<{ default: Record<string, Bundle> }>> = {
  cn: () => import('./i18n-cn.ts'),
  jp: () => import('./i18n-jp.ts'),
};
const nsOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
const loading = new Map<Language, Promise<void>>();

function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'eng') return Promise.resolve();
  let done = loading.get(lang);
  if (!done) {
    done = others[lang]().then(({ default: files }) => {
      const entries = Object.entries(files).map(([file, text]) => [nsOf(file), text] as const);
      const bundles = $bundles.get();
      $bundles.set({ ...bundles, [lang]: { ...bundles[lang], ...Object.fromEntries(entries) } });
    });
    done.catch(() => loading.delete(lang));
    loading.set(lang, done);
  }
  return done;
}

/** Loads a language's namespaces (once) and switches every island to it. */
export async function applyLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  $active.set(lang);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = htmlLang(lang);
    // static content pages opened directly follow this cookie (decision 0243); a plain cookie, no other reader
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
    document.cookie = `${LANGUAGE_COOKIE}=${COOKIE_CODE[lang]}; path=/; max-age=31536000; SameSite=Lax`;
  }
}

export function htmlLang(lang: Language): string {
  return lang === 'cn' ? 'zh-Hans' : lang === 'jp' ? 'ja' : 'en';
}

const rules = new Map<Language, Intl.PluralRules>();
function pluralOf(lang: Language, count: number): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return rule.select(count);
}

function lookup(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Bundle)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, vars: TranslationVars | undefined): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : value === null ? '' : String(value);
  });
}

/**
 * Finds `key` in the namespace for `lang`, then English; with `count` the plural form comes first
 * (`key_zero` for 0, `key_<rule>`, `key`, `key_other`), as i18next resolved it. A missing key answers
 * `defaultValue` or the key itself.
 */
export function translate(bundles: Bundles, lang: Language, ns: Namespace, key: string, vars?: TranslationVars): string {
  const count = vars?.count;
  for (const code of lang === 'eng' ? (['eng'] as const) : [lang, 'eng' as const]) {
    const bundle = bundles[code][ns];
    const keys =
      typeof count === 'number' ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(code, count)}`, key, `${key}_other`] : [key];
    for (const candidate of keys) {
      const text = lookup(bundle, candidate);
      if (text !== undefined) return interpolate(text, vars);
    }
  }
  return vars?.defaultValue !== undefined ? interpolate(vars.defaultValue, vars) : key;
}

const missingEnglish = new Set<string>();
function ensureEnglish(ns: Namespace): void {
  if ($bundles.get().eng[ns] || missingEnglish.has(ns)) return;
  missingEnglish.add(ns);
  console.error(`i18n: the English text of "${ns}" is not registered: import '…/lib/i18n-eng/${ns}.ts' next to useT('${ns}').`);
}

/**
 * The translation function for a namespace; follows the stored language after hydration. Until its island has
 * hydrated it answers English, like the prerendered HTML: an island that hydrates late (client:idle/visible), after
 * another one already switched the language, would otherwise not match its HTML.
 */
export function useT<N extends Namespace>(ns: N): { t: TFunction<N>; i18n: { language: Language } } {
  ensureEnglish(ns);
  const lang = useStore($language);
  const active = useStore($active);
  const bundles = useStore($bundles);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    void applyLanguage(lang);
  }, [lang]);
  const language: Language = hydrated ? active : 'eng';
  return useMemo(
    () => ({
      t: ((key, vars) => translate(bundles, language, ns, key, vars)) as TFunction<N>,
      i18n: { language },
    }),
    [bundles, language, ns],
  );
}

/** The API's language key for multiple_languages objects. */
export function apiLangKey(lang: Language): 'en' | 'cn' | 'jp' {
  return lang === 'eng' ? 'en' : lang;
}
