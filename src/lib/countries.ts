import type { AnswerOf } from '../shared/api/answers/index.ts';
import { callApi } from './api-client.ts';

/** A country of the shop (a row of profile/list_country). */
export type Country = AnswerOf<'profile', 'list_country'>['table'][number];

let countries: Promise<Country[]> | null = null;

/** The shop's countries in name order, fetched once per page (the phone prefixes, the country switcher, the profile). */
export function loadCountries(): Promise<Country[]> {
  countries ??= callApi('profile', 'list_country', { order_by: 'ASC' })
    .then((a) => a.table)
    .catch((e) => {
      countries = null;
      throw e;
    });
  return countries;
}
