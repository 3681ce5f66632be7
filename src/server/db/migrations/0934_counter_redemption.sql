-- Counter redemption (issue 13): stored-value products and voucher balances, where and by whom a voucher was used,
-- the append-only redemption ledger, and the outlets a merchant is tied to.
alter table products add column stored_value boolean not null default false;
--> statement-breakpoint
alter table evouchers add column balance integer;
--> statement-breakpoint
alter table evouchers add constraint evouchers_balance_nonnegative check (balance is null or balance >= 0);
--> statement-breakpoint
alter table evouchers add column used_outlet_id integer references outlets(id) on delete set null;
--> statement-breakpoint
alter table evouchers add column used_by_staff text references staff(id);
--> statement-breakpoint
create table redemptions (
  id text primary key,
  -- the order redemptions happened in (two in the same millisecond included)
  seq bigserial not null,
  evoucher_id integer not null references evouchers(id) on delete cascade,
  brand_id integer not null references brands(id),
  outlet_id integer not null references outlets(id),
  staff_id text not null references staff(id),
  amount integer not null check (amount > 0),
  currency_code text not null,
  balance_after integer check (balance_after is null or balance_after >= 0),
  created_at timestamp with time zone not null default now()
);
--> statement-breakpoint
create index redemptions_brand_idx on redemptions (brand_id, created_at desc);
--> statement-breakpoint
create index redemptions_voucher_idx on redemptions (evoucher_id, created_at desc);
--> statement-breakpoint
create or replace function redemptions_append_only() returns trigger language plpgsql as $$
begin
  -- a row goes only with its voucher (a cascade from a deleted order); nobody edits or removes one
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old;
  end if;
  raise exception 'redemptions is append-only';
end
$$;
--> statement-breakpoint
create trigger redemptions_no_change before update or delete on redemptions for each row execute function redemptions_append_only();
--> statement-breakpoint
create table staff_outlets (
  staff_id text not null references staff(id) on delete cascade,
  outlet_id integer not null references outlets(id) on delete cascade,
  primary key (staff_id, outlet_id)
);
