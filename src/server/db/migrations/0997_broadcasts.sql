-- Broadcast notifications get a table of their own (decision 0274): each one sent, with a 128-bit id, instead of being
-- read back from the audit log. Those sent before are carried over from their audit entries.
create table broadcasts (
  id text primary key,
  type text not null check (type in ('product', 'campaign', 'giftcard')),
  related_id integer not null,
  text jsonb not null,
  image text,
  country_id integer references countries(id) on delete set null,
  recipients integer not null,
  staff_email text not null,
  sent_at timestamptz not null
);
--> statement-breakpoint
create index broadcasts_sent_at on broadcasts (sent_at desc, id desc);
--> statement-breakpoint
insert into broadcasts (id, type, related_id, text, image, country_id, recipients, staff_email, sent_at)
select replace(gen_random_uuid()::text, '-', ''), after->>'type', (after->>'related_id')::int,
       coalesce(after->'text', '{}'::jsonb), nullif(after->>'image', ''),
       (select c.id from countries c where c.id = (after->>'country_id')::int),
       coalesce((after->>'recipients')::int, 0), staff_email, at
from audit_log
where resource = 'broadcasts' and action = 'create' and after->>'type' in ('product', 'campaign', 'giftcard');
