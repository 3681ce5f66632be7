-- Gift delivery (issue 14, decision 0210): a gift scheduled for later (order_status 'Scheduled') keeps its intended
-- recipient (a member or a phone number) and its delivery time; a gift to a phone number without an account waits
-- for that phone (order_status 'Waiting') until someone registers with it.
alter table orders add column deliver_at timestamp with time zone;
--> statement-breakpoint
alter table orders add column gift_recipient_id integer references members(id) on delete set null;
--> statement-breakpoint
alter table orders add column gift_phone text;
--> statement-breakpoint
create index orders_due_gifts_idx on orders (deliver_at) where order_status = 'Scheduled';
--> statement-breakpoint
create index orders_waiting_phone_idx on orders (gift_phone) where order_status = 'Waiting';
