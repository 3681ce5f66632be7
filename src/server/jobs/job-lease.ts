import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobLeases } from '../db/schema/index.ts';

/** This process's name in job_leases: random, so two servers never share one. */
export const PROCESS_HOLDER = `${process.pid}-${randomBytes(8).toString('hex')}`;

/**
 * Takes the job's lease for `ttlMs` when nobody holds it (or the holder's lease ran out): one guarded upsert, so of two
 * servers asking at once exactly one gets it. Times are the database's, so servers with skewed clocks agree.
 */
export async function takeLease(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const until = sql`now() + ${`${Math.max(1, Math.ceil(ttlMs / 1000))} seconds`}::interval`;
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, locked_until: until, last_started_at: sql`now()` })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, locked_until: until, last_started_at: sql`now()` },
      setWhere: sql`${jobLeases.locked_until} <= now()`,
    })
    .returning({ holder: jobLeases.holder });
  return rows.length === 1 && rows[0].holder === holder;
}

/** Gives the lease back at once (only the holder can), so the next run anywhere need not wait for it to expire. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db
    .update(jobLeases)
    .set({ locked_until: sql`now()`, last_finished_at: sql`now()` })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

/** Keeps a held lease alive for another `ttlMs` from now (only its holder can); answers whether it still held it. */
export async function renewLease(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const until = sql`now() + ${`${Math.max(1, Math.ceil(ttlMs / 1000))} seconds`}::interval`;
  const rows = await db
    .update(jobLeases)
    .set({ locked_until: until })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    .returning({ name: jobLeases.name });
  return rows.length === 1;
}

/**
 * Runs `work` only if this server takes the job's lease; answers whether it ran. The lease is short (`ttlMs`) and the
 * running server renews it every `heartbeatMs` (decision 0237): a server that dies mid-run stops renewing, and a
 * survivor takes the job over within `ttlMs`, not after the job's whole period. Jobs stay idempotent all the same.
 */
export async function runLeased(
  db: Db,
  name: string,
  ttlMs: number,
  work: () => Promise<void>,
  holder = PROCESS_HOLDER,
  heartbeatMs = Math.max(1000, Math.floor(ttlMs / 3)),
): Promise<boolean> {
  if (!(await takeLease(db, name, holder, ttlMs))) return false;
  const heartbeat = setInterval(() => void renewLease(db, name, holder, ttlMs).catch(() => undefined), heartbeatMs);
  heartbeat.unref();
  try {
    await work();
  } finally {
    clearInterval(heartbeat);
    await releaseLease(db, name, holder);
  }
  return true;
}
