import { useT } from './i18n.ts';

/**
 * A shop country's name in the reader's language: the locale's `countryNames.<calling code>`, with the
 * server's English name as the fallback for a country the locale files do not know yet.
 */
export function useCountryName(): (country: { name: string; country_code: string }) => string {
  const { t } = useT('common');
  return (country) => t(`countryNames.${country.country_code.replace(/\D/g, '')}` as 'countryNames.65', { defaultValue: country.name });
}
