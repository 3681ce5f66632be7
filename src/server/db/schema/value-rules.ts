import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { countries } from './members.ts';

/**
 * Each market's rule for the value of its vouchers (migration 0980, decision 0262): validity of new vouchers (null:
 * the product's own), the one extension's length in days (0: none allowed), and where unused value goes at expiry.
 */
export const marketValueRules = pgTable(
  'market_value_rules',
  {
    country_id: integer('country_id')
      .primaryKey()
      .references(() => countries.id, { onDelete: 'cascade' }),
    validity_days: integer('validity_days'),
    extension_days: integer('extension_days').notNull().default(30),
    /** udollar | breakage | refund */
    lapse: text('lapse').notNull().default('udollar'),
    /** the market's facts the rule follows, for the next admin who edits it */
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('market_value_rules_validity', sql`${t.validity_days} is null or ${t.validity_days} between 1 and 3650`),
    check('market_value_rules_extension', sql`${t.extension_days} between 0 and 365`),
    check('market_value_rules_lapse', sql`${t.lapse} in ('udollar', 'breakage', 'refund')`),
  ],
);
