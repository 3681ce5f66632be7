import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  /** the merchant's brand */
  brand_id: integer('brand_id').references(() => brands.id),
  failed_sign_ins: integer('failed_sign_ins').notNull().default(0),
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
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_object_idx').on(t.resource, t.object_id), index('audit_log_staff_idx').on(t.staff_id, t.at)],
);
