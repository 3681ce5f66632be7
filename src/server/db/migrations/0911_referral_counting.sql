-- A referral counts toward the referrer's invite rewards only once the referred member has a paid order, and at most
-- 3 a day from one address; the reason is kept on the referred member (docs/decisions/0098).
ALTER TABLE "members" ADD COLUMN "referral_status" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referral_ip" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referral_counted_at" timestamp with time zone;
--> statement-breakpoint
-- Referrals made before this rule keep counting.
UPDATE "members" SET "referral_status" = 'counted', "referral_counted_at" = "created_at" WHERE "referred_by_member_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "members_referral_ip_idx" ON "members" USING btree ("referral_ip", "referral_counted_at");
