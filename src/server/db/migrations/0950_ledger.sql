-- Books that balance (decision 0236): a double-entry ledger under every movement of value, the terms a voucher was
-- sold with, partial refunds, merchant commission and settlement, and the finance role.

-- A voucher keeps the terms it was sold with; later product edits change only what is sold afterwards.
alter table evouchers add column face_value integer;
--> statement-breakpoint
alter table evouchers add column currency_code text;
--> statement-breakpoint
alter table evouchers add column brand_id integer references brands(id);
--> statement-breakpoint
alter table evouchers add column stored_value boolean;
--> statement-breakpoint
alter table evouchers add column country_id integer;
--> statement-breakpoint
-- what the buyer paid for this unit (its line's amount shared over the units), the ceiling of any refund of it
alter table evouchers add column paid_value integer;
--> statement-breakpoint
update evouchers e set face_value = p.original_price, currency_code = p.currency_code, brand_id = p.brand_id,
  stored_value = p.stored_value, country_id = p.country_id,
  paid_value = coalesce((select l.amount / l.quantity from order_lines l where l.id = e.order_line_id), 0)
from products p where p.id = e.product_id;
--> statement-breakpoint
alter table evouchers alter column face_value set not null;
--> statement-breakpoint
alter table evouchers alter column currency_code set not null;
--> statement-breakpoint
alter table evouchers alter column brand_id set not null;
--> statement-breakpoint
alter table evouchers alter column stored_value set not null;
--> statement-breakpoint
alter table evouchers alter column paid_value set not null;
--> statement-breakpoint
-- Any insert gets its sale terms from the product and the line when it does not give them, and no update changes
-- them afterwards: what was sold keeps its terms whatever path writes the row.
create or replace function evouchers_sale_terms() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    select coalesce(new.face_value, p.original_price), coalesce(new.currency_code, p.currency_code),
      coalesce(new.brand_id, p.brand_id), coalesce(new.stored_value, p.stored_value), coalesce(new.country_id, p.country_id)
      into new.face_value, new.currency_code, new.brand_id, new.stored_value, new.country_id
      from products p where p.id = new.product_id;
    if new.paid_value is null then
      select l.amount / l.quantity into new.paid_value from order_lines l where l.id = new.order_line_id;
    end if;
    return new;
  end if;
  if new.face_value is distinct from old.face_value or new.currency_code is distinct from old.currency_code
     or new.brand_id is distinct from old.brand_id or new.stored_value is distinct from old.stored_value
     or new.paid_value is distinct from old.paid_value then
    raise exception 'a voucher keeps the terms it was sold with' using errcode = '23514';
  end if;
  return new;
end
$$;
--> statement-breakpoint
create trigger evouchers_sale_terms before insert or update on evouchers for each row execute function evouchers_sale_terms();
--> statement-breakpoint
alter table evouchers add column refunded_at timestamp with time zone;
--> statement-breakpoint
alter table udollar_cards add column voided_at timestamp with time zone;
--> statement-breakpoint
alter table udollar_cards add column paid_value integer not null default 0;
--> statement-breakpoint
update udollar_cards c set paid_value = coalesce((
  select l.amount / l.quantity from order_lines l join products p on p.id = l.product_id
  where l.order_id = c.order_id and p.is_udollar limit 1), 0);
--> statement-breakpoint
alter table orders add column refunded_amount integer not null default 0;
--> statement-breakpoint
alter table orders add column points_taken_back integer not null default 0;
--> statement-breakpoint
alter table payments add column refunded_amount integer not null default 0;
--> statement-breakpoint
-- commission in basis points (1000 = 10 %), set by admins
alter table brands add column commission_bp integer not null default 1000 check (commission_bp between 0 and 10000);
--> statement-breakpoint
alter table staff drop constraint if exists staff_role_check;
--> statement-breakpoint
alter table staff add constraint staff_role_check check (role in ('admin', 'catalogue', 'marketing', 'support', 'merchant', 'finance'));
--> statement-breakpoint
create table ledger_accounts (
  key text primary key,
  -- provider | customer_funds | udollar_held | promotions | voucher | udollar | payable | commission | breakage | payouts | opening
  kind text not null,
  currency_code text not null,
  -- the voucher, uDollar card or brand the account belongs to
  ref_id integer,
  -- the market (country) of a voucher or uDollar account
  country_id integer,
  created_at timestamp with time zone not null default now(),
  unique (key, currency_code)
);
--> statement-breakpoint
create index ledger_accounts_kind_idx on ledger_accounts (kind, currency_code);
--> statement-breakpoint
create table ledger_transactions (
  id bigserial primary key,
  -- capture | issue | udollar_hold | udollar_release | redemption | refund | expiry | payout | opening
  kind text not null,
  order_id integer,
  evoucher_id integer,
  udollar_card_id integer,
  redemption_id text,
  brand_id integer,
  outlet_id integer,
  staff_id text,
  created_at timestamp with time zone not null default now()
);
--> statement-breakpoint
create index ledger_transactions_order_idx on ledger_transactions (order_id);
--> statement-breakpoint
create index ledger_transactions_kind_idx on ledger_transactions (kind, created_at);
--> statement-breakpoint
create table ledger_entries (
  id bigserial primary key,
  transaction_id bigint not null references ledger_transactions(id),
  account_key text not null,
  currency_code text not null,
  -- minor units; a debit is positive, a credit negative
  amount bigint not null check (amount <> 0),
  created_at timestamp with time zone not null default now(),
  foreign key (account_key, currency_code) references ledger_accounts (key, currency_code)
);
--> statement-breakpoint
create index ledger_entries_account_idx on ledger_entries (account_key, created_at);
--> statement-breakpoint
create index ledger_entries_transaction_idx on ledger_entries (transaction_id);
--> statement-breakpoint
create or replace function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the ledger is append-only: % on % refused', tg_op, tg_table_name using errcode = '23514';
end
$$;
--> statement-breakpoint
create trigger ledger_entries_no_change before update or delete on ledger_entries for each row execute function ledger_append_only();
--> statement-breakpoint
create trigger ledger_transactions_no_change before update or delete on ledger_transactions for each row execute function ledger_append_only();
--> statement-breakpoint
create trigger ledger_entries_no_truncate before truncate on ledger_entries for each statement execute function ledger_append_only();
--> statement-breakpoint
create trigger ledger_transactions_no_truncate before truncate on ledger_transactions for each statement execute function ledger_append_only();
--> statement-breakpoint
-- Every statement that adds entries leaves each transaction it touched summing to zero in each currency.
create or replace function ledger_balanced() returns trigger language plpgsql as $$
declare
  bad record;
begin
  select e.transaction_id, e.currency_code, sum(e.amount) as total into bad
  from ledger_entries e
  where e.transaction_id in (select distinct transaction_id from new_entries)
  group by e.transaction_id, e.currency_code
  having sum(e.amount) <> 0
  limit 1;
  if found then
    raise exception 'ledger transaction % is unbalanced in %: %', bad.transaction_id, bad.currency_code, bad.total using errcode = '23514';
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger ledger_entries_balanced after insert on ledger_entries referencing new table as new_entries
  for each statement execute function ledger_balanced();
--> statement-breakpoint
-- Merchant settlement: a statement (brand, outlet, business day, currency) is paid once.
create table settlement_payouts (
  id text primary key,
  brand_id integer not null references brands(id),
  -- 0: vouchers marked used by their holder (no outlet)
  outlet_id integer not null,
  day date not null,
  currency_code text not null,
  amount integer not null check (amount >= 0),
  transaction_id bigint references ledger_transactions(id),
  staff_id text references staff(id),
  paid_at timestamp with time zone not null default now(),
  unique (brand_id, outlet_id, day, currency_code)
);
--> statement-breakpoint
-- Opening entries: the value that exists before the ledger (or that a bulk seed wrote beside it) is posted once per
-- account, against the opening account of its currency. Safe to run again: an account already in the ledger is skipped.
create or replace function ledger_open(at timestamptz) returns integer language plpgsql as $$
declare
  txn bigint;
  n integer := 0;
  r record;
begin
  for r in
    select 'voucher:' || e.id as key, 'voucher' as kind, e.currency_code as cur, e.id as ref, e.country_id as country,
      case when e.status = 'Active' then case when e.stored_value then coalesce(e.balance, 0) else e.face_value end else 0 end as outstanding
    from evouchers e
    where not exists (select 1 from ledger_accounts a where a.key = 'voucher:' || e.id)
    union all
    select 'udollar:' || c.id, 'udollar', c.currency_code, c.id, o.country_id, c.balance
    from udollar_cards c left join orders o on o.id = c.order_id
    where not exists (select 1 from ledger_accounts a where a.key = 'udollar:' || c.id)
  loop
    insert into ledger_accounts (key, kind, currency_code, ref_id, country_id) values (r.key, r.kind, r.cur, r.ref, r.country);
    insert into ledger_accounts (key, kind, currency_code) values ('opening:' || r.cur, 'opening', r.cur) on conflict do nothing;
    if r.outstanding <> 0 then
      insert into ledger_transactions (kind, evoucher_id, udollar_card_id, created_at)
        values ('opening', case when r.kind = 'voucher' then r.ref end, case when r.kind = 'udollar' then r.ref end, at)
        returning id into txn;
      insert into ledger_entries (transaction_id, account_key, currency_code, amount, created_at) values
        (txn, r.key, r.cur, -r.outstanding, at), (txn, 'opening:' || r.cur, r.cur, r.outstanding, at);
      n := n + 1;
    end if;
  end loop;
  -- money at the provider for orders paid before the ledger
  for r in
    select p.order_id, p.currency_code as cur, p.amount - p.refunded_amount as held
    from payments p
    where p.status in ('paid', 'refund_required', 'refunded') and p.amount - p.refunded_amount > 0
      and not exists (select 1 from ledger_transactions t where t.order_id = p.order_id and t.kind in ('capture', 'opening'))
  loop
    insert into ledger_accounts (key, kind, currency_code) values ('provider:' || r.cur, 'provider', r.cur) on conflict do nothing;
    insert into ledger_accounts (key, kind, currency_code) values ('opening:' || r.cur, 'opening', r.cur) on conflict do nothing;
    insert into ledger_transactions (kind, order_id, created_at) values ('opening', r.order_id, at) returning id into txn;
    insert into ledger_entries (transaction_id, account_key, currency_code, amount, created_at) values
      (txn, 'provider:' || r.cur, r.cur, r.held, at), (txn, 'opening:' || r.cur, r.cur, -r.held, at);
    n := n + 1;
  end loop;
  -- what brands are owed for counter redemptions made before the ledger
  for r in
    select x.id, x.brand_id, x.outlet_id, x.amount, x.currency_code as cur, x.created_at, x.evoucher_id, b.commission_bp
    from redemptions x join brands b on b.id = x.brand_id
    where not exists (select 1 from ledger_transactions t where t.redemption_id = x.id)
  loop
    insert into ledger_accounts (key, kind, currency_code, ref_id) values ('payable:' || r.brand_id || ':' || r.cur, 'payable', r.cur, r.brand_id) on conflict do nothing;
    insert into ledger_accounts (key, kind, currency_code) values ('commission:' || r.cur, 'commission', r.cur) on conflict do nothing;
    insert into ledger_accounts (key, kind, currency_code) values ('opening:' || r.cur, 'opening', r.cur) on conflict do nothing;
    insert into ledger_transactions (kind, evoucher_id, redemption_id, brand_id, outlet_id, created_at)
      values ('opening', r.evoucher_id, r.id, r.brand_id, r.outlet_id, r.created_at) returning id into txn;
    insert into ledger_entries (transaction_id, account_key, currency_code, amount, created_at)
      select txn, v.k, r.cur, v.a, r.created_at from (values
        ('opening:' || r.cur, r.amount::bigint),
        ('payable:' || r.brand_id || ':' || r.cur, -(r.amount - round(r.amount::bigint * r.commission_bp / 10000.0))::bigint),
        ('commission:' || r.cur, -round(r.amount::bigint * r.commission_bp / 10000.0)::bigint)) as v(k, a)
      where v.a <> 0;
    n := n + 1;
  end loop;
  return n;
end
$$;
--> statement-breakpoint
select ledger_open(now());
--> statement-breakpoint
-- The daily reconciliation's outcomes: the back office's dashboard shows the last one to admins and finance.
create table reconciliation_runs (
  id bigserial primary key,
  ran_at timestamp with time zone not null,
  ok boolean not null,
  differences jsonb not null default '[]'::jsonb
);
--> statement-breakpoint
create index reconciliation_runs_ran_idx on reconciliation_runs (ran_at desc);
