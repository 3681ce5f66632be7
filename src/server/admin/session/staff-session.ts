import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { verifyPassword } from '../../account/password.ts';
import { ApiError } from '../../platform/api-error.ts';
import { randomId, sha256Hex } from '../../platform/crypto.ts';
import type { StaffRole } from '../../../shared/admin/roles.ts';
import { matchTotpStep } from './totp.ts';
import { ACCOUNT_POLICY, ADDRESS_POLICY, accountKey, addressKey, forgive, takeAttempt } from './sign-in-throttle.ts';
import { recordAttempt } from '../audit/audit-service.ts';

/** A session ends after twelve idle hours; a counter's after its own idle time (decision 0237). */
export const IDLE_TIMEOUT_MS = 12 * 60 * 60_000;
/** The hard lock of an account under sustained attack: until an admin unlocks it. */
export const HARD_LOCK_UNTIL = new Date('9999-12-31T00:00:00Z');

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  brandId: number | null;
  /** the staff member's market (decision 0238) */
  marketCountryId: number | null;
  totp: boolean;
}

const memberOf = (row: typeof staff.$inferSelect): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  brandId: row.brand_id,
  marketCountryId: row.market_country_id,
  totp: row.totp_secret !== null,
});

/** The one answer to a wrong email, password or code: it never tells which was wrong (decision 0237). */
const refused = () => new ApiError('unauthorized', 'The email, password or code is not right', { reason: 'sign_in_failed' });
const lockedOut = () =>
  new ApiError('rate_limited', 'This account is locked after too many failed sign-ins: an admin can unlock it', {
    reason: 'account_locked',
  });
const slowDown = (waitMs: number) =>
  new ApiError('rate_limited', `Too many failed sign-ins: try again in ${Math.ceil(waitMs / 1000)} seconds`, {
    reason: 'sign_in_throttled',
    extra: { retry_after: Math.ceil(waitMs / 1000) },
  });

export interface SignInSource {
  ip: string;
  userAgent: string;
}

/**
 * Checks email, password and (when set up) the TOTP code, and answers the new session's token (decision 0237):
 * - the attempt is counted per address and per account before the password is checked, atomically, so a burst gets
 *   no more tries than a sequence; past a few failures each attempt waits longer (sign-in-throttle.ts), and 50
 *   failures lock the account until an admin unlocks it;
 * - a wrong email, password or code, or a code used before, all get the same answer;
 * - every attempt, failed or not, goes to the audit log with its address and user agent.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; otp?: string },
  now: Date,
  from: SignInSource,
): Promise<{ token: string; staff: StaffMember }> {
  const email = input.email.trim().toLowerCase();
  const keys = { account: accountKey(email), address: addressKey(from.ip) };
  const [row] = await db.select().from(staff).where(sql`lower(${staff.email}) = ${email}`).limit(1);
  const attempt = (action: string, detail: Record<string, unknown> = {}) =>
    recordAttempt(db, { staffId: row?.id ?? null, email, action, detail, at: now, ...from });
  const byAddress = await takeAttempt(db, keys.address, ADDRESS_POLICY, now);
  if (!byAddress.ok) {
    await attempt('sign_in_throttled', { by: 'address', wait_ms: byAddress.waitMs });
    throw slowDown(byAddress.waitMs);
  }
  const byAccount = await takeAttempt(db, keys.account, ACCOUNT_POLICY, now);
  if (!byAccount.ok) {
    await attempt(byAccount.locked ? 'sign_in_locked' : 'sign_in_throttled', { by: 'account', wait_ms: byAccount.waitMs });
    throw byAccount.locked ? lockedOut() : slowDown(byAccount.waitMs);
  }
  // verifyPassword spends the same time on a missing account, so a wrong email is not told apart by timing
  const passwordOk = await verifyPassword(input.password, row?.password_hash);
  if (row?.locked_until && row.locked_until > now) {
    await attempt('sign_in_locked', { by: 'account' });
    throw lockedOut();
  }
  let ok = passwordOk && row !== undefined && !row.disabled;
  if (ok && row?.totp_secret) {
    const step = input.otp === undefined ? null : matchTotpStep(row.totp_secret, input.otp, now);
    // the step is taken only when it is later than the last one used: a replayed code changes nothing
    const taken =
      step === null
        ? []
        : await db
            .update(staff)
            .set({ totp_last_step: step })
            .where(and(eq(staff.id, row.id), lt(staff.totp_last_step, step)))
            .returning({ id: staff.id });
    ok = taken.length > 0;
  }
  if (!ok || !row) {
    const lockNow = row !== undefined && byAccount.failures >= (ACCOUNT_POLICY.hardLockAt ?? Number.POSITIVE_INFINITY);
    if (lockNow) await db.update(staff).set({ locked_until: HARD_LOCK_UNTIL }).where(eq(staff.id, row.id));
    await attempt(lockNow ? 'account_locked' : 'sign_in_failed', { failures: byAccount.failures });
    throw refused();
  }
  await forgive(db, keys);
  const token = randomId(32);
  await db.insert(staffSessions).values({ id: sha256Hex(token), staff_id: row.id, created_at: now, last_seen_at: now });
  await attempt('sign_in');
  return { token, staff: memberOf(row) };
}

/**
 * The staff member of a session token, or null when it is unknown, idle too long, or the account is disabled. Idle
 * too long is twelve hours, or for a merchant the counter's own idle time (`counterIdleMs`), so a counter put to
 * sleep opens signed out.
 */
export async function sessionStaff(
  db: Db,
  token: string | undefined,
  now: Date,
  counterIdleMs = IDLE_TIMEOUT_MS,
): Promise<StaffMember | null> {
  if (!token || token.length > 100) return null;
  const id = sha256Hex(token);
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staff_id))
    .where(eq(staffSessions.id, id))
    .limit(1);
  if (!row || row.member.disabled) return null;
  const idleMs = row.member.role === 'merchant' ? Math.min(counterIdleMs, IDLE_TIMEOUT_MS) : IDLE_TIMEOUT_MS;
  const idle = now.getTime() - row.session.last_seen_at.getTime();
  if (idle > idleMs) {
    await db.delete(staffSessions).where(eq(staffSessions.id, id));
    return null;
  }
  // touched at most once a minute (or a quarter of a short idle time)
  if (idle > Math.min(60_000, idleMs / 4)) await db.update(staffSessions).set({ last_seen_at: now }).where(eq(staffSessions.id, id));
  return memberOf(row.member);
}

export async function signOut(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(staffSessions).where(eq(staffSessions.id, sha256Hex(token)));
}

/** Ends every session of a staff member (disabled, role changed, password reset). */
export async function endStaffSessions(db: Db, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staff_id, staffId));
}

/** Drops sessions idle for longer than the timeout (the housekeeping job). */
export async function pruneStaffSessions(db: Db, now: Date): Promise<void> {
  await db.delete(staffSessions).where(and(lt(staffSessions.last_seen_at, new Date(now.getTime() - IDLE_TIMEOUT_MS))));
}
