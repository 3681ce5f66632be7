import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo } from 'react';
import cn from '../../../locales/cn/station.json';
import eng from '../../../locales/eng/station.json';
import jp from '../../../locales/jp/station.json';
import { htmlLang, LANGUAGES, type Language, translate } from '../../lib/i18n.ts';
import type { TFunction } from '../../lib/i18n-keys.ts';

/**
 * The counter station's language (decision 0239): the staff member's choice on this device, else the device's own
 * language (navigator.languages), else English. Its three texts are bundled with the station alone: the shop's
 * Chinese and Japanese chunks leave locales/<lang>/station.json out, so no shopper page loads them.
 */
const KEY = 'ugift.merchant.language';
const BUNDLES = { eng: { station: eng }, cn: { station: cn }, jp: { station: jp } };

/** The station's language for a list of BCP 47 tags, as the browser orders them: the first Chinese, Japanese or English. */
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
    const chosen = localStorage.getItem(KEY);
    if (chosen && (LANGUAGES as readonly string[]).includes(chosen)) return chosen as Language;
  } catch {
    // private mode: follow the device
  }
  if (typeof navigator === 'undefined') return 'eng';
  return languageOfDevice(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

const $stationLanguage = atom<Language>(initialLanguage());

/** The page's language and title follow the station's language (screen readers, the kiosk's window title). */
function show(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(lang);
  document.title = BUNDLES[lang].station.title;
}
show($stationLanguage.get());

/** The staff member picks the station's language; kept on this device. */
export function chooseStationLanguage(lang: Language): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // private mode: the choice lasts for this visit only
  }
  $stationLanguage.set(lang);
  show(lang);
}

/** Dates at the counter in the station's language (the device's time zone). */
export const LOCALE_OF: Record<Language, string> = { eng: 'en-SG', cn: 'zh-CN', jp: 'ja-JP' };

export interface StationText {
  t: TFunction<'station'>;
  lang: Language;
  locale: string;
}

/** The station's text in its current language. */
export function useStationT(): StationText {
  const lang = useStore($stationLanguage);
  return useMemo(
    () => ({
      t: ((key, vars) => translate(BUNDLES, lang, 'station', key, vars)) as TFunction<'station'>,
      lang,
      locale: LOCALE_OF[lang],
    }),
    [lang],
  );
}

/** The station's text outside React (notices made in callbacks). */
export function stationT(): TFunction<'station'> {
  const lang = $stationLanguage.get();
  return ((key, vars) => translate(BUNDLES, lang, 'station', key, vars)) as TFunction<'station'>;
}
