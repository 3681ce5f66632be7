import { asc, eq } from 'drizzle-orm';
import { catalogueSchemas } from '../../shared/api/schemas/catalogue.ts';
import type { Db } from '../db/client.ts';
import { filterOptions } from '../db/schema/index.ts';
import { defineOption } from '../http/context.ts';
import { namesOnly } from './i18n-sql.ts';
import { cachedRead } from './read-cache.ts';

/** The filter vocabularies: cf_content_value is what list_product's filter takes, cf_content_label the English label. */
function loadOptions(db: Db, kind: 'interest' | 'gift_intention') {
  return cachedRead(db, `filter_options:${kind}`, async () => {
    const rows = await db
      .select()
      .from(filterOptions)
      .where(eq(filterOptions.kind, kind))
      .orderBy(asc(filterOptions.sort), asc(filterOptions.id));
    return rows.map((r) => ({
      id: r.id,
      cf_content_label: r.i18n.en.name,
      cf_content_value: r.value,
      multiple_languages: namesOnly(r.i18n),
    }));
  });
}

export const listInterest = defineOption({
  group: 'catalogue',
  option: 'list_interest',
  auth: 'token',
  schema: catalogueSchemas.list_interest,
  async handle(_input, ctx) {
    return { table: await loadOptions(ctx.db, 'interest') };
  },
});

export const listGiftIntention = defineOption({
  group: 'catalogue',
  option: 'list_gift_intention',
  auth: 'token',
  schema: catalogueSchemas.list_gift_intention,
  async handle(_input, ctx) {
    return { table: await loadOptions(ctx.db, 'gift_intention') };
  },
});
