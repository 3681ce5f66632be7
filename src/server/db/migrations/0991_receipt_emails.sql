-- Receipts and refunds by e-mail (decision 0263). A member's switch for them (on by default) and the language the
-- member last shopped in (the language of their e-mails; English until a client says otherwise).
alter table members add column receipt_emails boolean not null default true;
--> statement-breakpoint
alter table members add column language text not null default 'eng';
--> statement-breakpoint
alter table members add constraint members_language check (language in ('eng', 'cn', 'jp'));
--> statement-breakpoint
-- the gift e-mail outbox takes two more kinds: a paid order's receipt and a refund's note, both to the buyer. Only a
-- gift e-mail carries a share link; a refund's note keeps its amounts (an order may be refunded more than once).
alter table gift_emails add column kind text not null default 'gift';
--> statement-breakpoint
alter table gift_emails add constraint gift_emails_kind check (kind in ('gift', 'receipt', 'refund'));
--> statement-breakpoint
alter table gift_emails alter column share_id drop not null;
--> statement-breakpoint
alter table gift_emails add constraint gift_emails_gift_share check (kind <> 'gift' or share_id is not null);
--> statement-breakpoint
alter table gift_emails add column params jsonb not null default '{}'::jsonb;
