import type { MerchantOutlet } from '../../shared/admin/redemption.ts';

export interface OutletGroup {
  /** the country's calling code ('' for outlets of no known country) */
  key: string;
  name: string;
  outlets: MerchantOutlet[];
}

/**
 * The outlets that match a search (every word in the name, address or country, in any case), grouped by country
 * (decision 0239): the current outlet's country first, then the others by name in the counter's language; outlets by
 * name within a country.
 */
export function groupOutlets(
  outlets: MerchantOutlet[],
  query: string,
  countryName: (o: MerchantOutlet) => string,
  current: MerchantOutlet | null,
): OutletGroup[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, OutletGroup>();
  for (const o of outlets) {
    const name = countryName(o);
    const haystack = `${o.outlet_name} ${o.address} ${name} ${o.country_name}`.toLocaleLowerCase();
    if (!words.every((w) => haystack.includes(w))) continue;
    const group = groups.get(o.country_code) ?? { key: o.country_code, name, outlets: [] };
    group.outlets.push(o);
    groups.set(o.country_code, group);
  }
  const first = current?.country_code;
  return [...groups.values()]
    .map((g) => ({ ...g, outlets: g.outlets.sort((a, b) => a.outlet_name.localeCompare(b.outlet_name)) }))
    .sort((a, b) => {
      if (a.key === first) return -1;
      if (b.key === first) return 1;
      if (!a.key || !b.key) return a.key ? -1 : 1;
      return a.name.localeCompare(b.name);
    });
}
