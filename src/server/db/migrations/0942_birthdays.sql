-- Birthdays (issue 14 part C): members already have a date of birth (dob, from the spec's profile form); they may now
-- show it to their friends (off by default). birthday_notices records each notice the birthday job sent, one per
-- friend told, birthday person, year and kind, so the job is idempotent and two servers running it at once send once.
alter table members add column show_birthday boolean not null default false;
--> statement-breakpoint
create index members_show_birthday_idx on members (id) where show_birthday and dob is not null;
--> statement-breakpoint
create table birthday_notices (
  id serial primary key,
  -- the friend who is told
  member_id integer not null references members(id) on delete cascade,
  -- whose birthday it is
  birthday_member_id integer not null references members(id) on delete cascade,
  -- the year of the birthday told about
  year integer not null,
  kind text not null check (kind in ('week', 'day')),
  created_at timestamp with time zone not null default now()
);
--> statement-breakpoint
create unique index birthday_notices_uq on birthday_notices (birthday_member_id, member_id, year, kind);
--> statement-breakpoint
create index birthday_notices_member_idx on birthday_notices (member_id);
