-- Decision 0265: a recipient swaps a gift once, for another product of the same market at the same or a lower price.
-- The swap is an order of its own (payment_status 'Swap', the sender's as the gift was) that points at the gift it
-- replaced; the unique index lets each gift be swapped once, whatever races.
alter table orders add column swapped_at timestamp with time zone;
--> statement-breakpoint
alter table orders add column swapped_from_order_id integer references orders(id);
--> statement-breakpoint
create unique index orders_swapped_from_uq on orders (swapped_from_order_id) where swapped_from_order_id is not null;
