import { catalogueSchemas } from '../../shared/api/schemas/catalogue.ts';
import { defineOption } from '../http/context.ts';
import { resolveCountry } from './market-country.ts';
import { DEFAULT_PAGE_SIZE, loadProducts, type ProductQuery } from './product-query.ts';
import { cacheKey, cachedRead } from './read-cache.ts';

/** list_product: every filter of the spec, the six sorts, limit and offset, in the chosen country. */
export const listProduct = defineOption({
  group: 'catalogue',
  option: 'list_product',
  auth: 'token',
  cache: 'shared',
  schema: catalogueSchemas.list_product,
  async handle(input, ctx) {
    const { member_id: _member, filter_by_country_id, ...filters } = input;
    const country = await resolveCountry(ctx.db, filter_by_country_id, ctx.memberId);
    // Campaigns start and end with time: answers are cached per minute as well as per version of the data.
    const q: ProductQuery = {
      ...filters,
      countryId: country.id,
      sort: input.order_by ?? 'ASC',
      limit: input.limit ?? DEFAULT_PAGE_SIZE,
      minute: Math.floor(ctx.now.getTime() / 60_000),
    };
    // stock and sales counts show in the answer (and order POPULAR): kept a second at most (decision 0225)
    const answer = await cachedRead(ctx.db, cacheKey('list_product', { ...q }), () => loadProducts(ctx.db, q, ctx.now), {
      nowMs: ctx.now.getTime(),
    });
    const offset = input.offset ?? 0;
    return {
      ...answer,
      limit: q.limit ?? DEFAULT_PAGE_SIZE,
      offset,
      has_more: offset + answer.table.length < answer.total,
      country_id: country.id,
      currency_code: country.currency_code,
    };
  },
});
