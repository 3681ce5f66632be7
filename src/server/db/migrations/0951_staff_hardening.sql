-- Hold under attack, staff side (decision 0237): the last TOTP step used (no replay), progressive sign-in delays per
-- account and per address counted atomically before the password is checked, and where an audit entry came from.
alter table staff add column totp_last_step bigint not null default 0;
--> statement-breakpoint
create table sign_in_throttle (
  -- staff-account:<lower email> | staff-ip:<address>
  key text primary key,
  failures integer not null default 0,
  last_failed_at timestamp with time zone not null
);
--> statement-breakpoint
alter table audit_log add column ip text;
--> statement-breakpoint
alter table audit_log add column user_agent text;
--> statement-breakpoint
create index audit_log_action_idx on audit_log (action, at desc);
--> statement-breakpoint
-- the per-account count lives in sign_in_throttle now; locked_until stays for the hard lock an admin lifts
alter table staff drop column failed_sign_ins;
--> statement-breakpoint
-- Gift text messages go through an outbox written in the gift's own transaction (decision 0237): a crash between the
-- commit and the send leaves the message here, and the outbox job sends it.
create table sms_outbox (
  id bigserial primary key,
  to_phone text not null,
  body text not null,
  order_id integer,
  created_at timestamp with time zone not null default now(),
  sent_at timestamp with time zone,
  attempts integer not null default 0,
  last_error text
);
--> statement-breakpoint
create index sms_outbox_unsent_idx on sms_outbox (created_at) where sent_at is null;
--> statement-breakpoint
-- what the provider really captured (a payment of another amount waits for a refund); the books reconcile against it
alter table payments add column captured_amount integer;
--> statement-breakpoint
update payments set captured_amount = amount where status in ('paid', 'refund_required', 'refunded');
