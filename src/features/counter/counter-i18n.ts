import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo } from 'react';
import cn from '../../../locales/cn/counter.json';
import eng from '../../../locales/eng/counter.json';
import jp from '../../../locales/jp/counter.json';
import { htmlLang, LANGUAGES, type Language, translate } from '../../lib/i18n.ts';
import type { TFunction } from '../../lib/i18n-keys.ts';

/**
 * The counter's language (decision 0239): the staff member's choice on this device, else the device's own
 * language (navigator.languages), else English. Its three texts are bundled with the counter alone: the shop's
 * Chinese and Japanese chunks leave locales/<lang>/counter.json out, so no shopper page loads them.
 */
/** kept on the device; a device set up before the counter had one name keeps its choice (decision 0275) */
const KEY = 'ugift.counter.language';
const OLD_KEY = 'ugift.merchant.language';
const BUNDLES = { eng: { counter: eng }, cn: { counter: cn }, jp: { counter: jp } };

/** The counter's language for a list of BCP 47 tags, as the browser orders them: the first Chinese, Japanese or English. */
export function languageOfDevice(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'zh') return 'cn';
    if (primary === 'ja') return 'jp';
    if (primary === 'en') return 'eng';
  }
  return 'eng';
}

function initialLanguage(): Language {
  try {
    const chosen = localStorage.getItem(KEY) ?? localStorage.getItem(OLD_KEY);
    if (chosen && (LANGUAGES as readonly string[]).includes(chosen)) return chosen as Language;
  } catch {
    // private mode: follow the device
  }
  if (typeof navigator === 'undefined') return 'eng';
  return languageOfDevice(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

const $counterLanguage = atom<Language>(initialLanguage());

/** The page's language and title follow the counter's language (screen readers, the kiosk's window title). */
function show(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(lang);
  document.title = BUNDLES[lang].counter.title;
}
show($counterLanguage.get());

/** The staff member picks the counter's language; kept on this device. */
export function chooseCounterLanguage(lang: Language): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // private mode: the choice lasts for this visit only
  }
  $counterLanguage.set(lang);
  show(lang);
}

/** Dates at the counter in the counter's language (the device's time zone). */
export const LOCALE_OF: Record<Language, string> = { eng: 'en-SG', cn: 'zh-CN', jp: 'ja-JP' };

export interface CounterText {
  t: TFunction<'counter'>;
  lang: Language;
  locale: string;
}

/** The counter's text in its current language. */
export function useCounterT(): CounterText {
  const lang = useStore($counterLanguage);
  return useMemo(
    () => ({
      t: ((key, vars) => translate(BUNDLES, lang, 'counter', key, vars)) as TFunction<'counter'>,
      lang,
      locale: LOCALE_OF[lang],
    }),
    [lang],
  );
}

/** The counter's text outside React (notices made in callbacks). */
export function counterT(): TFunction<'counter'> {
  const lang = $counterLanguage.get();
  return ((key, vars) => translate(BUNDLES, lang, 'counter', key, vars)) as TFunction<'counter'>;
}
