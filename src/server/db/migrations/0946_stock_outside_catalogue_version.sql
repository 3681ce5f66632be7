-- Issue 15, decision 0225: every order takes stock (reserve) and gives it back or counts it sold (cancel, expiry,
-- fulfilment). Those updates no longer move catalogue_version: the one counter row was a lock every purchase in the
-- shop queued on at commit, and each purchase made every server drop every cached catalogue answer. Answers that show
-- stock or sales counts are kept at most a second instead (src/server/catalogue/read-cache.ts, STOCK_FRESH_MS).
-- Any other change of a product row (staff edits move its version column too) still moves the catalogue version.
drop trigger if exists products_catalogue_version on products;
--> statement-breakpoint
create constraint trigger products_catalogue_version after insert or delete on products deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger products_catalogue_version_update after update on products deferrable initially deferred for each row
  when ((to_jsonb(old) - 'stock' - 'sold_count') is distinct from (to_jsonb(new) - 'stock' - 'sold_count'))
  execute function bump_catalogue_version();
