-- Group gifts (decision 0258): friends pool money for one voucher and all sign one card. The pool is a liability
-- account of the ledger (group_pool:<id>) until it is funded or refunded.
create table group_gifts (
  -- random, at least 128 bits: shown to members of the gift only
  id text primary key,
  -- random, at least 128 bits: the share link anyone may open
  share_id text not null unique,
  organiser_id integer not null references members(id) on delete cascade,
  recipient_id integer references members(id) on delete set null,
  recipient_phone text,
  product_id integer not null references products(id),
  quantity integer not null check (quantity between 1 and 10),
  currency_code text not null,
  country_id integer references countries(id),
  -- minor units: the product's price times the quantity
  target integer not null check (target > 0),
  -- minor units paid into the pool so far (a cache of the paid contributions)
  paid integer not null default 0 check (paid >= 0),
  giftcard_id integer not null default 0,
  -- shares: each contribution is share_amount (the last takes only what is left); free: at least min_amount
  mode text not null check (mode in ('shares', 'free')),
  share_amount integer check (share_amount > 0),
  min_amount integer check (min_amount > 0),
  deadline timestamp with time zone not null,
  -- when started from a birthday: the gift is delivered then
  deliver_at timestamp with time zone,
  -- open | funded | cancelled | expired
  status text not null default 'open' check (status in ('open', 'funded', 'cancelled', 'expired')),
  -- the gift's order (payment_status Pool until funded, then Paid and sent; Cancelled when the pool fails): the
  -- product line, the card design, and the order the cashier's payments of the contributions name
  order_id integer not null references orders(id),
  reminded_at timestamp with time zone,
  closed_at timestamp with time zone,
  created_at timestamp with time zone not null,
  constraint group_gifts_recipient check (recipient_id is not null or recipient_phone is not null)
);
--> statement-breakpoint
create index group_gifts_organiser_idx on group_gifts (organiser_id, created_at desc);
--> statement-breakpoint
create index group_gifts_recipient_idx on group_gifts (recipient_id, created_at desc);
--> statement-breakpoint
create index group_gifts_open_deadline_idx on group_gifts (deadline) where status = 'open';
--> statement-breakpoint
create table group_gift_invites (
  group_gift_id text not null references group_gifts(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  created_at timestamp with time zone not null,
  primary key (group_gift_id, member_id)
);
--> statement-breakpoint
create index group_gift_invites_member_idx on group_gift_invites (member_id);
--> statement-breakpoint
create table group_gift_contributions (
  id serial primary key,
  group_gift_id text not null references group_gifts(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  -- minor units
  amount integer not null check (amount > 0),
  -- card (through the cashier) | udollar (from one of the member's uDollar cards)
  method text not null check (method in ('card', 'udollar')),
  udollar_card_id integer references udollar_cards(id),
  -- pending (at the cashier) | paid | lapsed (the cashier session ran out) | refunded
  status text not null check (status in ('pending', 'paid', 'lapsed', 'refunded')),
  -- the part of a paid card contribution over the target that went to the organiser as uDollar
  surplus integer not null default 0,
  created_at timestamp with time zone not null,
  paid_at timestamp with time zone,
  refunded_at timestamp with time zone
);
--> statement-breakpoint
create index group_gift_contributions_gift_idx on group_gift_contributions (group_gift_id, status);
--> statement-breakpoint
create index group_gift_contributions_member_idx on group_gift_contributions (member_id);
--> statement-breakpoint
create table group_gift_signatures (
  group_gift_id text not null references group_gifts(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  text text not null default '',
  photo text,
  voice text,
  -- milliseconds, as the server measured the voice note
  voice_ms integer,
  signed_at timestamp with time zone not null,
  primary key (group_gift_id, member_id)
);
--> statement-breakpoint
-- a card contribution pays through the cashier: its payment row names it
alter table payments add column group_contribution_id integer references group_gift_contributions(id);
--> statement-breakpoint
create index payments_group_contribution_idx on payments (group_contribution_id) where group_contribution_id is not null;
