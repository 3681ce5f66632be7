-- Running totals of the ledger (decision 0276), kept in the transaction that posts the entries, so the dashboard's
-- liabilities and the merchants' settlement statements read a few summary rows instead of a year of entries.
-- A statement-level trigger adds each posting's entries (the ledger is append-only: migration 0950), grouped.
--
-- What is owed per kind of account (voucher, udollar, payable), market and currency. Every payment and redemption
-- adds to the same few rows, so each is split in 16 shards (by transaction id) that the reader sums: concurrent
-- postings seldom wait for one another's row.
create table ledger_kind_totals (
  kind text not null,
  -- 0: an account of no market (ledger_accounts.country_id null)
  country_key integer not null,
  currency_code text not null,
  shard smallint not null,
  amount bigint not null default 0,
  primary key (kind, country_key, currency_code, shard)
);
--> statement-breakpoint
-- A settlement statement's figures: the redemptions (transactions) and the payable and commission entries per
-- brand, outlet (0: marked used by the holder), business day (in the zone of ledger_rollup_zone, as businessDay in
-- ledger/reports.ts) and currency.
create table settlement_days (
  brand_id integer not null,
  outlet_id integer not null,
  day date not null,
  currency_code text not null,
  redemptions integer not null default 0,
  payable bigint not null default 0,
  commission bigint not null default 0,
  primary key (brand_id, outlet_id, day, currency_code)
);
--> statement-breakpoint
-- The zone whose business days settlement_days holds: the server's SHOP_TIME_ZONE, written (and the table rebuilt)
-- by migrate() when it differs (src/server/ledger/rollup-zone.ts).
create table ledger_rollup_zone (
  id integer primary key default 1 check (id = 1),
  time_zone text not null
);
--> statement-breakpoint
insert into ledger_rollup_zone (id, time_zone) values (1, 'Asia/Singapore');
--> statement-breakpoint
-- the statements newest day first: every brand's (finance), and one brand's (its merchant)
create index settlement_days_day_idx on settlement_days (day desc, brand_id, outlet_id, currency_code);
--> statement-breakpoint
create index settlement_days_brand_day_idx on settlement_days (brand_id, day desc, outlet_id, currency_code);
--> statement-breakpoint
-- The entries of one statement (new_entries) added to both tables. Also used to rebuild them from the whole ledger.
create or replace function ledger_rollups_add() returns trigger language plpgsql as $$
begin
  insert into ledger_kind_totals as k (kind, country_key, currency_code, shard, amount)
  select a.kind, coalesce(a.country_id, 0), a.currency_code, (n.transaction_id % 16)::smallint, sum(n.amount)
  from new_entries n join ledger_accounts a on a.key = n.account_key
  where a.kind in ('voucher', 'udollar', 'payable')
  group by 1, 2, 3, 4
  on conflict (kind, country_key, currency_code, shard) do update set amount = k.amount + excluded.amount;
  insert into settlement_days as s (brand_id, outlet_id, day, currency_code, redemptions, payable, commission)
  select t.brand_id, coalesce(t.outlet_id, 0), (t.created_at at time zone (select z.time_zone from ledger_rollup_zone z))::date, n.currency_code,
    count(distinct t.id),
    -coalesce(sum(n.amount) filter (where split_part(n.account_key, ':', 1) = 'payable'), 0),
    -coalesce(sum(n.amount) filter (where split_part(n.account_key, ':', 1) = 'commission'), 0)
  from new_entries n join ledger_transactions t on t.id = n.transaction_id
  where (t.kind = 'redemption' or (t.kind = 'opening' and t.redemption_id is not null))
    and split_part(n.account_key, ':', 1) in ('payable', 'commission')
    and t.brand_id is not null
  group by 1, 2, 3, 4
  on conflict (brand_id, outlet_id, day, currency_code) do update set
    redemptions = s.redemptions + excluded.redemptions,
    payable = s.payable + excluded.payable,
    commission = s.commission + excluded.commission;
  return null;
end
$$;
--> statement-breakpoint
create trigger ledger_entries_rollups after insert on ledger_entries referencing new table as new_entries
  for each statement execute function ledger_rollups_add();
--> statement-breakpoint
-- Both tables from the whole ledger: here, and after a bulk load that ran without triggers (seed:large, decision 0254).
create or replace function ledger_rollups_rebuild() returns void language plpgsql as $$
begin
  delete from ledger_kind_totals;
  delete from settlement_days;
  insert into ledger_kind_totals (kind, country_key, currency_code, shard, amount)
  select a.kind, coalesce(a.country_id, 0), a.currency_code, (e.transaction_id % 16)::smallint, sum(e.amount)
  from ledger_entries e join ledger_accounts a on a.key = e.account_key
  where a.kind in ('voucher', 'udollar', 'payable')
  group by 1, 2, 3, 4;
  insert into settlement_days (brand_id, outlet_id, day, currency_code, redemptions, payable, commission)
  select t.brand_id, coalesce(t.outlet_id, 0), (t.created_at at time zone (select z.time_zone from ledger_rollup_zone z))::date, e.currency_code,
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
select ledger_rollups_rebuild();
