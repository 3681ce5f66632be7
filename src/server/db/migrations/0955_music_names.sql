-- A track's name in Chinese and Japanese (empty: the shop shows the English name). Decision 0243.
ALTER TABLE "music" ADD COLUMN IF NOT EXISTS "name_cn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "music" ADD COLUMN IF NOT EXISTS "name_jp" text DEFAULT '' NOT NULL;
