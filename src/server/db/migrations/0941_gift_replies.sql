-- Issue 14 (decision 0210): the recipient's answers to a gift. A thank-you note per gift and recipient (the unique row
-- makes a second one, or two at once, fail), and on the order who declined it and when.
create table gift_replies (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  recipient_id integer not null references members(id) on delete cascade,
  note text not null default '',
  reaction text,
  created_at timestamp with time zone not null default now(),
  constraint gift_replies_note_length check (char_length(note) <= 280),
  constraint gift_replies_reaction check (reaction is null or reaction in ('heart', 'hug', 'party', 'smile', 'thanks'))
);
--> statement-breakpoint
create unique index gift_replies_order_recipient_uq on gift_replies (order_id, recipient_id);
--> statement-breakpoint
alter table orders add column declined_at timestamp with time zone;
--> statement-breakpoint
alter table orders add column declined_by integer references members(id) on delete set null;
