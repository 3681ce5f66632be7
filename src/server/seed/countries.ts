import { countries, marketValueRules } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { demoUrl } from './data/assets.ts';
import { COUNTRIES, type CountryKey } from './data/countries.ts';

/** The market facts each rule is kept for (decision 0262), shown to the admin who edits it. */
const VALUE_RULE_NOTES: Record<CountryKey, string> = {
  SG: 'Singapore: no statutory minimum validity for gift vouchers; the expiry must be stated clearly at the sale.',
  MY: 'Malaysia: no statutory minimum validity for gift vouchers; the expiry must be stated clearly at the sale.',
  JP: 'Japan: prepaid value valid beyond 180 days falls under the Payment Services Act (notification, deposit of half the unused balance).',
  CN: 'China: registered (named) prepaid cards may not expire; anonymous cards at least 3 years (PBOC and MOFCOM rules).',
};

export async function seedCountries({ tx }: SeedContext): Promise<number> {
  await tx.insert(countries).values(
    COUNTRIES.map((c) => ({
      id: c.id,
      name: c.name,
      image: demoUrl(c.flag),
      country_code: c.country_code,
      currency_code: c.currency_code,
      sort: c.sort,
    })),
  );
  // every market: unused value to uDollar at expiry, one 30-day extension (decision 0262)
  await tx.insert(marketValueRules).values(
    COUNTRIES.map((c) => ({
      country_id: c.id,
      validity_days: null,
      extension_days: 30,
      lapse: 'udollar',
      note: VALUE_RULE_NOTES[c.key],
    })),
  );
  return COUNTRIES.length;
}
