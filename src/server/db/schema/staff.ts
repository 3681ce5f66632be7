import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './catalogue.ts';

/** Back-office accounts (migration 0930): apart from members, with their own sessions. */
export const staff = pgTable('staff', {
  /** 128 random bits, base64url */
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  /** admin | catalogue | marketing | support | merchant */
  role: text('role').notNull(),
  password_hash: text('password_hash').notNull(),
  /** the demo seed's documented password: start-up refuses it on a public https deployment */
  demo_password: boolean('demo_password').notNull().default(false),
  /** base32 TOTP secret, once the second factor is set up */
  totp_secret: text('totp_secret'),
  /** the last TOTP time step a sign-in used: a code is never taken twice (RFC 6238 5.2; migration 0951) */
  totp_last_step: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  /** the merchant's brand */
  brand_id: integer('brand_id').references(() => brands.id),
  /** the country the console's lists start filtered to (migration 0960, decision 0238); null: every country */
  market_country_id: integer('market_country_id'),
  /** set when 50 failed sign-ins lock the account (decision 0237); an admin unlocks it */
  locked_until: timestamp('locked_until', { withTimezone: true }),
  disabled: boolean('disabled').notNull().default(false),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in staff member: the id is the SHA-256 of the cookie's token. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staff_id: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staff_id)],
);

/** Every staff change: who, when, which object, before and after. A trigger refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staff_id: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staff_email: text('staff_email').notNull(),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    object_id: text('object_id').notNull(),
    /** the object before and after the change (a record of its resource), or null */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** where an attempt came from (migration 0951) */
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('audit_log_object_idx').on(t.resource, t.object_id), index('audit_log_staff_idx').on(t.staff_id, t.at)],
);

/** Failed sign-ins per account and per address (migration 0951, decision 0237): progressive delays, not a hard lock. */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  last_failed_at: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});
