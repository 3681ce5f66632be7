-- Running totals (decision 0276), each kept by a trigger in the transaction of the change that moves it, so the
-- dashboard and the merchants' settlement statements read summary rows instead of a year of rows. A change only adds
-- rows (the difference it makes to its group); nothing is updated in place, so concurrent transactions never wait
-- for (or deadlock on) one another's summary rows. Readers sum a group's rows; rollups_compact() (a job) folds each
-- group's rows into one now and then.
-- - the ledger's: what is owed per kind of account, and each settlement statement's figures (a statement-level
--   trigger adds each posting's entries, grouped; the ledger is append-only: migration 0950);
-- - the paid orders' per business day: orders and amount per market, currency and payment status, and the products
--   sold per day (the dashboard's sales, trend, headline and best sellers);
-- - the vouchers per business day of their order (paid, or made) by state and day of expiry, and the members who
--   joined per day (the dashboard's vouchers and new members);
-- - each member's notifications and unread ones (list_notification).
--
-- What is owed per kind of account (voucher, udollar, payable), market and currency. (`shard`, in this table and the
-- others: the entity's id modulo 16 when the row was added, 0 once compacted.)
create table ledger_kind_totals (
  kind text not null,
  -- 0: an account of no market (ledger_accounts.country_id null)
  country_key integer not null,
  currency_code text not null,
  shard smallint not null,
  amount bigint not null default 0
);
--> statement-breakpoint
create index ledger_kind_totals_idx on ledger_kind_totals (kind, country_key, currency_code) include (amount);
--> statement-breakpoint
-- A settlement statement's figures: the redemptions (transactions) and the payable and commission entries per
-- brand, outlet (0: marked used by the holder), business day (in the zone of rollup_zone, as businessDay in
-- ledger/reports.ts) and currency.
create table settlement_days (
  brand_id integer not null,
  outlet_id integer not null,
  day date not null,
  currency_code text not null,
  redemptions integer not null default 0,
  payable bigint not null default 0,
  commission bigint not null default 0
);
--> statement-breakpoint
-- The zone whose business days settlement_days holds: the server's SHOP_TIME_ZONE, written (and the table rebuilt)
-- at the server's start when it differs (src/server/ledger/rollup-zone.ts, called by bootstrap.ts).
create table rollup_zone (
  id integer primary key default 1 check (id = 1),
  time_zone text not null
);
--> statement-breakpoint
insert into rollup_zone (id, time_zone) values (1, 'Asia/Singapore');
--> statement-breakpoint
-- the statements newest day first: every brand's (finance), and one brand's (its merchant)
create index settlement_days_day_idx on settlement_days (day desc, brand_id, outlet_id, currency_code);
--> statement-breakpoint
create index settlement_days_brand_day_idx on settlement_days (brand_id, day desc, outlet_id, currency_code);
--> statement-breakpoint
-- The entries of one statement (new_entries) added to both tables. Also used to rebuild them from the whole ledger.
create or replace function ledger_rollups_add() returns trigger language plpgsql as $$
begin
  insert into ledger_kind_totals (kind, country_key, currency_code, shard, amount)
  select a.kind, coalesce(a.country_id, 0), a.currency_code, (n.transaction_id % 16)::smallint, sum(n.amount)
  from new_entries n join ledger_accounts a on a.key = n.account_key
  where a.kind in ('voucher', 'udollar', 'payable')
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
create trigger ledger_entries_rollups after insert on ledger_entries referencing new table as new_entries
  for each statement execute function ledger_rollups_add();
--> statement-breakpoint
-- Paid and refunded orders per business day (of paid_at), market, currency and payment status.
create table sales_days (
  day date not null,
  country_key integer not null,
  currency_code text not null,
  payment_status text not null,
  shard smallint not null,
  orders integer not null default 0,
  amount bigint not null default 0
);
--> statement-breakpoint
create index sales_days_day_idx on sales_days (day) include (country_key, currency_code, payment_status, orders, amount);
--> statement-breakpoint
-- The products of paid orders per business day: quantity and amount per product and currency.
create table product_sales_days (
  day date not null,
  product_id integer not null,
  currency_code text not null,
  shard smallint not null,
  quantity integer not null default 0,
  amount bigint not null default 0
);
--> statement-breakpoint
-- One order's part in both tables, added (sign 1) or taken away (sign -1).
create or replace function sales_rollups_apply(o orders, sign integer) returns void language plpgsql as $$
declare
  d date;
begin
  if o.paid_at is null or o.payment_status not in ('Paid', 'Refunded') then
    return;
  end if;
  d := (o.paid_at at time zone (select z.time_zone from rollup_zone z))::date;
  insert into sales_days (day, country_key, currency_code, payment_status, shard, orders, amount)
  values (d, coalesce(o.country_id, 0), o.currency_code, o.payment_status, (o.id % 16)::smallint, sign,
    sign * (o.order_amount + o.udollar_amount)::bigint);
  if o.payment_status = 'Paid' then
    insert into product_sales_days (day, product_id, currency_code, shard, quantity, amount)
    select d, l.product_id, l.currency_code, (o.id % 16)::smallint, sign * sum(l.quantity), sign * sum(l.amount)
    from order_lines l where l.order_id = o.id
    group by l.product_id, l.currency_code;
  end if;
end
$$;
--> statement-breakpoint
create or replace function sales_rollups_order() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform sales_rollups_apply(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform sales_rollups_apply(new, 1);
  end if;
  return null;
end
$$;
--> statement-breakpoint
-- only a change of what the rollups hold calls the function: a basket or a reservation never does
create trigger orders_sales_rollups_insert after insert on orders for each row
  when (new.payment_status in ('Paid', 'Refunded') and new.paid_at is not null)
  execute function sales_rollups_order();
--> statement-breakpoint
create trigger orders_sales_rollups_update after update on orders for each row
  when ((old.payment_status in ('Paid', 'Refunded') or new.payment_status in ('Paid', 'Refunded'))
    and (old.payment_status is distinct from new.payment_status or old.paid_at is distinct from new.paid_at
      or old.order_amount is distinct from new.order_amount or old.udollar_amount is distinct from new.udollar_amount
      or old.country_id is distinct from new.country_id or old.currency_code is distinct from new.currency_code))
  execute function sales_rollups_order();
--> statement-breakpoint
-- before the delete, while the order's lines (deleted with it) are still there
create or replace function sales_rollups_order_delete() returns trigger language plpgsql as $$
begin
  perform sales_rollups_apply(old, -1);
  return old;
end
$$;
--> statement-breakpoint
create trigger orders_sales_rollups_delete before delete on orders for each row
  when (old.payment_status in ('Paid', 'Refunded') and old.paid_at is not null)
  execute function sales_rollups_order_delete();
--> statement-breakpoint
-- a line added to an order already paid (a business's bulk gift is paid when it is made)
create or replace function sales_rollups_line() returns trigger language plpgsql as $$
declare
  o orders;
begin
  select * into o from orders where id = new.order_id;
  if o.payment_status = 'Paid' and o.paid_at is not null then
    insert into product_sales_days (day, product_id, currency_code, shard, quantity, amount)
    values ((o.paid_at at time zone (select z.time_zone from rollup_zone z))::date, new.product_id, new.currency_code,
      (o.id % 16)::smallint, new.quantity, new.amount);
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger order_lines_sales_rollups after insert on order_lines for each row execute function sales_rollups_line();
--> statement-breakpoint
-- the dashboard's live parts: the paid orders of a part of a day, and the paid gifts not yet received
create index if not exists orders_paid_idx on orders (paid_at)
  include (payment_status, country_id, currency_code, order_amount, udollar_amount);
--> statement-breakpoint
create index if not exists orders_gifts_waiting_idx on orders (id)
  where payment_status = 'Paid' and order_status in ('gift', 'Scheduled', 'Waiting');
--> statement-breakpoint
create index product_sales_days_day_idx on product_sales_days (day) include (product_id, currency_code, quantity, amount);
--> statement-breakpoint
-- Vouchers per business day of their order's paid (else made) time, state and business day of expiry. The state
-- "now" of an active voucher is its expiry day against today; only those expiring today are looked at one by one.
create table voucher_issue_days (
  issue_day date not null,
  status text not null,
  expiry_day date not null,
  shard smallint not null,
  vouchers integer not null default 0
);
--> statement-breakpoint
create index voucher_issue_days_day_idx on voucher_issue_days (issue_day) include (status, expiry_day, vouchers);
--> statement-breakpoint
-- `n` vouchers of one order (issued on `issue_day`) added, grouped by state and expiry.
create or replace function voucher_issue_add(p_day date, p_order integer, p_status text, p_expires timestamptz, p_n integer)
returns void language plpgsql as $$
begin
  -- an order already deleted (its vouchers deleted with it) was taken away by orders_voucher_issue_delete
  if p_day is null then
    return;
  end if;
  insert into voucher_issue_days (issue_day, status, expiry_day, shard, vouchers)
  values (p_day, p_status, (p_expires at time zone (select z.time_zone from rollup_zone z))::date, (p_order % 16)::smallint, p_n);
end
$$;
--> statement-breakpoint
create or replace function voucher_issue_day_of(p_order integer) returns date language sql stable as $$
  select (coalesce(o.paid_at, o.created_at) at time zone (select z.time_zone from rollup_zone z))::date
  from orders o where o.id = p_order
$$;
--> statement-breakpoint
create or replace function voucher_issue_voucher() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform voucher_issue_add(voucher_issue_day_of(old.order_id), old.order_id, old.status, old.expires_at, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform voucher_issue_add(voucher_issue_day_of(new.order_id), new.order_id, new.status, new.expires_at, 1);
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger evouchers_issue_insert after insert on evouchers for each row execute function voucher_issue_voucher();
--> statement-breakpoint
create trigger evouchers_issue_update after update on evouchers for each row
  when (old.status is distinct from new.status or old.expires_at is distinct from new.expires_at
    or old.order_id is distinct from new.order_id)
  execute function voucher_issue_voucher();
--> statement-breakpoint
create trigger evouchers_issue_delete after delete on evouchers for each row execute function voucher_issue_voucher();
--> statement-breakpoint
-- an order whose paid time is set (or changed) after its vouchers were made moves them to that day
create or replace function voucher_issue_order() returns trigger language plpgsql as $$
declare
  z text := (select time_zone from rollup_zone);
  v record;
begin
  for v in select e.status, e.expires_at, count(*)::integer as n from evouchers e where e.order_id = new.id
    group by e.status, e.expires_at loop
    perform voucher_issue_add((coalesce(old.paid_at, old.created_at) at time zone z)::date, new.id, v.status, v.expires_at, -v.n);
    perform voucher_issue_add((coalesce(new.paid_at, new.created_at) at time zone z)::date, new.id, v.status, v.expires_at, v.n);
  end loop;
  return null;
end
$$;
--> statement-breakpoint
create trigger orders_voucher_issue after update on orders for each row
  when (coalesce(old.paid_at, old.created_at) is distinct from coalesce(new.paid_at, new.created_at))
  execute function voucher_issue_order();
--> statement-breakpoint
-- an order deleted takes its vouchers with it (on delete cascade, after the order's row is gone): they are taken
-- away from the rollup here, before, while the order still says their day
create or replace function voucher_issue_order_delete() returns trigger language plpgsql as $$
declare
  v record;
begin
  for v in select e.status, e.expires_at, count(*)::integer as n from evouchers e where e.order_id = old.id
    group by e.status, e.expires_at loop
    perform voucher_issue_add(voucher_issue_day_of(old.id), old.id, v.status, v.expires_at, -v.n);
  end loop;
  return old;
end
$$;
--> statement-breakpoint
create trigger orders_voucher_issue_delete before delete on orders for each row execute function voucher_issue_order_delete();
--> statement-breakpoint
-- the live parts: orders by their paid (else made) time
create index if not exists orders_issued_idx on orders ((coalesce(paid_at, created_at)));
--> statement-breakpoint
-- Members per business day of joining.
create table member_days (
  day date not null,
  shard smallint not null,
  members integer not null default 0
);
--> statement-breakpoint
create index member_days_day_idx on member_days (day) include (members);
--> statement-breakpoint
create or replace function member_days_member() returns trigger language plpgsql as $$
declare
  z text := (select time_zone from rollup_zone);
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into member_days (day, shard, members) values ((old.created_at at time zone z)::date, (old.id % 16)::smallint, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into member_days (day, shard, members) values ((new.created_at at time zone z)::date, (new.id % 16)::smallint, 1);
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger members_days_insert after insert on members for each row execute function member_days_member();
--> statement-breakpoint
create trigger members_days_update after update on members for each row
  when (old.created_at is distinct from new.created_at) execute function member_days_member();
--> statement-breakpoint
create trigger members_days_delete after delete on members for each row execute function member_days_member();
--> statement-breakpoint
-- A member's notifications: how many, and how many unread (list_notification's total and unread count), kept by
-- statement-level triggers (a broadcast adds one row per member it reaches in one statement).
create table notification_counts (
  member_id integer not null,
  total integer not null default 0,
  unread integer not null default 0
);
--> statement-breakpoint
create index notification_counts_member_idx on notification_counts (member_id) include (total, unread);
--> statement-breakpoint
create or replace function notification_counts_add() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into notification_counts (member_id, total, unread)
    select member_id, -count(*), -count(*) filter (where is_read = 0) from old_rows group by member_id;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into notification_counts (member_id, total, unread)
    select member_id, count(*), count(*) filter (where is_read = 0) from new_rows group by member_id;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger notifications_counts_insert after insert on notifications referencing new table as new_rows
  for each statement execute function notification_counts_add();
--> statement-breakpoint
create trigger notifications_counts_update after update on notifications referencing old table as old_rows new table as new_rows
  for each statement execute function notification_counts_add();
--> statement-breakpoint
create trigger notifications_counts_delete after delete on notifications referencing old table as old_rows
  for each statement execute function notification_counts_add();
--> statement-breakpoint
-- Each group's rows folded into one (groups that came back to zero dropped, but a ledger group or a statement, which
-- the reports list even at zero). A row added meanwhile is not seen by the delete and stays as it is.
create or replace function rollups_compact() returns void language plpgsql as $$
begin
  with gone as (delete from ledger_kind_totals returning *)
  insert into ledger_kind_totals (kind, country_key, currency_code, shard, amount)
  select kind, country_key, currency_code, 0, sum(amount) from gone group by 1, 2, 3;
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
  with gone as (delete from notification_counts returning *)
  insert into notification_counts (member_id, total, unread)
  select member_id, sum(total), sum(unread) from gone group by 1 having sum(total) <> 0 or sum(unread) <> 0;
end
$$;
--> statement-breakpoint
-- Every rollup from its source: here, after a bulk load that ran without triggers (seed:large, decision 0254), and
-- when the shop's time zone changed (src/server/ledger/rollup-zone.ts).
create or replace function rollups_rebuild() returns void language plpgsql as $$
begin
  delete from ledger_kind_totals;
  delete from settlement_days;
  delete from sales_days;
  delete from product_sales_days;
  delete from voucher_issue_days;
  delete from member_days;
  delete from notification_counts;
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
  where a.kind in ('voucher', 'udollar', 'payable')
  group by 1, 2, 3, 4;
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
