-- The console's redemptions list pages in (created_at, seq) or (amount, seq) order, for every brand or for one
-- (decision 0276): with these, a page reads its 25 rows from an index instead of sorting 600,000 redemptions. They
-- replace the two indexes they start with.
create index if not exists redemptions_created_seq_idx on redemptions (created_at, seq);
--> statement-breakpoint
create index if not exists redemptions_amount_seq_idx on redemptions (amount, seq);
--> statement-breakpoint
create index if not exists redemptions_brand_created_seq_idx on redemptions (brand_id, created_at, seq);
--> statement-breakpoint
drop index if exists redemptions_created_idx;
--> statement-breakpoint
drop index if exists redemptions_brand_idx;
--> statement-breakpoint
-- the console's product list sorted by each of its sortable columns (the shop's own sorts have their market first)
create index if not exists products_stock_id_idx on products (stock, id);
--> statement-breakpoint
create index if not exists products_price_id_idx on products (original_price, id);
--> statement-breakpoint
create index if not exists products_sold_id_idx on products (sold_count, id);
--> statement-breakpoint
create index if not exists products_created_id_idx on products (created_at, id);
