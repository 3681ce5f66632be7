-- Gifts by e-mail (decision 0266, 0267): the address a Waiting gift was e-mailed to, and each e-mail sent for a gift
-- with its delivery status (queued, sent, bounced, cancelled), its attempts and when the job tries it next. A
-- gift's status shown to its sender is its newest e-mail's, or Opened once someone opened the share page.
alter table orders add column gift_email text;
--> statement-breakpoint
create table gift_emails (
  id bigserial primary key,
  order_id integer not null references orders(id) on delete cascade,
  to_email text not null,
  -- the share link this e-mail carries: when the gift's link is replaced, a queued e-mail is cancelled, not sent
  share_id text not null,
  lang text not null,
  status text not null default 'queued',
  attempts integer not null default 0,
  next_attempt_at timestamp with time zone not null,
  message_id text,
  last_error text,
  created_at timestamp with time zone not null,
  sent_at timestamp with time zone,
  bounced_at timestamp with time zone,
  constraint gift_emails_status check (status in ('queued', 'sent', 'bounced', 'cancelled')),
  constraint gift_emails_lang check (lang in ('eng', 'cn', 'jp'))
);
--> statement-breakpoint
create index gift_emails_due_idx on gift_emails (next_attempt_at) where status = 'queued';
--> statement-breakpoint
create index gift_emails_order_idx on gift_emails (order_id, id);
--> statement-breakpoint
create unique index gift_emails_message_id_uq on gift_emails (message_id);
--> statement-breakpoint
-- a link replaced because the sender corrected the recipient's address says so
alter table withdrawn_gift_links drop constraint withdrawn_gift_links_reason;
--> statement-breakpoint
alter table withdrawn_gift_links add constraint withdrawn_gift_links_reason check (reason in ('taken_back', 'declined', 'readdressed'));
