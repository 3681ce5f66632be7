import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { settlementPayouts } from '../db/schema/index.ts';
import { randomId } from '../platform/crypto.ts';
import { payableAccount, shopAccount } from './accounts.ts';
import { post } from './post.ts';
import type { Statement } from '../../shared/admin/finance.ts';

export type { Statement };

export interface StatementFilter {
  brandId?: number;
  outletId?: number;
  status?: 'open' | 'paid';
  from?: string;
  to?: string;
  id?: string;
}

const num = (v: unknown) => Number(v ?? 0);

/** `brand.outlet.day.currency`, e.g. `3.17.2026-11-27.SGD` */
export function parseStatementId(id: string): { brandId: number; outletId: number; day: string; currency: string } | null {
  const m = /^(\d{1,9})\.(\d{1,9})\.(\d{4}-\d{2}-\d{2})\.([A-Z]{3})$/.exec(id);
  return m ? { brandId: Number(m[1]), outletId: Number(m[2]), day: m[3], currency: m[4] } : null;
}

/**
 * The statements' figures per brand, outlet, business day and currency, from settlement_days (migration 0999,
 * decision 0276), to which the ledger's trigger adds in each redemption's transaction: the same sums as grouping the
 * payable and commission entries of the redemptions, without reading a year of entries.
 */
function statementWhere(f: StatementFilter) {
  const one = f.id ? parseStatementId(f.id) : null;
  return sql`where true
      ${f.brandId !== undefined ? sql`and s.brand_id = ${f.brandId}` : sql``}
      ${f.outletId !== undefined ? sql`and s.outlet_id = ${f.outletId}` : sql``}
      ${f.from ? sql`and s.day >= ${f.from}::date` : sql``}
      ${f.to ? sql`and s.day <= ${f.to}::date` : sql``}
      ${one ? sql`and s.brand_id = ${one.brandId} and s.outlet_id = ${one.outletId} and to_char(s.day, 'YYYY-MM-DD') = ${one.day} and s.currency_code = ${one.currency}` : sql``}`;
}

/** The statements' keys, grouped in the list's order, so the groups stream from the day indexes. */
const keys = sql`group by s.day, s.brand_id, s.outlet_id, s.currency_code order by s.day desc, s.brand_id, s.outlet_id, s.currency_code`;

function grouped(f: StatementFilter, page?: { limit: number; offset: number }) {
  // a statement's rows (what each redemption added, until compacted) summed; a page reads its own rows only
  return sql`select s.brand_id, s.outlet_id, s.day as day_date, to_char(s.day, 'YYYY-MM-DD') as day, s.currency_code,
      sum(s.redemptions) as redemptions, sum(s.payable) as payable, sum(s.commission) as commission
    from settlement_days s ${statementWhere(f)} ${keys}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

/** A grouped statement `g` with its payout `p`, when one was recorded. */
const payoutOf = sql`left join settlement_payouts p on p.brand_id = g.brand_id and p.outlet_id = g.outlet_id
  and p.day = g.day_date and p.currency_code = g.currency_code`;

/** Statements, newest day first; `status` filters on whether a payout was recorded. */
export async function listStatements(db: Db, f: StatementFilter, page: { limit: number; offset: number }): Promise<Statement[]> {
  const statusWhere = f.status === 'paid' ? sql`where p.id is not null` : f.status === 'open' ? sql`where p.id is null` : sql``;
  // without a status filter, the page is taken among the statements before their names and payouts are joined
  const paged = f.status === undefined;
  const withNames = (g: ReturnType<typeof grouped>) => sql`select g.*, p.paid_at, coalesce(b.i18n->'en'->>'name', '') as brand_name,
      coalesce(o.outlet_name, '') as outlet_name
    from (${g}) g
    ${payoutOf}
    left join brands b on b.id = g.brand_id
    left join outlets o on o.id = g.outlet_id
    ${statusWhere}`;
  const order = sql`order by day_date desc, brand_id, outlet_id, currency_code`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      paged
        ? sql`select * from (${withNames(grouped(f, page))}) s ${order}`
        : sql`select * from (${withNames(grouped(f))}) s ${order} limit ${page.limit} offset ${page.offset}`,
    ),
  );
  return rows.map((r) => {
    const payable = num(r.payable);
    const commission = num(r.commission);
    const paidAt = r.paid_at ? new Date(r.paid_at as string) : null;
    return {
      id: `${r.brand_id}.${r.outlet_id}.${r.day}.${r.currency_code}`,
      brand_id: num(r.brand_id),
      brand_name: String(r.brand_name),
      outlet_id: num(r.outlet_id),
      outlet_name: num(r.outlet_id) === 0 ? 'Marked used by the holder' : String(r.outlet_name),
      day: String(r.day),
      currency_code: String(r.currency_code),
      redemptions: num(r.redemptions),
      redeemed: payable + commission,
      commission,
      payable,
      status: paidAt ? 'paid' : 'open',
      paid_at: paidAt ? paidAt.toISOString() : null,
    };
  });
}

/**
 * The statements a filter finds, one row each, for the list's total (the console counts it up to a cap, decision
 * 0255): without a status filter, the groups' keys from the day indexes alone.
 */
export function statementsToCount(f: StatementFilter) {
  if (f.status === undefined) return sql`select 1 from settlement_days s ${statementWhere(f)} ${keys}`;
  return sql`select 1 from (${grouped(f)}) g
    ${payoutOf}
    where ${f.status === 'paid' ? sql`p.id is not null` : sql`p.id is null`}`;
}

/**
 * Records that a statement was paid to the brand and posts the payout (the brand's payable down, the shop's payouts
 * account credited), in the caller's transaction. Answers null when the statement is already paid (a unique row per
 * statement decides, so two clicks pay once).
 */
export async function payStatement(tx: Db, s: Statement, staffId: string, now: Date): Promise<{ payoutId: string } | null> {
  const id = randomId();
  const inserted = await tx
    .insert(settlementPayouts)
    .values({
      id,
      brand_id: s.brand_id,
      outlet_id: s.outlet_id,
      day: s.day,
      currency_code: s.currency_code,
      amount: s.payable,
      staff_id: staffId,
      paid_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: settlementPayouts.id });
  if (inserted.length === 0) return null;
  const transaction = await post(tx, { kind: 'payout', at: now, brandId: s.brand_id, outletId: s.outlet_id, staffId }, [
    { account: payableAccount(s.brand_id, s.currency_code), amount: s.payable },
    { account: shopAccount('payouts', s.currency_code), amount: -s.payable },
  ]);
  await tx.update(settlementPayouts).set({ transaction_id: transaction }).where(eq(settlementPayouts.id, id));
  return { payoutId: id };
}
