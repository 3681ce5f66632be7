import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { $basketCount, $country, $currency, $isMember } from '../../lib/session-store.ts';
import { href } from '../../lib/paths.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/frontend.ts';
import SafeImage from '../../components/ui/SafeImage.tsx';
import { refreshBasketCount } from '../basket/basket-api.ts';
import { useApi } from '../../lib/use-api.ts';
import { loadCountries } from '../../lib/countries.ts';
import './home-screen.css';
import { useClientStore, useHydrated } from '../../lib/use-client-store.ts';
import { useCountryName } from '../../lib/country-name.ts';

/** Loaded when the switcher is first opened (decision 0005: the home page's byte budget). */
const CountryDialog = lazy(() => import('./CountryDialog.tsx'));

/**
 * Home top bar: the country switcher (the chosen country's flag; choosing stores country and currency, and every list
 * refetches), the brand, and the basket icon with its count badge (hidden for guests and at zero).
 */
export default function HomeTopBar() {
  const countryName = useCountryName();
  const { t } = useT('common');
  const { t: th } = useT('frontend');
  const member = useClientStore($isMember, false);
  const count = useClientStore($basketCount, 0);
  const country = useClientStore($country, '');
  const [open, setOpen] = useState(false);
  const countries = useApi(loadCountries, []);
  const chosen = (countries.data ?? []).find((c) => String(c.id) === country) ?? null;
  const mounted = useHydrated();
  const showBadge = mounted && member && count > 0;

  useEffect(() => {
    if (member) void refreshBasketCount();
  }, [member]);
  // a stored country without its currency (an older session) gets it from the list
  useEffect(() => {
    if (chosen && !$currency.get()) $currency.set(chosen.currency_code);
  }, [chosen]);

  return (
    <header className="topbar home-topbar">
      <button
        type="button"
        className="home-topbar__country"
        onClick={() => setOpen(true)}
        aria-label={chosen ? th('country.switch', { name: countryName(chosen) }) : th('country.title')}
        data-testid="country-switcher"
      >
        {chosen ? (
          <SafeImage src={chosen.image} alt="" width={32} height={32} loading="eager" className="home-topbar__flag" />
        ) : (
          <Icon name="globe" size={26} strokeWidth={1.8} />
        )}
      </button>
      <span className="home-topbar__brand">{t('appName')}</span>
      <a
        href={href('basket')}
        aria-label={showBadge ? t('home.basketCount', { count }) : t('home.basket')}
        data-testid="basket-link"
        className="home-topbar__basket"
      >
        <Icon name="cart" size={26} strokeWidth={1.8} />
        {showBadge && (
          <span className="badge home-topbar__badge" data-testid="basket-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </a>
      {open && (
        <Suspense fallback={null}>
          <CountryDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
