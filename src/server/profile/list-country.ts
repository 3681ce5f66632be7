import { asc, desc } from 'drizzle-orm';
import { z } from 'zod';
import { zOrderBy } from '../../shared/api/fields.ts';
import { countries } from '../db/schema/index.ts';
import { defineOption, type OptionDef } from '../http/context.ts';

export const listCountrySchema = z.object({ order_by: zOrderBy }).loose();

/**
 * list_country (owned by the accounts feature: the login and register screens need it). Without order_by the shop's
 * own order; ASC / DESC sort by name. A handful of rows, so no paging.
 */
export const listCountry = defineOption({
  group: 'profile',
  option: 'list_country',
  auth: 'token',
  cache: 'shared',
  schema: listCountrySchema,
  async handle(input, ctx) {
    const order =
      input.order_by === 'ASC'
        ? [asc(countries.name)]
        : input.order_by === 'DESC'
          ? [desc(countries.name)]
          : [asc(countries.sort), asc(countries.name)];
    const rows = await ctx.db
      .select({
        id: countries.id,
        name: countries.name,
        image: countries.image,
        country_code: countries.country_code,
        currency_code: countries.currency_code,
      })
      .from(countries)
      .orderBy(...order);
    return {
      table: rows.map((r) => ({ ...r, country_code: r.country_code.startsWith('+') ? r.country_code : `+${r.country_code}` })),
    };
  },
});

export const listCountryOptions: OptionDef[] = [listCountry];
