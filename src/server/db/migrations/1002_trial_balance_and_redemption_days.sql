-- The trial balance by kind of account reads the running totals too (decision 0276): ledger_kind_totals now keeps
-- every kind of account, not only the three the liabilities report reads, and how many accounts of each kind there
-- are (ledger_accounts only grows: the ledger is append-only). The totals are rebuilt once here.
-- And the redemptions per outlet per business day (the console's report, a merchant's CSV) are kept in
-- redemption_days, added to in each redemption's transaction (redemptions are only ever inserted).
alter table ledger_kind_totals add column if not exists accounts integer not null default 0
--> statement-breakpoint
create or replace function ledger_rollups_add() returns trigger language plpgsql as $$
begin
  insert into ledger_kind_totals (kind, country_key, currency_code, shard, amount)
  select a.kind, coalesce(a.country_id, 0), a.currency_code, (n.transaction_id % 16)::smallint, sum(n.amount)
  from new_entries n join ledger_accounts a on a.key = n.account_key
  group by 1, 2, 3, 4;
  insert into settlement_days (brand_id, outlet_id, day, currency_code, redemptions, payable, commission)
  select t.brand_id, coalesce(t.outlet_id, 0), (t.created_at at time zone (select z.time_zone from rollup_zone z))::date, n.currency_code,
    count(distinct t.id),
    -coalesce(sum(n.amount) filter (where split_part(n.account_key, ':', 1) = 'payable'), 0),
    -coalesce(sum(n.amount) filter (where split_part(n.account_key, ':', 1) = 'commission'), 0)
  from new_entries n join ledger_transactions t on t.id = n.transaction_id
  where (t.kind = 'redemption' or (t.kind = 'opening' and t.redemption_id is not null))
    and split_part(n.account_key, ':', 1) in ('payable', 'commission')
    and t.brand_id is not null
  group by 1, 2, 3, 4;
  return null;
end
$$;
--> statement-breakpoint
create or replace function ledger_accounts_count() returns trigger language plpgsql as $$
begin
  insert into ledger_kind_totals (kind, country_key, currency_code, shard, amount, accounts)
  select a.kind, coalesce(a.country_id, 0), a.currency_code, 0, 0, count(*)
  from new_accounts a group by 1, 2, 3;
  return null;
end
$$;
--> statement-breakpoint
create trigger ledger_accounts_count after insert on ledger_accounts referencing new table as new_accounts
  for each statement execute function ledger_accounts_count()
--> statement-breakpoint
create table redemption_days (
  brand_id integer not null,
  outlet_id integer not null,
  day date not null,
  currency_code text not null,
  redemptions integer not null default 0,
  value bigint not null default 0
)
--> statement-breakpoint
create index redemption_days_brand_day_idx on redemption_days (brand_id, day desc, outlet_id, currency_code)
--> statement-breakpoint
create index redemption_days_day_idx on redemption_days (day desc, outlet_id, currency_code)
--> statement-breakpoint
create or replace function redemption_days_add() returns trigger language plpgsql as $$
begin
  insert into redemption_days (brand_id, outlet_id, day, currency_code, redemptions, value)
  select r.brand_id, r.outlet_id, (r.created_at at time zone (select z.time_zone from rollup_zone z))::date, r.currency_code,
    count(*), sum(r.amount)
  from new_rows r group by 1, 2, 3, 4;
  return null;
end
$$;
--> statement-breakpoint
create trigger redemptions_days_insert after insert on redemptions referencing new table as new_rows
  for each statement execute function redemption_days_add()
--> statement-breakpoint
create or replace function rollups_compact() returns void language plpgsql as $$
begin
  with gone as (delete from ledger_kind_totals returning *)
  insert into ledger_kind_totals (kind, country_key, currency_code, shard, amount, accounts)
  select kind, country_key, currency_code, 0, sum(amount), sum(accounts) from gone group by 1, 2, 3;
  with gone as (delete from settlement_days returning *)
  insert into settlement_days (brand_id, outlet_id, day, currency_code, redemptions, payable, commission)
  select brand_id, outlet_id, day, currency_code, sum(redemptions), sum(payable), sum(commission) from gone group by 1, 2, 3, 4;
  with gone as (delete from sales_days returning *)
  insert into sales_days (day, country_key, currency_code, payment_status, shard, orders, amount)
  select day, country_key, currency_code, payment_status, 0, sum(orders), sum(amount) from gone group by 1, 2, 3, 4
  having sum(orders) <> 0 or sum(amount) <> 0;
  with gone as (delete from product_sales_days returning *)
  insert into product_sales_days (day, product_id, currency_code, shard, quantity, amount)
  select day, product_id, currency_code, 0, sum(quantity), sum(amount) from gone group by 1, 2, 3
  having sum(quantity) <> 0 or sum(amount) <> 0;
  with gone as (delete from voucher_issue_days returning *)
  insert into voucher_issue_days (issue_day, status, expiry_day, shard, vouchers)
  select issue_day, status, expiry_day, 0, sum(vouchers) from gone group by 1, 2, 3 having sum(vouchers) <> 0;
  with gone as (delete from member_days returning *)
  insert into member_days (day, shard, members)
  select day, 0, sum(members) from gone group by 1 having sum(members) <> 0;
  with gone as (delete from redemption_days returning *)
  insert into redemption_days (brand_id, outlet_id, day, currency_code, redemptions, value)
  select brand_id, outlet_id, day, currency_code, sum(redemptions), sum(value) from gone group by 1, 2, 3, 4;
  with gone as (delete from notification_counts returning *)
  insert into notification_counts (member_id, total, unread)
  select member_id, sum(total), sum(unread) from gone group by 1 having sum(total) <> 0 or sum(unread) <> 0;
