import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { advisoryXactLock } from '../db/advisory-lock.ts';
import { rateLimitEvents } from '../db/schema/index.ts';
import { ApiError } from './api-error.ts';

/**
 * Rate limits are atomic (docs/decisions/0090): an attempt is counted before the guarded work runs, under a
 * per-key transaction lock, so a burst of simultaneous requests gets no more tries than the limit.
 */

/** How many events a key has had within the window. */
export async function countEvents(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.created_at, since)));
  return Number(row?.n ?? 0);
}

/**
 * Counts one attempt against the key's limit, atomically: answers the recorded attempt's id, or null when the key
 * already had `limit` attempts in the window (then nothing is recorded).
 */
export async function takeAttempt(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    await advisoryXactLock(tx as Db, sql`hashtext(${key})`);
    if ((await countEvents(tx as Db, key, windowMs, now)) >= limit) return null;
    const [row] = await tx.insert(rateLimitEvents).values({ key, created_at: now }).returning({ id: rateLimitEvents.id });
    return row.id;
  });
}

/** Takes back attempts that turned out legitimate (a right password, a share link that exists). */
export async function forgiveAttempts(db: Db, ids: Array<number | null>): Promise<void> {
  const real = ids.filter((id): id is number => id !== null);
  if (real.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, real));
}

export function rateLimited(message?: string): ApiError {
  return new ApiError('rate_limited', message ?? 'Too many requests, please wait a moment and try again');
}

/** Counts this call against the key's limit, refusing with 429 past it. Atomic under bursts. */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now: Date, message?: string): Promise<number> {
  const id = await takeAttempt(db, key, limit, windowMs, now);
  if (id === null) throw rateLimited(message);
  return id;
}

/** Drops events older than a day (run by the housekeeping job). */
export async function pruneEvents(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.created_at, new Date(now.getTime() - 86_400_000)));
}
