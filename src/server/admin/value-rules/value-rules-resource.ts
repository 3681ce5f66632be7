import { and, asc, eq, sql } from 'drizzle-orm';
import { countries, marketValueRules } from '../../db/schema/index.ts';
import { valueRuleInput, valueRuleRecord, type LapseMode, type ValueRuleRecord } from '../../../shared/admin/value-rule.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';
import type { Db } from '../../db/client.ts';

const columns = {
  id: marketValueRules.country_id,
  country_id: marketValueRules.country_id,
  country: countries.name,
  currency_code: countries.currency_code,
  validity_days: marketValueRules.validity_days,
  extension_days: marketValueRules.extension_days,
  lapse: marketValueRules.lapse,
  note: marketValueRules.note,
  version: marketValueRules.version,
  updated_at: marketValueRules.updated_at,
};

const rows = (db: Db) => db.select(columns).from(marketValueRules).innerJoin(countries, eq(countries.id, marketValueRules.country_id));
type RuleRow = Awaited<ReturnType<typeof rows>>[number];

const ruleRecord = (row: RuleRow): ValueRuleRecord => ({
  ...row,
  // the table's check allows only the modes (migration 0980)
  lapse: row.lapse as LapseMode,
  updated_at: row.updated_at.toISOString(),
});

/**
 * The markets' value rules (decision 0262): one per market, keyed by its country id. Finance reads them; admins edit
 * them (audited, with the version they loaded). There are four markets, so the list is one page.
 */
export const valueRulesResource: AdminResourceDef<typeof valueRuleInput, typeof valueRuleInput> = {
  name: 'value-rules',
  record: valueRuleRecord,
  async list(ctx) {
    const list = await rows(ctx.db).orderBy(asc(countries.sort), asc(countries.id));
    return { rows: list.map(ruleRecord), total: list.length };
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await rows(ctx.db).where(eq(marketValueRules.country_id, Number(id)));
    return row ? ruleRecord(row) : null;
  },
  update: {
    schema: valueRuleInput,
    async run(ctx, id, input) {
      const { version, ...values } = input;
      const [saved] = await ctx.db
        .update(marketValueRules)
        .set({ ...values, version: sql`${marketValueRules.version} + 1`, updated_at: ctx.now })
        .where(and(eq(marketValueRules.country_id, Number(id)), eq(marketValueRules.version, version)))
        .returning({ id: marketValueRules.country_id });
      if (!saved) throw staleVersion();
      const [row] = await rows(ctx.db).where(eq(marketValueRules.country_id, saved.id));
      return ruleRecord(row);
    },
  },
};
