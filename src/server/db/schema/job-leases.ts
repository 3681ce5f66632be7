import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per scheduled job: which server holds it and until when (src/server/jobs/job-lease.ts). */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  locked_until: timestamp('locked_until', { withTimezone: true }).notNull(),
  last_started_at: timestamp('last_started_at', { withTimezone: true }),
  last_finished_at: timestamp('last_finished_at', { withTimezone: true }),
});
