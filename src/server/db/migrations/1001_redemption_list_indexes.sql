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
