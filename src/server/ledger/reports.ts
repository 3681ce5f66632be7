import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { BUSINESS_TZ } from '../platform/format-date.ts';
import type { AccountBalance, FinanceDay, Liability } from '../../shared/admin/finance.ts';

const num = (v: unknown) => Number(v ?? 0);

/** The business day of a timestamp, as the shop counts days (its time zone is a constant, written into the SQL). */
export const businessDay = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone ${sql.raw(`'${BUSINESS_TZ}'`)}, 'YYYY-MM-DD')`;

/**
 * The trial balance: every account with its balance (`by: 'account'`), or one row per kind of account and currency
 * (`by: 'kind'`). Either way the balances of one currency sum to zero.
 */
export async function trialBalance(
  db: Db,
  opts: { by: 'account' | 'kind'; currency?: string; kind?: string; limit: number; offset: number },
): Promise<{ rows: AccountBalance[]; total: number }> {
  const where = sql`where true ${opts.currency ? sql`and a.currency_code = ${opts.currency}` : sql``} ${opts.kind ? sql`and a.kind = ${opts.kind}` : sql``}`;
  if (opts.by === 'kind') {
    // the running totals of every kind of account and their accounts (migrations 0999 and 1002, decision 0276)
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select a.kind, a.currency_code, sum(a.amount) as balance, sum(a.accounts) as accounts
        from ledger_kind_totals a ${where}
        group by a.kind, a.currency_code having sum(a.accounts) > 0 order by a.currency_code, a.kind`),
    );
    return {
      rows: rows.slice(opts.offset, opts.offset + opts.limit).map((r) => ({
        id: `${r.kind}:${r.currency_code}`,
        kind: String(r.kind),
        currency_code: String(r.currency_code),
        balance: num(r.balance),
        accounts: num(r.accounts),
      })),
      total: rows.length,
    };
  }
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select a.key, a.kind, a.currency_code, coalesce((select sum(e.amount) from ledger_entries e where e.account_key = a.key), 0) as balance
      from ledger_accounts a ${where} order by a.currency_code, a.kind, a.key limit ${opts.limit} offset ${opts.offset}`),
  );
  const [count] = rowsOf<{ n: unknown }>(await db.execute(sql`select count(*) as n from ledger_accounts a ${where}`));
  return {
    rows: rows.map((r) => ({
      id: String(r.key),
      kind: String(r.kind),
      currency_code: String(r.currency_code),
      balance: num(r.balance),
      accounts: 1,
    })),
    total: num(count?.n),
  };
}

/** Outstanding stored value per market and currency: vouchers and uDollar (what regulators ask), and what brands are owed. */
export async function liabilities(db: Db): Promise<Liability[]> {
  const rows = rowsOf<Record<string, unknown>>(
    // the running totals of migration 0999 (decision 0276): the sum of every entry of those kinds, kept as they post
    await db.execute(sql`select nullif(t.country_key, 0) as country_id, coalesce(c.name, '') as country_name, t.currency_code,
        -coalesce(sum(t.amount) filter (where t.kind = 'voucher'), 0) as vouchers,
        -coalesce(sum(t.amount) filter (where t.kind = 'udollar'), 0) as udollar,
        -coalesce(sum(t.amount) filter (where t.kind = 'payable'), 0) as payable
      from ledger_kind_totals t
      left join countries c on c.id = nullif(t.country_key, 0)
      where t.kind in ('voucher', 'udollar', 'payable')
      group by t.country_key, c.name, t.currency_code
      order by t.currency_code, nullif(t.country_key, 0) nulls last`),
  );
  return rows.map((r) => ({
    id: `${r.country_id ?? 'all'}:${r.currency_code}`,
    country_id: r.country_id === null ? null : num(r.country_id),
    country_name: String(r.country_name),
    currency_code: String(r.currency_code),
    vouchers: num(r.vouchers),
    udollar: num(r.udollar),
    payable: num(r.payable),
  }));
}

/** Money per business day and currency: payments captured, refunds (to the payment and as uDollar), value redeemed, commission and breakage. */
export async function financeDays(
  db: Db,
  opts: { from?: Date; limit: number; offset: number },
): Promise<{ rows: FinanceDay[]; total: number }> {
  const day = businessDay(sql`t.created_at`);
  const where = opts.from ? sql`where t.created_at >= ${opts.from.toISOString()}` : sql``;
  const grouped = sql`select ${day} as day, e.currency_code,
      sum(e.amount) filter (where t.kind = 'capture' and split_part(e.account_key, ':', 1) = 'provider') as payments,
      -sum(e.amount) filter (where t.kind = 'refund' and split_part(e.account_key, ':', 1) = 'provider') as refunds,
      -sum(e.amount) filter (where t.kind = 'refund' and split_part(e.account_key, ':', 1) = 'udollar') as refunds_udollar,
      sum(e.amount) filter (where t.kind = 'redemption' and split_part(e.account_key, ':', 1) = 'voucher') as redeemed,
      -sum(e.amount) filter (where split_part(e.account_key, ':', 1) = 'commission' and t.kind = 'redemption') as commission,
      -sum(e.amount) filter (where split_part(e.account_key, ':', 1) = 'breakage') as breakage
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id ${where}
    group by 1, 2`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from (${grouped}) g order by day desc, currency_code limit ${opts.limit} offset ${opts.offset}`),
  );
  const [count] = rowsOf<{ n: unknown }>(await db.execute(sql`select count(*) as n from (${grouped}) g`));
  return {
    rows: rows.map((r) => ({
      id: `${r.day}:${r.currency_code}`,
      day: String(r.day),
      currency_code: String(r.currency_code),
      payments: num(r.payments),
      refunds: num(r.refunds),
      refunds_udollar: num(r.refunds_udollar),
      redeemed: num(r.redeemed),
      commission: num(r.commission),
      breakage: num(r.breakage),
    })),
    total: num(count?.n),
  };
}
