import { saveMarketCountry } from '../account/account-api.ts';
import { $authUser, $country, $currency } from '../../lib/session-store.ts';
import type { Country } from '../../lib/countries.ts';

/**
 * Stores the chosen country and its currency; every list listening to $country refetches. A member's choice is also
 * saved on the server (set_market_country) where that option exists; failing that changes nothing for the shopper.
 */
export function chooseCountry(c: Country): void {
  $currency.set(c.currency_code);
  $country.set(String(c.id));
  if ($authUser.get()) void saveMarketCountry(c.id).catch(() => undefined);
}
