import { and, asc, eq, sql } from 'drizzle-orm';
import { brands } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { financeDays, liabilities, trialBalance } from '../../ledger/reports.ts';
import { badInput } from '../../platform/api-error.ts';
import {
  accountBalanceRecord,
  brandCommissionInput,
  brandCommissionRecord,
  financeDayRecord,
  liabilityRecord,
} from '../../../shared/admin/finance.ts';
import { filterText } from '../http/list-page.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';

const currencyFilter = (filter: Record<string, unknown>) => {
  const c = filterText(filter, 'currency_code');
  if (c !== undefined && !/^[A-Z]{3}$/.test(c)) throw badInput('filter.currency_code', 'must be a currency code such as SGD');
  return c;
};

/**
 * GET /trial-balance (admin, finance): every ledger account with `balance` (minor units, debit positive) and
 * `currency_code`; `filter={"by":"kind"}` folds them into one row per kind of account and currency.
 */
export const trialBalanceResource: AdminResourceDef = {
  name: 'trial-balance',
  record: accountBalanceRecord,
  async list(ctx, q) {
    const by = filterText(q.filter, 'by') ?? 'account';
    if (by !== 'account' && by !== 'kind') throw badInput('filter.by', 'must be account or kind');
    const kind = filterText(q.filter, 'kind');
    if (kind !== undefined && !/^[a-z_]{1,20}$/.test(kind)) throw badInput('filter.kind', 'must be a kind of account');
    return trialBalance(ctx.db, { by, currency: currencyFilter(q.filter), kind, limit: q.limit, offset: q.offset });
  },
  async get(ctx, id) {
    if (!/^[a-z_]{1,20}:[A-Za-z0-9:]{1,40}$/.test(id)) return null;
    const [row] = rowsOf<Record<string, unknown>>(
      await ctx.db.execute(sql`select a.key, a.kind, a.currency_code, coalesce(sum(e.amount), 0) as balance
        from ledger_accounts a left join ledger_entries e on e.account_key = a.key where a.key = ${id} group by a.key`),
    );
    return row
      ? { id: String(row.key), kind: String(row.kind), currency_code: String(row.currency_code), balance: Number(row.balance) }
      : null;
  },
};

/** GET /liabilities (admin, finance): outstanding voucher and uDollar value, and what brands are owed, per market and currency. */
export const liabilitiesResource: AdminResourceDef = {
  name: 'liabilities',
  record: liabilityRecord,
  async list(ctx, q) {
    const rows = await liabilities(ctx.db);
    return { rows: rows.slice(q.offset, q.offset + q.limit), total: rows.length };
  },
  async get(ctx, id) {
    const row = (await liabilities(ctx.db)).find((r) => r.id === id);
    return row ? { ...row } : null;
  },
};

/** GET /finance-days (admin, finance): payments, refunds, redemptions, commission and breakage per business day. */
export const financeDaysResource: AdminResourceDef = {
  name: 'finance-days',
  record: financeDayRecord,
  async list(ctx, q) {
    return financeDays(ctx.db, { limit: q.limit, offset: q.offset });
  },
  async get() {
    return null;
  },
};

const commissionRecord = (r: typeof brands.$inferSelect) => ({
  id: r.id,
  name: r.i18n.en.name,
  commission_bp: r.commission_bp,
  version: r.version,
});

/** Each brand's commission rate: finance reads, only admins change it (audited, with the version loaded). */
export const brandCommissionsResource: AdminResourceDef<typeof brandCommissionInput, typeof brandCommissionInput> = {
  name: 'brand-commissions',
  record: brandCommissionRecord,
  async list(ctx, q) {
    const rows = await ctx.db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id)).limit(q.limit).offset(q.offset);
    const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(brands);
    return { rows: rows.map(commissionRecord), total: Number(count?.n ?? 0) };
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(brands)
      .where(eq(brands.id, Number(id)));
    return row ? commissionRecord(row) : null;
  },
  update: {
    schema: brandCommissionInput,
    async run(ctx, id, input) {
      const [row] = await ctx.db
        .update(brands)
        .set({ commission_bp: input.commission_bp, version: sql`${brands.version} + 1` })
        .where(and(eq(brands.id, Number(id)), eq(brands.version, input.version)))
        .returning();
      if (!row) throw staleVersion();
      return commissionRecord(row);
    },
  },
};
