-- Notifications are stored as an event and its parameters and rendered in the reader's language (issue 19);
-- message keeps the English text for readers that know no events. Older rows have no event and show their message.
ALTER TABLE "notifications" ADD COLUMN "event" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb NOT NULL DEFAULT '{}'::jsonb;
