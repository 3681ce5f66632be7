import { randomBytes, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { advisoryXactLock } from '../db/advisory-lock.ts';
import { otpChallenges, otpTokens } from '../db/schema/index.ts';
import { ApiError } from '../platform/api-error.ts';
import { hmacSha256Hex, randomId, safeEqual, sha256Hex } from '../platform/crypto.ts';

/** OTP rules: 6 digits, 10 minutes, single use, 30 s between sends of one action, 5 sends an hour per phone, 5 tries a code. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_MS = 30_000;
export const OTP_SENDS_PER_HOUR = 5;
export const OTP_MAX_TRIES = 5;
export const OTP_TOKEN_TTL_MS = 15 * 60_000;

/** What a verified code (or a proven legacy password) lets the phone do next. */
export type OtpAction = 'register' | 'forgot_password' | 'migrate';

function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${hmacSha256Hex(salt, code)}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  return !!salt && !!hash && safeEqual(hmacSha256Hex(salt, code), hash);
}

/**
 * Creates a new code for the phone, enforcing the resend wait and the hourly cap, and retires the earlier open codes
 * of the same action. Answers the plain code (to be sent by SMS) and the challenge id.
 */
export async function createChallenge(db: Db, phone: string, action: OtpAction, now: Date): Promise<{ id: number; code: string }> {
  return db.transaction(async (tx) => {
    // Serialises concurrent requests for one phone so that the wait and the cap cannot be raced.
    await advisoryXactLock(tx as Db, sql`hashtext(${`otp:${phone}`})`);
    // The wait is between two codes sent for nothing: once a code was used, the number's owner may ask again at once
    // (the hourly cap still counts every code).
    const [last] = await tx
      .select({ created_at: otpChallenges.created_at })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone_e164, phone), eq(otpChallenges.action, action), isNull(otpChallenges.consumed_at)))
      .orderBy(desc(otpChallenges.created_at))
      .limit(1);
    if (last) {
      const waitMs = last.created_at.getTime() + OTP_RESEND_MS - now.getTime();
      if (waitMs > 0) {
        throw new ApiError('rate_limited', `Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting another code.`, {
          extra: { retry_after: Math.ceil(waitMs / 1000) },
        });
      }
    }
    const [{ n }] = await tx
      .select({ n: count() })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone_e164, phone), gt(otpChallenges.created_at, new Date(now.getTime() - 3_600_000))));
    if (Number(n) >= OTP_SENDS_PER_HOUR) {
      throw new ApiError('rate_limited', `Too many codes were requested for this number. Please try again in an hour.`);
    }
    await tx
      .update(otpChallenges)
      .set({ consumed_at: now })
      .where(and(eq(otpChallenges.phone_e164, phone), eq(otpChallenges.action, action), isNull(otpChallenges.consumed_at)));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [row] = await tx
      .insert(otpChallenges)
      .values({
        phone_e164: phone,
        action,
        code_hash: hashCode(code),
        attempts: 0,
        expires_at: new Date(now.getTime() + OTP_TTL_MS),
        created_at: now,
      })
      .returning({ id: otpChallenges.id });
    return { id: row.id, code };
  });
}

/** Removes a challenge whose SMS could not be sent, so that the shopper may ask again at once. */
export async function dropChallenge(db: Db, id: number): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

const invalidOtp = (left: number) =>
  new ApiError('bad_request', left > 0 ? `Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Invalid OTP.', {
    reason: 'otp_invalid',
    field: 'otp',
    extra: { tries_left: left },
  });

/**
 * Checks a code against the phone's open challenge for the action. A wrong code uses one try; after the fifth wrong
 * try the code is dead (429). A right code is consumed at once and exchanged for a single-use otp_token.
 */
export async function verifyChallenge(
  db: Db,
  phone: string,
  action: OtpAction,
  code: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone_e164, phone), eq(otpChallenges.action, action), isNull(otpChallenges.consumed_at)))
    .orderBy(desc(otpChallenges.created_at))
    .limit(1);
  if (!challenge) throw new ApiError('bad_request', 'No code is waiting for this number. Please request a new OTP.', { field: 'otp' });
  if (challenge.expires_at.getTime() <= now.getTime()) {
    throw new ApiError('bad_request', 'This OTP has expired. Please request a new one.', { field: 'otp', reason: 'otp_expired' });
  }
  // The try is used up before the code is compared, in one conditional update, so a burst of guesses compares at
  // most OTP_MAX_TRIES codes (docs/decisions/0090).
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumed_at), sql`${otpChallenges.attempts} < ${OTP_MAX_TRIES}`))
    .returning({ attempts: otpChallenges.attempts });
  if (!row) {
    // Either the tries are used up, or a simultaneous right answer consumed the code between the read and the update:
    // the second is "already used" (400), as it would be a moment later, not a rate limit.
    const [after] = await db.select({ consumed: otpChallenges.consumed_at }).from(otpChallenges).where(eq(otpChallenges.id, challenge.id));
    if (after?.consumed) {
      throw new ApiError('bad_request', 'This OTP was already used. Please request a new one.', { field: 'otp', reason: 'otp_used' });
    }
    throw new ApiError('rate_limited', 'Too many wrong codes. Please request a new OTP.', { field: 'otp' });
  }
  if (!codeMatches(code, challenge.code_hash)) {
    if (row.attempts >= OTP_MAX_TRIES)
      throw new ApiError('rate_limited', 'Too many wrong codes. Please request a new OTP.', { field: 'otp' });
    throw invalidOtp(OTP_MAX_TRIES - row.attempts);
  }
  const consumed = await db
    .update(otpChallenges)
    .set({ consumed_at: now })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumed_at)))
    .returning({ id: otpChallenges.id });
  if (consumed.length === 0)
    throw new ApiError('bad_request', 'This OTP was already used. Please request a new one.', { field: 'otp', reason: 'otp_used' });
  return issueOtpToken(db, phone, action, now);
}

/** A single-use proof, valid 15 minutes, that the phone may do the action; only its SHA-256 is stored. */
export async function issueOtpToken(db: Db, phone: string, action: OtpAction, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomId(32);
  const expiresAt = new Date(now.getTime() + OTP_TOKEN_TTL_MS);
  await db.insert(otpTokens).values({ token_hash: sha256Hex(token), phone_e164: phone, action, expires_at: expiresAt });
  return { token, expiresAt };
}

/**
 * Uses up an otp_token for one of the actions and answers the phone it proves. Run it inside the transaction that
 * does the work, so that a refusal after it leaves the token unused.
 */
export async function consumeOtpToken(db: Db, token: string, actions: OtpAction[], now: Date): Promise<string> {
  const rows = await db
    .update(otpTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(otpTokens.token_hash, sha256Hex(token)),
        isNull(otpTokens.used_at),
        gt(otpTokens.expires_at, now),
        sql`${otpTokens.action} in (${sql.join(
          actions.map((a) => sql`${a}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ phone: otpTokens.phone_e164 });
  if (rows.length === 0) {
    throw new ApiError('bad_request', 'otp_token: is invalid, expired or already used. Please verify your number again.', {
      field: 'otp_token',
    });
  }
  return rows[0].phone;
}
