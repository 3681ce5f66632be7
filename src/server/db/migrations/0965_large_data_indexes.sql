-- A year of a busy shop (decision 0255): the indexes the measured queries need at 1,000,000 orders and 2,500,000
-- vouchers. Same file on PostgreSQL and PGlite; the trigram indexes only where the pg_trgm extension can be created.

-- the expiry jobs look for active vouchers past (or near) their date
create index if not exists evouchers_active_expiry_idx on evouchers (expires_at) where status = 'Active';
--> statement-breakpoint
-- a member's wallet: the same keys, now covering the order and line, so the list and its count read only the index
drop index if exists evouchers_owner_idx;
--> statement-breakpoint
create index evouchers_owner_idx on evouchers (owner_member_id, status, expires_at) include (order_id, order_line_id);
--> statement-breakpoint
-- My orders' filters count a member's orders by kind and payment from the index alone
create index if not exists orders_member_kind_idx on orders (member_id, order_status, payment_status) include (created_at);
--> statement-breakpoint
-- the console's order list: each sortable column, and each filter at the default sort (newest first)
create index if not exists orders_created_idx on orders (created_at);
--> statement-breakpoint
create index if not exists orders_amount_idx on orders (order_amount);
--> statement-breakpoint
create index if not exists orders_payment_status_id_idx on orders (payment_status, id);
--> statement-breakpoint
create index if not exists orders_order_status_id_idx on orders (order_status, id);
--> statement-breakpoint
create index if not exists members_created_idx on members (created_at);
--> statement-breakpoint
create index if not exists redemptions_created_idx on redemptions (created_at);
--> statement-breakpoint
-- substring search (LIKE '%word%', ILIKE) by trigrams: the catalogue's keywords in every language, order numbers,
-- members' names and phones. PGlite builds without the extension keep the sequential plan.
do $$
begin
  begin
    create extension if not exists pg_trgm;
  exception when others then
    raise notice 'pg_trgm is not available: substring searches stay sequential';
  end;
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    execute 'create index if not exists products_search_trgm_idx on products using gin (search_text gin_trgm_ops)';
    execute 'create index if not exists orders_order_no_trgm_idx on orders using gin (order_no gin_trgm_ops)';
    execute 'create index if not exists members_name_trgm_idx on members using gin (name gin_trgm_ops)';
    execute 'create index if not exists members_phone_trgm_idx on members using gin (phone_e164 gin_trgm_ops)';
  end if;
end
$$;
