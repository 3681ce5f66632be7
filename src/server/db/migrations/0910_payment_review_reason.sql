ALTER TABLE "payments" ADD COLUMN "review_reason" text;
