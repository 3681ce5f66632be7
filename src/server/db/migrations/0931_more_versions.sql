-- Categories, brands, campaigns, music and outlets are edited in the back office too (issue 12): a version for
-- optimistic concurrency.
alter table categories add column version integer not null default 1;
--> statement-breakpoint
alter table brands add column version integer not null default 1;
--> statement-breakpoint
alter table campaigns add column version integer not null default 1;
--> statement-breakpoint
alter table music add column version integer not null default 1;
--> statement-breakpoint
alter table outlets add column version integer not null default 1;
