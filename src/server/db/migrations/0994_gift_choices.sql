-- Decision 0265: a sender lets the recipient pick one of several products (the gift's own and up to four others of
-- its market at its price or less); the pick is stamped once.
alter table orders add column choice_product_ids integer[];
--> statement-breakpoint
alter table orders add column choice_picked_at timestamp with time zone;
