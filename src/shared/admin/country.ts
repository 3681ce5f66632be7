import { z } from 'zod';

/** A country as the admin API answers it (read only: the choices of every form that targets a country). */
export const countryRecord = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  country_code: z.string(),
  currency_code: z.string(),
  sort: z.number(),
});
export type CountryRecord = z.output<typeof countryRecord>;
