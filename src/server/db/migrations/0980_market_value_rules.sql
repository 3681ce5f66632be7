-- Decision 0262: each market's rule for the value of its vouchers: how long new ones are valid (null: the product's
-- own validity), whether one extension is allowed and for how many days (0: none), and what becomes of value left
-- unused at expiry (udollar, breakage or refund). Admins edit it in the back office; the code reads it, never assumes it.
create table market_value_rules (
  country_id integer primary key references countries(id) on delete cascade,
  validity_days integer,
  extension_days integer not null default 30,
  lapse text not null default 'udollar',
  note text not null default '',
  version integer not null default 1,
  updated_at timestamp with time zone not null default now(),
  constraint market_value_rules_validity check (validity_days is null or validity_days between 1 and 3650),
  constraint market_value_rules_extension check (extension_days between 0 and 365),
  constraint market_value_rules_lapse check (lapse in ('udollar', 'breakage', 'refund'))
);
--> statement-breakpoint
-- a database seeded before this migration: every market it has starts on the shop's default rule
insert into market_value_rules (country_id) select id from countries on conflict do nothing;
--> statement-breakpoint
-- the one extension a voucher may have had (decision 0262), where its unused value went by the rule, and its
-- reminder 30 days before expiry (the 7-day one is expiring_notified_at)
alter table evouchers add column extended_at timestamp with time zone;
--> statement-breakpoint
alter table evouchers add column lapsed_to text;
--> statement-breakpoint
alter table evouchers add column early_notified_at timestamp with time zone;
