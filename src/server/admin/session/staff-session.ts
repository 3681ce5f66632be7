import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { verifyPassword } from '../../account/password.ts';
import { ApiError } from '../../platform/api-error.ts';
import { randomId, sha256Hex } from '../../platform/crypto.ts';
import type { StaffRole } from '../../../shared/admin/roles.ts';
import { verifyTotp } from './totp.ts';

/** Ten failed sign-ins lock the account for fifteen minutes; a session ends after twelve idle hours (issue 12). */
export const MAX_FAILED_SIGN_INS = 10;
export const LOCK_MS = 15 * 60_000;
export const IDLE_TIMEOUT_MS = 12 * 60 * 60_000;

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  brandId: number | null;
  totp: boolean;
}

const memberOf = (row: typeof staff.$inferSelect): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  brandId: row.brand_id,
  totp: row.totp_secret !== null,
});

const refused = () => new ApiError('unauthorized', 'The email or password is not right', { reason: 'sign_in_failed' });

/**
 * Checks email, password and (when set up) the TOTP code. Failures count towards the lock; the tenth locks the account
 * for fifteen minutes, during which even the right password is refused. Answers the new session's token.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; otp?: string },
  now: Date,
): Promise<{ token: string; staff: StaffMember }> {
  const [row] = await db.select().from(staff).where(sql`lower(${staff.email}) = ${input.email.trim().toLowerCase()}`).limit(1);
  // verifyPassword spends the same time on a missing account, so a wrong email is not told apart by timing
  const passwordOk = await verifyPassword(input.password, row?.password_hash);
  if (!row || row.disabled) throw refused();
  if (row.locked_until && row.locked_until > now)
    throw new ApiError('rate_limited', 'Too many failed sign-ins: the account is locked for 15 minutes', { reason: 'account_locked' });
  const otpNeeded = row.totp_secret !== null;
  const otpOk = !otpNeeded || (input.otp !== undefined && verifyTotp(row.totp_secret ?? '', input.otp, now));
  if (!passwordOk || !otpOk) {
    const failed = row.failed_sign_ins + 1;
    await db
      .update(staff)
      .set(
        failed >= MAX_FAILED_SIGN_INS
          ? { failed_sign_ins: 0, locked_until: new Date(now.getTime() + LOCK_MS) }
          : { failed_sign_ins: failed },
      )
      .where(eq(staff.id, row.id));
    if (passwordOk && otpNeeded && !input.otp)
      throw new ApiError('unauthorized', 'Enter the code from your authenticator app', { reason: 'otp_required', field: 'otp' });
    if (passwordOk && otpNeeded) throw new ApiError('unauthorized', 'otp: the code is not right', { reason: 'otp_wrong', field: 'otp' });
    throw refused();
  }
  await db.update(staff).set({ failed_sign_ins: 0, locked_until: null }).where(eq(staff.id, row.id));
  const token = randomId(32);
  await db.insert(staffSessions).values({ id: sha256Hex(token), staff_id: row.id, created_at: now, last_seen_at: now });
  return { token, staff: memberOf(row) };
}

/** The staff member of a session token, or null when it is unknown, idle for twelve hours, or the account is disabled. */
export async function sessionStaff(db: Db, token: string | undefined, now: Date): Promise<StaffMember | null> {
  if (!token || token.length > 100) return null;
  const id = sha256Hex(token);
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staff_id))
    .where(eq(staffSessions.id, id))
    .limit(1);
  if (!row || row.member.disabled) return null;
  if (now.getTime() - row.session.last_seen_at.getTime() > IDLE_TIMEOUT_MS) {
    await db.delete(staffSessions).where(eq(staffSessions.id, id));
    return null;
  }
  // touch at most once a minute
  if (now.getTime() - row.session.last_seen_at.getTime() > 60_000)
    await db.update(staffSessions).set({ last_seen_at: now }).where(eq(staffSessions.id, id));
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
