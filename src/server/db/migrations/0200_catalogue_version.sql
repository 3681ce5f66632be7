-- A change counter for catalogue data: the in-process read cache (src/server/catalogue/read-cache.ts) compares it
-- on every read and drops its entries when it moved. Deferred constraint triggers bump it at commit time, after a
-- transaction has taken all its row locks, so the one counter row never takes part in a deadlock.
create table if not exists catalogue_version (
  id integer primary key,
  version bigint not null default 0
);
--> statement-breakpoint
insert into catalogue_version (id, version) values (1, 0) on conflict (id) do nothing;
--> statement-breakpoint
create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  update catalogue_version set version = version + 1 where id = 1;
  return null;
end
$$;
--> statement-breakpoint
create constraint trigger products_catalogue_version after insert or update or delete on products deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger product_images_catalogue_version after insert or update or delete on product_images deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger outlets_catalogue_version after insert or update or delete on outlets deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger categories_catalogue_version after insert or update or delete on categories deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger brands_catalogue_version after insert or update or delete on brands deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger campaigns_catalogue_version after insert or update or delete on campaigns deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger filter_options_catalogue_version after insert or update or delete on filter_options deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger banners_catalogue_version after insert or update or delete on banners deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger popups_catalogue_version after insert or update or delete on popups deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger countries_catalogue_version after insert or update or delete on countries deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger giftcards_catalogue_version after insert or update or delete on giftcards deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger giftcard_categories_catalogue_version after insert or update or delete on giftcard_categories deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger giftcard_products_catalogue_version after insert or update or delete on giftcard_products deferrable initially deferred for each row execute function bump_catalogue_version();
--> statement-breakpoint
create constraint trigger music_catalogue_version after insert or update or delete on music deferrable initially deferred for each row execute function bump_catalogue_version();
