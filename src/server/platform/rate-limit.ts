import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';

/** How many events a key has had within the window. */
export async function countEvents(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db.select({ n: count() }).from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.created_at, since)));
  return Number(row?.n ?? 0);
}

export async function recordEvent(db: Db, key: string, now: Date): Promise<void> {
  await db.insert(rateLimitEvents).values({ key, created_at: now });
}

/** Refuses with 429 when the key already had `limit` events in the window. */
export async function assertUnderLimit(db: Db, key: string, limit: number, windowMs: number, now: Date, message?: string): Promise<void> {
  if ((await countEvents(db, key, windowMs, now)) >= limit) {
    throw new ApiError('rate_limited', message ?? 'Too many requests, please wait a moment and try again');
  }
}

/** Counts this call against the key's limit, refusing with 429 past it. */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now: Date, message?: string): Promise<void> {
  await assertUnderLimit(db, key, limit, windowMs, now, message);
  await recordEvent(db, key, now);
}

/** Drops events older than a day (run by the housekeeping job). */
export async function pruneEvents(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.created_at, new Date(now.getTime() - 86_400_000)));
}
