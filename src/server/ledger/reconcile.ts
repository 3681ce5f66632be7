import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

export interface Difference {
  /** trial_balance | voucher | udollar | order_payment | group_pool | bulk_gift | negative_balance | redemption_payable | refunded_and_redeemed */
  check: string;
  /** what it is about: a currency, `voucher:12`, `udollar:3`, `order:9`, a redemption id */
  subject: string;
  /** what the records say, and what the ledger says (minor units) */
  expected: number;
  ledger: number;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * Compares the shop's records with the ledger (decision 0236) and answers every difference: the trial balance per
 * currency; each voucher's outstanding value and each uDollar card's balance with its account; each order's money
 * captured minus refunded with what the provider account holds for it; balances on the wrong side; redemptions
 * without their payable; vouchers redeemed after a refund. Read-only, in one snapshot when run in a transaction.
 */
export async function reconcile(db: Db): Promise<{ ok: boolean; differences: Difference[] }> {
  const differences: Difference[] = [];
  const add = (check: string, rows: Array<Record<string, unknown>>) => {
    for (const r of rows) differences.push({ check, subject: String(r.subject), expected: num(r.expected), ledger: num(r.ledger) });
  };
  add(
    'trial_balance',
    rowsOf(
      await db.execute(sql`select currency_code as subject, 0 as expected, sum(amount) as ledger from ledger_entries
        group by currency_code having sum(amount) <> 0`),
    ),
  );
  add(
    'voucher',
    rowsOf(
      await db.execute(sql`with b as (
          select account_key, sum(amount) as s from ledger_entries where account_key like 'voucher:%' group by account_key)
        select 'voucher:' || e.id as subject,
          case when e.status = 'Active' then case when e.stored_value then coalesce(e.balance, 0) else e.face_value end else 0 end as expected,
          coalesce(-b.s, 0) as ledger
        from evouchers e left join b on b.account_key = 'voucher:' || e.id
        where case when e.status = 'Active' then case when e.stored_value then coalesce(e.balance, 0) else e.face_value end else 0 end
          <> coalesce(-b.s, 0)
        limit 500`),
    ),
  );
  add(
    'udollar',
    rowsOf(
      await db.execute(sql`with b as (
          select account_key, sum(amount) as s from ledger_entries where account_key like 'udollar:%' group by account_key)
        select 'udollar:' || c.id as subject, c.balance as expected, coalesce(-b.s, 0) as ledger
        from udollar_cards c left join b on b.account_key = 'udollar:' || c.id
        where c.balance <> coalesce(-b.s, 0)
        limit 500`),
    ),
  );
  add(
    'order_payment',
    rowsOf(
      await db.execute(sql`with held as (
          select p.order_id, sum(coalesce(p.captured_amount, p.amount) - p.refunded_amount) as s from payments p
          where p.status in ('paid', 'refund_required', 'refunded') group by p.order_id),
        booked as (
          select t.order_id, sum(e.amount) as s from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_key like 'provider:%' and t.order_id is not null group by t.order_id)
        select 'order:' || coalesce(h.order_id, b.order_id) as subject, coalesce(h.s, 0) as expected, coalesce(b.s, 0) as ledger
        from held h full join booked b on b.order_id = h.order_id
        where coalesce(h.s, 0) <> coalesce(b.s, 0)
        limit 500`),
    ),
  );
  // a group gift's pool holds what was paid into it while it is open, and nothing once funded or refunded (decision 0258)
  add(
    'group_pool',
    rowsOf(
      await db.execute(sql`with b as (
          select account_key, sum(amount) as s from ledger_entries where account_key like 'group_pool:%' group by account_key)
        select 'group_pool:' || g.id as subject, case when g.status = 'open' then g.paid else 0 end as expected,
          coalesce(-b.s, 0) as ledger
        from group_gifts g left join b on b.account_key = 'group_pool:' || g.id
        where case when g.status = 'open' then g.paid else 0 end <> coalesce(-b.s, 0)
        limit 500`),
    ),
  );
  // a paid bulk gift batch holds what its rows not yet issued nor given back are worth (decision 0270)
  add(
    'bulk_gift',
    rowsOf(
      await db.execute(sql`with b as (
          select account_key, sum(amount) as s from ledger_entries where account_key like 'bulk_gift:%' group by account_key),
        r as (select bulk_gift_id, sum(amount) as s from bulk_gift_rows where status in ('queued', 'failed') group by bulk_gift_id)
        select 'bulk_gift:' || g.id as subject,
          case when o.payment_status = 'Paid' then coalesce(r.s, 0) else 0 end as expected, coalesce(-b.s, 0) as ledger
        from bulk_gifts g join orders o on o.id = g.order_id
        left join b on b.account_key = 'bulk_gift:' || g.id left join r on r.bulk_gift_id = g.id
        where case when o.payment_status = 'Paid' then coalesce(r.s, 0) else 0 end <> coalesce(-b.s, 0)
        limit 500`),
    ),
  );
  add(
    'negative_balance',
    rowsOf(
      await db.execute(sql`select account_key as subject, 0 as expected, sum(amount) as ledger from ledger_entries
        where split_part(account_key, ':', 1) in ('voucher', 'udollar', 'payable', 'group_pool', 'bulk_gift')
        group by account_key having sum(amount) > 0
        limit 500`),
    ),
  );
  add(
    'redemption_payable',
    rowsOf(
      await db.execute(sql`select x.id as subject, x.amount as expected, 0 as ledger from redemptions x
        where not exists (select 1 from ledger_transactions t where t.redemption_id = x.id)
        limit 500`),
    ),
  );
  add(
    'refunded_and_redeemed',
    rowsOf(
      await db.execute(sql`select distinct r.account_key as subject, 0 as expected, x.amount as ledger
        from ledger_entries r join ledger_transactions rt on rt.id = r.transaction_id and rt.kind = 'refund'
        join ledger_entries x on x.account_key = r.account_key
        join ledger_transactions xt on xt.id = x.transaction_id and xt.kind = 'redemption' and xt.id > rt.id
        where r.account_key like 'voucher:%'
        limit 500`),
    ),
  );
  return { ok: differences.length === 0, differences };
}
