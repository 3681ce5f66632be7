import type { CurrencyCode } from './money.ts';

export type CountryKey = 'MY' | 'SG' | 'JP' | 'CN';

export interface CountrySeed {
  id: number;
  key: CountryKey;
  name: string;
  names: { en: string; cn: string; jp: string };
  country_code: string;
  currency_code: CurrencyCode;
  /** path under public/demo */
  flag: string;
  sort: number;
}

/** Ids are fixed: the old client stores country 3 after login. */
export const COUNTRIES: CountrySeed[] = [
  {
    id: 1,
    key: 'MY',
    name: 'Malaysia',
    names: { en: 'Malaysia', cn: '马来西亚', jp: 'マレーシア' },
    country_code: '+60',
    currency_code: 'MYR',
    flag: 'flags/my.svg',
    sort: 2,
  },
  {
    id: 2,
    key: 'SG',
    name: 'Singapore',
    names: { en: 'Singapore', cn: '新加坡', jp: 'シンガポール' },
    country_code: '+65',
    currency_code: 'SGD',
    flag: 'flags/sg.svg',
    sort: 1,
  },
  {
    id: 3,
    key: 'JP',
    name: 'Japan',
    names: { en: 'Japan', cn: '日本', jp: '日本' },
    country_code: '+81',
    currency_code: 'JPY',
    flag: 'flags/jp.svg',
    sort: 3,
  },
  {
    id: 4,
    key: 'CN',
    name: 'China',
    names: { en: 'China', cn: '中国', jp: '中国' },
    country_code: '+86',
    currency_code: 'CNY',
    flag: 'flags/cn.svg',
    sort: 4,
  },
];

export const COUNTRY_ID: Record<CountryKey, number> = { MY: 1, SG: 2, JP: 3, CN: 4 };

export function countryByKey(key: CountryKey): CountrySeed {
  const c = COUNTRIES.find((x) => x.key === key);
  if (!c) throw new Error(`unknown country ${key}`);
  return c;
}
