-- Decision 0262: an unopened gift reminds its recipient after 3 and 10 days, and tells its sender once after 10 days;
-- each stamp is set by the one guarded UPDATE that sends it, so two servers never send it twice.
alter table orders add column reminded_3_at timestamp with time zone;
--> statement-breakpoint
alter table orders add column reminded_10_at timestamp with time zone;
--> statement-breakpoint
alter table orders add column sender_told_unopened_at timestamp with time zone;
--> statement-breakpoint
create index orders_unopened_gifts_idx on orders (gifted_at) where opened_at is null and recipient_id is not null;
