import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, members } from '../db/schema/index.ts';
import { badInput } from '../platform/api-error.ts';
import { cachedRead } from './read-cache.ts';

export interface MarketCountry {
  id: number;
  name: string;
  image: string;
  country_code: string;
  currency_code: string;
}

/** Every country, in the shop's order (cached). */
export function allCountries(db: Db): Promise<MarketCountry[]> {
  return cachedRead(db, 'countries', () =>
    db
      .select({
        id: countries.id,
        name: countries.name,
        image: countries.image,
        country_code: countries.country_code,
        currency_code: countries.currency_code,
      })
      .from(countries)
      .orderBy(asc(countries.sort), asc(countries.id)),
  );
}

/**
 * The country a catalogue read is for: the one asked for (which must exist), else the member's chosen market
 * country or registered country, else the shop's first country.
 */
export async function resolveCountry(
  db: Db,
  requested: number | undefined,
  memberId: number | null,
  field = 'filter_by_country_id',
): Promise<MarketCountry> {
  const list = await allCountries(db);
  if (list.length === 0) throw new Error('no countries configured');
  if (requested !== undefined) {
    const found = list.find((c) => c.id === requested);
    if (!found) throw badInput(field, 'is not a country of the shop');
    return found;
  }
  if (memberId !== null) {
    const [m] = await db
      .select({ market: members.market_country_id, country: members.country_id })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    const preferred = list.find((c) => c.id === m?.market) ?? list.find((c) => c.id === m?.country);
    if (preferred) return preferred;
  }
  return list[0];
}
