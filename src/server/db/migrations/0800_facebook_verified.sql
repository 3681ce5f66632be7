ALTER TABLE "members" ADD COLUMN "facebook_verified" boolean DEFAULT false NOT NULL;
