import { useStore } from '@nanostores/react';
import { $language } from './i18n.ts';
import { href } from './paths.ts';
import { useHydrated } from './use-client-store.ts';

export type ContentPage = 'privacy-policy' | 'terms-n-conditions' | 'support' | 'contact-us';

/**
 * Links to the static content pages in the shopper's language (they always opened in English). English is at
 * /<page>, the others at /<page>/cn and /<page>/jp (decision 0072). The prerendered HTML links English; hydration
 * switches to the chosen language.
 */
export function useContentHref(): (page: ContentPage) => string {
  const lang = useStore($language);
  const hydrated = useHydrated();
  return (page) => (!hydrated || lang === 'eng' ? href(page) : href(`${page}/${lang}`));
}
