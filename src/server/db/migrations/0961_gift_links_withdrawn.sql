-- Decision 0241: when a sender takes a gift back, and the share links that stopped working, so that an old link says
-- the sender took the gift back (or that it was declined) instead of "not valid".
alter table orders add column taken_back_at timestamp with time zone;
--> statement-breakpoint
create table withdrawn_gift_links (
  share_id text primary key,
  order_id integer not null references orders(id) on delete cascade,
  reason text not null,
  withdrawn_at timestamp with time zone not null,
  constraint withdrawn_gift_links_reason check (reason in ('taken_back', 'declined'))
);
