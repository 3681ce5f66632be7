-- The back office (issue 12): staff accounts apart from members, their sessions, the append-only audit log, and a
-- version on every record staff edit (optimistic concurrency: a save that names an older version is refused with 409).
create table staff (
  id text primary key,
  email text not null,
  name text not null default '',
  role text not null check (role in ('admin', 'catalogue', 'marketing', 'support', 'merchant')),
  password_hash text not null,
  demo_password boolean not null default false,
  totp_secret text,
  brand_id integer references brands(id),
  failed_sign_ins integer not null default 0,
  locked_until timestamptz,
  disabled boolean not null default false,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index staff_email_uq on staff (lower(email));
--> statement-breakpoint
create table staff_sessions (
  id text primary key,
  staff_id text not null references staff(id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
--> statement-breakpoint
create index staff_sessions_staff_idx on staff_sessions (staff_id);
--> statement-breakpoint
create table audit_log (
  id bigserial primary key,
  staff_id text references staff(id) on delete set null,
  staff_email text not null,
  action text not null,
  resource text not null,
  object_id text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null default now()
);
--> statement-breakpoint
create index audit_log_at_idx on audit_log (at desc, id desc);
--> statement-breakpoint
create index audit_log_object_idx on audit_log (resource, object_id);
--> statement-breakpoint
create index audit_log_staff_idx on audit_log (staff_id, at desc);
--> statement-breakpoint
create or replace function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end
$$;
--> statement-breakpoint
create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only();
--> statement-breakpoint
alter table products add column version integer not null default 1;
--> statement-breakpoint
alter table banners add column version integer not null default 1;
--> statement-breakpoint
alter table banners add column starts_at timestamptz;
--> statement-breakpoint
alter table banners add column ends_at timestamptz;
--> statement-breakpoint
alter table popups add column version integer not null default 1;
--> statement-breakpoint
alter table popups add column starts_at timestamptz;
--> statement-breakpoint
alter table popups add column ends_at timestamptz;
--> statement-breakpoint
alter table members add column locked boolean not null default false;
--> statement-breakpoint
alter table members add column version integer not null default 1;
--> statement-breakpoint
create index members_name_lower_idx on members (lower(name));