end
$$;
--> statement-breakpoint
create or replace function rollups_rebuild() returns void language plpgsql as $$
begin
  delete from ledger_kind_totals;
  delete from settlement_days;
  delete from sales_days;
  delete from product_sales_days;
  delete from voucher_issue_days;
  delete from member_days;
  delete from notification_counts;
  delete from redemption_days;
  insert into redemption_days (brand_id, outlet_id, day, currency_code, redemptions, value)
  select r.brand_id, r.outlet_id, (r.created_at at time zone (select z.time_zone from rollup_zone z))::date, r.currency_code,
    count(*), sum(r.amount)
  from redemptions r group by 1, 2, 3, 4;
  insert into notification_counts (member_id, total, unread)
  select member_id, count(*), count(*) filter (where is_read = 0) from notifications group by member_id;
  insert into voucher_issue_days (issue_day, status, expiry_day, shard, vouchers)
  select (coalesce(o.paid_at, o.created_at) at time zone (select z.time_zone from rollup_zone z))::date, e.status,
    (e.expires_at at time zone (select z.time_zone from rollup_zone z))::date, (e.order_id % 16)::smallint, count(*)
  from evouchers e join orders o on o.id = e.order_id
  group by 1, 2, 3, 4;
  insert into member_days (day, shard, members)
  select (m.created_at at time zone (select z.time_zone from rollup_zone z))::date, (m.id % 16)::smallint, count(*)
  from members m group by 1, 2;
  insert into sales_days (day, country_key, currency_code, payment_status, shard, orders, amount)
  select (o.paid_at at time zone (select z.time_zone from rollup_zone z))::date, coalesce(o.country_id, 0), o.currency_code,
    o.payment_status, (o.id % 16)::smallint, count(*), sum(o.order_amount + o.udollar_amount)
  from orders o where o.payment_status in ('Paid', 'Refunded') and o.paid_at is not null
  group by 1, 2, 3, 4, 5;
  insert into product_sales_days (day, product_id, currency_code, shard, quantity, amount)
  select (o.paid_at at time zone (select z.time_zone from rollup_zone z))::date, l.product_id, l.currency_code,
    (o.id % 16)::smallint, sum(l.quantity), sum(l.amount)
  from orders o join order_lines l on l.order_id = o.id
  where o.payment_status = 'Paid' and o.paid_at is not null
  group by 1, 2, 3, 4;
  insert into ledger_kind_totals (kind, country_key, currency_code, shard, amount)
  select a.kind, coalesce(a.country_id, 0), a.currency_code, (e.transaction_id % 16)::smallint, sum(e.amount)
  from ledger_entries e join ledger_accounts a on a.key = e.account_key
  group by 1, 2, 3, 4;
  insert into ledger_kind_totals (kind, country_key, currency_code, shard, amount, accounts)
  select a.kind, coalesce(a.country_id, 0), a.currency_code, 0, 0, count(*)
  from ledger_accounts a
  group by 1, 2, 3;
  insert into settlement_days (brand_id, outlet_id, day, currency_code, redemptions, payable, commission)
  select t.brand_id, coalesce(t.outlet_id, 0), (t.created_at at time zone (select z.time_zone from rollup_zone z))::date, e.currency_code,
    count(distinct t.id),
    -coalesce(sum(e.amount) filter (where split_part(e.account_key, ':', 1) = 'payable'), 0),
    -coalesce(sum(e.amount) filter (where split_part(e.account_key, ':', 1) = 'commission'), 0)
  from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
  where (t.kind = 'redemption' or (t.kind = 'opening' and t.redemption_id is not null))
    and split_part(e.account_key, ':', 1) in ('payable', 'commission')
    and t.brand_id is not null
  group by 1, 2, 3, 4;
end
$$;
--> statement-breakpoint
select rollups_rebuild();
