-- The campaign page lists the campaign's products (issue 19): looked up by campaign.
CREATE INDEX IF NOT EXISTS "products_campaign_idx" ON "products" ("campaign_id");
