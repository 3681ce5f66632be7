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
