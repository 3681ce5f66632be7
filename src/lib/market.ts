import { useStore } from '@nanostores/react';
import { $country, $currency } from './session-store.ts';
import { $language, apiLangKey, type Language } from './i18n.ts';

/** The chosen market country as a payload field (absent until one is chosen: the server then uses the member's). */
export function countryField(): { filter_by_country_id?: string } {
  const id = $country.get();
  return id && id !== '0' ? { filter_by_country_id: id } : {};
}

/** The shopper's market and language; lists refetch when any of them changes. */
export function useMarket(): { country: string; currency: string; language: Language; lang: 'en' | 'cn' | 'jp' } {
  const country = useStore($country);
  const currency = useStore($currency);
  const language = useStore($language);
  return { country, currency, language, lang: apiLangKey(language) };
}

/**
 * Before a country is chosen the server answers in the member's (or the shop's first) country: its currency is kept
 * for the price bands. The country itself stays unchosen, so the choose-country popup still asks.
 */
export function adoptCountry(answer: Record<string, unknown>): void {
  if (!$country.get() && typeof answer.currency_code === 'string') $currency.set(answer.currency_code);
}
