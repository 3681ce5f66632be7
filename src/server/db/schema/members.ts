import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  country_code: text('country_code').notNull(),
  currency_code: text('currency_code').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    phone_prefix: text('phone_prefix').notNull(),
    phone_number: text('phone_number').notNull(),
    phone_e164: text('phone_e164'),
    password_hash: text('password_hash'),
    legacy_password: boolean('legacy_password').notNull().default(false),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    gender: text('gender').notNull().default(''),
    dob: date('dob'),
    /** the member shows their birthday (month and day) to friends (migration 0942, off by default) */
    show_birthday: boolean('show_birthday').notNull().default(false),
    /** receipts and refund notes are e-mailed to `email` (migration 0991, decision 0263; on unless turned off) */
    receipt_emails: boolean('receipt_emails').notNull().default(true),
    /** the language the member last shopped in: their e-mails are written in it (migration 0991, decision 0263) */
    language: text('language').$type<'eng' | 'cn' | 'jp'>().notNull().default('eng'),
    profile_picture: text('profile_picture').notNull().default(''),
    billing_address: text('billing_address').notNull().default(''),
    billing_postcode: text('billing_postcode').notNull().default(''),
    billing_state: text('billing_state').notNull().default(''),
    billing_country_id: integer('billing_country_id'),
    shipping_address: text('shipping_address').notNull().default(''),
    shipping_postcode: text('shipping_postcode').notNull().default(''),
    shipping_state: text('shipping_state').notNull().default(''),
    shipping_country_id: integer('shipping_country_id'),
    country_id: integer('country_id').notNull().default(0),
    market_country_id: integer('market_country_id'),
    referral_code: text('referral_code').notNull(),
    referred_by_member_id: integer('referred_by_member_id'),
    /** why this member's referral does or does not count toward the referrer's rewards (docs/decisions/0098) */
    referral_status: text('referral_status').$type<'no_paid_order' | 'counted' | 'address_cap'>(),
    /** the client address the referral code was applied from (the per-address daily cap) */
    referral_ip: text('referral_ip'),
    referral_counted_at: timestamp('referral_counted_at', { withTimezone: true }),
    facebook_id: text('facebook_id'),
    /** true only when Facebook confirmed the id (a Graph-verified access token); unverified links never log anyone in */
    facebook_verified: boolean('facebook_verified').notNull().default(false),
    facebook_contacts: jsonb('facebook_contacts').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    points: integer('points').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** support locked the account (migration 0930): sign-in and the member's tokens are refused */
    locked: boolean('locked').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('members_phone_e164_uq').on(t.phone_e164),
    uniqueIndex('members_referral_code_uq').on(t.referral_code),
    uniqueIndex('members_facebook_id_uq').on(t.facebook_id),
    index('members_referred_by_idx').on(t.referred_by_member_id),
    index('members_referral_ip_idx').on(t.referral_ip, t.referral_counted_at),
    index('members_name_idx').on(t.name),
    index('members_created_idx').on(t.created_at),
    index('members_show_birthday_idx').on(t.id).where(sql`${t.show_birthday} and ${t.dob} is not null`),
  ],
);

/** Bearer tokens: only the SHA-256 of the token is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    source: text('source').notNull(),
    member_id: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_tokens_hash_uq').on(t.token_hash), index('api_tokens_member_idx').on(t.member_id)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    phone_e164: text('phone_e164').notNull(),
    action: text('action').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phone_e164, t.action, t.created_at)],
);

/** Proof that a phone was verified by OTP; single use, short lived, hashed. */
export const otpTokens = pgTable(
  'otp_tokens',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    phone_e164: text('phone_e164').notNull(),
    action: text('action').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('otp_tokens_hash_uq').on(t.token_hash)],
);

/** Generic sliding-window rate limit events (login failures per phone and IP, OTP sends, ...). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_key_idx').on(t.key, t.created_at)],
);

export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    requester_id: integer('requester_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    addressee_id: integer('addressee_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Pending'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    responded_at: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friendships_pair_uq').on(
      sql`least(${t.requester_id}, ${t.addressee_id})`,
      sql`greatest(${t.requester_id}, ${t.addressee_id})`,
    ),
    index('friendships_addressee_idx').on(t.addressee_id, t.status),
    index('friendships_requester_idx').on(t.requester_id, t.status),
  ],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_ledger_member_idx').on(t.member_id, t.created_at)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    member_id: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_member_idx').on(t.member_id)],
);
