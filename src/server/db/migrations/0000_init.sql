CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"source" text NOT NULL,
	"member_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"country_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"addressee_id" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_prefix" text NOT NULL,
	"phone_number" text NOT NULL,
	"phone_e164" text,
	"password_hash" text,
	"legacy_password" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"dob" date,
	"profile_picture" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"billing_postcode" text DEFAULT '' NOT NULL,
	"billing_state" text DEFAULT '' NOT NULL,
	"billing_country_id" integer,
	"shipping_address" text DEFAULT '' NOT NULL,
	"shipping_postcode" text DEFAULT '' NOT NULL,
	"shipping_state" text DEFAULT '' NOT NULL,
	"shipping_country_id" integer,
	"country_id" integer DEFAULT 0 NOT NULL,
	"market_country_id" integer,
	"referral_code" text NOT NULL,
	"referred_by_member_id" integer,
	"facebook_id" text,
	"facebook_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_e164" text NOT NULL,
	"action" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"phone_e164" text NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer,
	"image" text NOT NULL,
	"linkage_type" text NOT NULL,
	"linkage_detail" text NOT NULL,
	"i18n" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"i18n" jsonb NOT NULL,
	"image" text NOT NULL,
	"image_home" text NOT NULL,
	"colour_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_redemptions" (
	"campaign_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_redemptions_campaign_id_member_id_pk" PRIMARY KEY("campaign_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"country_id" integer,
	"i18n" jsonb NOT NULL,
	"image" text NOT NULL,
	"campaign_type" text NOT NULL,
	"task_type" text DEFAULT 'none' NOT NULL,
	"reward_type" text DEFAULT 'none' NOT NULL,
	"reward_product_id" integer,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"discount_mode" text,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"target_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"i18n" jsonb NOT NULL,
	"image" text NOT NULL,
	"image_home" text NOT NULL,
	"colour_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"i18n" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"outlet_name" text NOT NULL,
	"address" text NOT NULL,
	"outlet_telno" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_dismissals" (
	"popup_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_dismissals_popup_id_member_id_pk" PRIMARY KEY("popup_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer,
	"popup_type" text NOT NULL,
	"image" text NOT NULL,
	"linkage_type" text NOT NULL,
	"linkage_detail" text NOT NULL,
	"i18n" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"campaign_id" integer,
	"i18n" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"currency_code" text NOT NULL,
	"original_price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"age_min" integer DEFAULT 0 NOT NULL,
	"age_max" integer DEFAULT 99 NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"gift_intentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"evoucher_code_type" text DEFAULT 'alphanumeric' NOT NULL,
	"voucher_validity_days" integer DEFAULT 365 NOT NULL,
	"is_udollar" boolean DEFAULT false NOT NULL,
	"udollar_value" integer DEFAULT 0 NOT NULL,
	"giftcard_id" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."original_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "giftcard_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"i18n" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giftcard_products" (
	"giftcard_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "giftcard_products_giftcard_id_product_id_pk" PRIMARY KEY("giftcard_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "giftcards" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"country_id" integer,
	"i18n" jsonb NOT NULL,
	"image" text NOT NULL,
	"image_thumbnail" text NOT NULL,
	"is_editable" boolean DEFAULT false NOT NULL,
	"edit_parameter" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"owner_member_id" integer NOT NULL,
	"code_type" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"expiring_notified_at" timestamp with time zone,
	"expired_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" text NOT NULL,
	"source" text NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"related_id" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer DEFAULT 0 NOT NULL,
	"unit_discount" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"i18n" jsonb,
	"image" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_no" text,
	"share_id" text,
	"payment_status" text DEFAULT 'Basket' NOT NULL,
	"order_status" text DEFAULT '' NOT NULL,
	"country_id" integer,
	"currency_code" text NOT NULL,
	"giftcard_id" integer DEFAULT 0 NOT NULL,
	"giftcard_edit_parameter" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"sub_total" integer DEFAULT 0 NOT NULL,
	"total_discount" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"udollar_card_id" integer,
	"udollar_amount" integer DEFAULT 0 NOT NULL,
	"order_amount" integer DEFAULT 0 NOT NULL,
	"phrase" text DEFAULT '' NOT NULL,
	"recipient_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reserved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"gifted_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."sub_total" >= 0 and "orders"."total_discount" >= 0 and "orders"."udollar_amount" >= 0 and "orders"."order_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "udollar_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer,
	"currency_code" text NOT NULL,
	"orig_balance" integer NOT NULL,
	"balance" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "udollar_cards_balance_nonnegative" CHECK ("udollar_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "udollar_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"order_id" integer,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_requester_id_members_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_addressee_id_members_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_redemptions" ADD CONSTRAINT "campaign_redemptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_redemptions" ADD CONSTRAINT "campaign_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcard_products" ADD CONSTRAINT "giftcard_products_giftcard_id_giftcards_id_fk" FOREIGN KEY ("giftcard_id") REFERENCES "public"."giftcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcard_products" ADD CONSTRAINT "giftcard_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcards" ADD CONSTRAINT "giftcards_category_id_giftcard_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."giftcard_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcards" ADD CONSTRAINT "giftcards_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evouchers" ADD CONSTRAINT "evouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evouchers" ADD CONSTRAINT "evouchers_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evouchers" ADD CONSTRAINT "evouchers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evouchers" ADD CONSTRAINT "evouchers_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recipient_id_members_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "udollar_cards" ADD CONSTRAINT "udollar_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "udollar_cards" ADD CONSTRAINT "udollar_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "udollar_ledger" ADD CONSTRAINT "udollar_ledger_card_id_udollar_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."udollar_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "udollar_ledger" ADD CONSTRAINT "udollar_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_member_idx" ON "api_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_pair_uq" ON "friendships" USING btree (least("requester_id", "addressee_id"),greatest("requester_id", "addressee_id"));--> statement-breakpoint
CREATE INDEX "friendships_addressee_idx" ON "friendships" USING btree ("addressee_id","status");--> statement-breakpoint
CREATE INDEX "friendships_requester_idx" ON "friendships" USING btree ("requester_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_e164_uq" ON "members" USING btree ("phone_e164");--> statement-breakpoint
CREATE UNIQUE INDEX "members_referral_code_uq" ON "members" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_facebook_id_uq" ON "members" USING btree ("facebook_id");--> statement-breakpoint
CREATE INDEX "members_referred_by_idx" ON "members" USING btree ("referred_by_member_id");--> statement-breakpoint
CREATE INDEX "members_name_idx" ON "members" USING btree ("name");--> statement-breakpoint
CREATE INDEX "otp_challenges_phone_idx" ON "otp_challenges" USING btree ("phone_e164","action","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_tokens_hash_uq" ON "otp_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_events_key_idx" ON "rate_limit_events" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "banners_country_idx" ON "banners" USING btree ("country_id","sort");--> statement-breakpoint
CREATE INDEX "campaigns_parent_idx" ON "campaigns" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_options_kind_value_uq" ON "filter_options" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "outlets_product_idx" ON "outlets" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "popups_country_idx" ON "popups" USING btree ("country_id","sort");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_country_idx" ON "products" USING btree ("country_id","active");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("country_id","original_price");--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("country_id","sold_count");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("country_id","created_at");--> statement-breakpoint
CREATE INDEX "products_interests_idx" ON "products" USING gin ("interests");--> statement-breakpoint
CREATE INDEX "products_intentions_idx" ON "products" USING gin ("gift_intentions");--> statement-breakpoint
CREATE INDEX "giftcards_category_idx" ON "giftcards" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "giftcards_country_idx" ON "giftcards" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evouchers_code_uq" ON "evouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "evouchers_owner_idx" ON "evouchers" USING btree ("owner_member_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "evouchers_line_idx" ON "evouchers" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "evouchers_order_idx" ON "evouchers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "link_tracks_share_idx" ON "link_tracks" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("member_id","is_read");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_product_uq" ON "order_lines" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_basket_uq" ON "orders" USING btree ("member_id") WHERE "orders"."payment_status" = 'Basket';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_share_id_uq" ON "orders" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "orders_member_status_idx" ON "orders" USING btree ("member_id","payment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_recipient_idx" ON "orders" USING btree ("recipient_id","received_at");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("payment_status","reserved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_uq" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "udollar_cards_member_idx" ON "udollar_cards" USING btree ("member_id","currency_code","expires_at");--> statement-breakpoint
CREATE INDEX "udollar_ledger_card_idx" ON "udollar_ledger" USING btree ("card_id","created_at");