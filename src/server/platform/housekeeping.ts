import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiTokens, otpChallenges, otpTokens } from '../db/schema/index.ts';
import { pruneEvents } from './rate-limit.ts';

const DAY_MS = 86_400_000;

/** Deletes what can never be used again: rate-limit events, tokens expired a day ago, OTP codes and proofs past use. */
export async function housekeeping(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await pruneEvents(db, now);
  await db.delete(apiTokens).where(lt(apiTokens.expires_at, dayAgo));
  await db.delete(otpChallenges).where(lt(otpChallenges.expires_at, dayAgo));
  await db.delete(otpTokens).where(lt(otpTokens.expires_at, dayAgo));
}
