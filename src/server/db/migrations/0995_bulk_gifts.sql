-- Business gifting in bulk (decision 0270): one CSV upload, one payment, one gift per row delivered by a job. What
-- was paid sits in the batch's ledger account (bulk_gift:<id>) until each row's vouchers are issued from it.
create table bulk_gifts (
  -- random, at least 128 bits: shown to its buyer only
  id text primary key,
  member_id integer not null references members(id) on delete cascade,
  currency_code text not null,
  country_id integer references countries(id),
  -- the one order the cashier pays (order_status Bulk): its lines are the batch's products
  order_id integer not null references orders(id),
  rows_total integer not null check (rows_total between 1 and 1000),
  -- minor units: the sum of the rows' amounts
  amount integer not null check (amount > 0),
  -- gifts not claimed by then go back to the buyer as uDollar
  end_at timestamp with time zone not null,
  returned_at timestamp with time zone,
  created_at timestamp with time zone not null
);
--> statement-breakpoint
create index bulk_gifts_member_idx on bulk_gifts (member_id, created_at desc);
--> statement-breakpoint
create table bulk_gift_rows (
  id serial primary key,
  bulk_gift_id text not null references bulk_gifts(id) on delete cascade,
  -- the row's number in the upload (1 = the first row under the header)
  row_no integer not null,
  phone text,
  email text,
  lang text not null default 'eng',
  product_id integer not null references products(id),
  -- minor units: what the row's gift is worth and costs
  amount integer not null check (amount > 0),
  message text not null default '',
  deliver_at timestamp with time zone not null,
  -- queued | sent | failed | returned
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'returned')),
  gift_order_id integer references orders(id),
  error text,
  sent_at timestamp with time zone,
  returned_at timestamp with time zone,
  constraint bulk_gift_rows_recipient check ((phone is null) <> (email is null)),
  constraint bulk_gift_rows_no_uq unique (bulk_gift_id, row_no)
);
--> statement-breakpoint
create index bulk_gift_rows_due_idx on bulk_gift_rows (deliver_at) where status = 'queued';
