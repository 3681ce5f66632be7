import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import type { Account } from './accounts.ts';

export interface Leg {
  account: Account;
  /** minor units: a debit positive, a credit negative */
  amount: number;
}

export interface TransactionRefs {
  kind:
    | 'capture'
    | 'issue'
    | 'udollar_hold'
    | 'udollar_release'
    | 'redemption'
    | 'refund'
    | 'expiry'
    | 'payout'
    | 'opening'
    /** a group gift's pool (decision 0258): paid in, paid out to its order, given back */
    | 'pool_contribution'
    | 'pool_funded'
    | 'pool_refund'
    /** a recipient's swap (decision 0265): the gift's vouchers into the new ones and the difference's uDollar */
    | 'swap'
    /** a bulk gift batch (decision 0270): a row's gift issued from the batch, an unclaimed gift's value back as uDollar */
    | 'bulk_issue'
    | 'bulk_return';
  at: Date;
  orderId?: number | null;
  evoucherId?: number | null;
  udollarCardId?: number | null;
  redemptionId?: string | null;
  brandId?: number | null;
  outletId?: number | null;
  staffId?: string | null;
}

/**
 * Posts one balanced transaction in the caller's database transaction (decision 0236): its accounts are created on
 * first use, its legs on one account are netted, and zero legs are dropped. The database refuses it when the legs do
 * not sum to zero per currency (a statement trigger), so no path can post half a movement. Answers the transaction id,
 * or null when every leg was zero.
 */
export async function post(tx: Db, refs: TransactionRefs, legs: Leg[]): Promise<number | null> {
  const net = new Map<string, { account: Account; amount: number }>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount)) throw new Error(`ledger: ${leg.account.key} amount ${leg.amount} is not an integer`);
    const seen = net.get(leg.account.key);
    if (seen) seen.amount += leg.amount;
    else net.set(leg.account.key, { account: leg.account, amount: leg.amount });
  }
  const lines = [...net.values()].filter((l) => l.amount !== 0);
  if (lines.length === 0) return null;
  const accounts = lines.map((l) => l.account);
  await tx.execute(sql`insert into ledger_accounts (key, kind, currency_code, ref_id, country_id)
    select * from unnest(${toArray(accounts.map((a) => a.key))}::text[], ${toArray(accounts.map((a) => a.kind))}::text[],
      ${toArray(accounts.map((a) => a.currency))}::text[], ${toArray(accounts.map((a) => a.ref ?? null))}::int[],
      ${toArray(accounts.map((a) => a.country ?? null))}::int[])
    on conflict (key) do nothing`);
  const [row] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`insert into ledger_transactions
      (kind, order_id, evoucher_id, udollar_card_id, redemption_id, brand_id, outlet_id, staff_id, created_at)
      values (${refs.kind}, ${refs.orderId ?? null}, ${refs.evoucherId ?? null}, ${refs.udollarCardId ?? null},
        ${refs.redemptionId ?? null}, ${refs.brandId ?? null}, ${refs.outletId ?? null}, ${refs.staffId ?? null},
        ${refs.at.toISOString()})
      returning id`),
  );
  const id = Number(row.id);
  await tx.execute(sql`insert into ledger_entries (transaction_id, account_key, currency_code, amount, created_at)
    select ${id}, k, c, a, ${refs.at.toISOString()}
    from unnest(${toArray(lines.map((l) => l.account.key))}::text[], ${toArray(lines.map((l) => l.account.currency))}::text[],
      ${toArray(lines.map((l) => l.amount))}::bigint[]) as x(k, c, a)`);
  return id;
}

/** A PostgreSQL array literal parameter ({…}), the same on node-postgres and PGlite. */
function toArray(values: Array<string | number | null>): string {
  const item = (v: string | number | null) =>
    v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`;
  return `{${values.map(item).join(',')}}`;
}
