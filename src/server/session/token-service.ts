import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiTokens, members } from '../db/schema/index.ts';
import { ApiError } from '../platform/api-error.ts';
import { randomId, sha256Hex } from '../platform/crypto.ts';
import { cachedToken, forgetMemberTokens, forgetTokenId, rememberToken, tokenGeneration } from './token-cache.ts';

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;

export async function issueToken(db: Db, now: Date, source: string): Promise<{ token: string; expiry: number }> {
  const token = randomId(32);
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  await db.insert(apiTokens).values({ token_hash: sha256Hex(token), source, expires_at: expiresAt, created_at: now });
  return { token, expiry: Math.floor(expiresAt.getTime() / 1000) };
}

/** null when the token is unknown; the caller decides what an expired token means. */
/** A member's (or a guest's) api_token as the server keeps it: the id, the bound member, the expiry. */
export interface SessionToken {
  id: number;
  memberId: number | null;
  expiresAt: Date;
}

export async function findToken(db: Db, token: string): Promise<SessionToken | null> {
  const hash = sha256Hex(token);
  const known = cachedToken(db, hash);
  if (known) return known;
  const readGeneration = tokenGeneration();
  // Requests that arrive while the same token is being read share that read, unless a token changed since it began.
  const pending = lookups.get(hash);
  if (pending && pending.db === db && pending.generation === readGeneration) return pending.promise;
  const promise = readToken(db, hash, readGeneration).finally(() => {
    if (lookups.get(hash)?.promise === promise) lookups.delete(hash);
  });
  lookups.set(hash, { db, generation: readGeneration, promise });
  return promise;
}

const lookups = new Map<string, { db: Db; generation: number; promise: Promise<SessionToken | null> }>();

async function readToken(db: Db, hash: string, readGeneration: number): Promise<SessionToken | null> {
  const readAt = Date.now();
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.token_hash, hash)).limit(1);
  if (!row) return null;
  const found = { id: row.id, memberId: row.member_id, expiresAt: row.expires_at };
  rememberToken(db, hash, found, readAt, readGeneration);
  return found;
}

export async function bindMember(db: Db, tokenId: number, memberId: number | null): Promise<void> {
  forgetTokenId(tokenId);
  await db.update(apiTokens).set({ member_id: memberId }).where(eq(apiTokens.id, tokenId));
  forgetTokenId(tokenId);
}

/** Ends every session of a member (after a password reset). */
export async function unbindAllSessions(db: Db, memberId: number): Promise<void> {
  forgetMemberTokens(memberId);
  await db
    .update(apiTokens)
    .set({ member_id: null })
    .where(and(eq(apiTokens.member_id, memberId)));
  forgetMemberTokens(memberId);
}

/**
 * Login: a fresh token bound to the member replaces the one the request came with, which is deleted, so a token
 * planted before the login (a shared device) never acts for the member (session fixation, docs/decisions/0091).
 * A member support locked in the back office gets no session at all.
 */
export async function renewSession(
  db: Db,
  old: SessionToken,
  memberId: number,
  now: Date,
): Promise<{ api_token: string; api_token_expiry: number }> {
  const [member] = await db.select({ locked: members.locked }).from(members).where(eq(members.id, memberId));
  if (member?.locked)
    throw new ApiError('forbidden', 'This account has been locked. Please contact Ugift support.', { reason: 'member_locked' });
  return db.transaction(async (tx) => {
    forgetTokenId(old.id);
    const [gone] = await tx.delete(apiTokens).where(eq(apiTokens.id, old.id)).returning({ source: apiTokens.source });
    forgetTokenId(old.id);
    const { token, expiry } = await issueToken(tx as Db, now, gone?.source ?? 'web');
    await tx
      .update(apiTokens)
      .set({ member_id: memberId })
      .where(eq(apiTokens.token_hash, sha256Hex(token)));
    return { api_token: token, api_token_expiry: expiry };
  });
}
