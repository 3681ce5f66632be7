import { countries } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { demoUrl } from './data/assets.ts';
import { COUNTRIES } from './data/countries.ts';

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
  return COUNTRIES.length;
}
