import type { Hono } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { staff, staffSessions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { ApiError } from '../../platform/api-error.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { checked } from '../http/input-check.ts';
import type { AdminEnv } from '../http/admin-env.ts';
import { validationError } from '../http/resource-routes.ts';
import { matchTotpStep, newTotpSecret } from './totp.ts';
import { ACCOUNT_POLICY, accountKey, takeAttempt, unlockAccount } from './sign-in-throttle.ts';
import { verifyPassword } from '../../account/password.ts';
import { recordAttempt } from '../audit/audit-service.ts';
import { clientIp } from '../../http/client-ip.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { STAFF_COOKIE } from '../http/admin-env.ts';

const confirmInput = z.object({
  secret: z.string({ error: 'is required' }).regex(/^[A-Z2-7]{32}$/, 'must be the secret the set-up answered'),
  code: z.string({ error: 'is required' }).regex(/^\d{6}$/, 'must be the 6-digit code'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long'),
});

/**
 * The second factor, set up by each staff member for themselves: POST /session/totp answers a new secret (and the
 * otpauth:// address an authenticator app reads); POST /session/totp/confirm saves it once a code from the app
 * matches and the staff member's password is right (a session left open cannot swap the secret; decision 0237), and
 * ends their other sessions. From then on sign-in needs the code. An admin resets it for someone who lost their phone
 * (staff, reset_totp).
 */
export function mountTotp(api: Hono<AdminEnv>, deps: AppDeps): void {
  api.post('/session/totp', (c) => {
    const me = c.get('staff');
    const secret = newTotpSecret();
    const label = encodeURIComponent(`Ugift:${me.email}`);
    return c.json({ secret, otpauth_url: `otpauth://totp/${label}?secret=${secret}&issuer=Ugift&algorithm=SHA1&digits=6&period=30` });
  });
  api.post('/session/totp/confirm', async (c) => {
    const me = c.get('staff');
    const parsed = confirmInput.safeParse(checked(await c.req.json().catch(() => ({}))));
    if (!parsed.success) throw validationError(parsed.error);
    const now = deps.clock();
    // the password guess counts against the account like a sign-in (decision 0237): an open session cannot guess freely
    const attempt = await takeAttempt(deps.db, accountKey(me.email), ACCOUNT_POLICY, now);
    if (!attempt.ok)
      throw new ApiError('rate_limited', `Too many wrong passwords: try again in ${Math.ceil(attempt.waitMs / 1000)} seconds`, {
        reason: 'sign_in_throttled',
        extra: { retry_after: Math.ceil(attempt.waitMs / 1000) },
      });
    const [row] = await deps.db.select({ hash: staff.password_hash }).from(staff).where(eq(staff.id, me.id));
    if (!(await verifyPassword(parsed.data.password, row?.hash))) {
      await recordAttempt(deps.db, {
        staffId: me.id,
        email: me.email,
        action: 'totp_password_wrong',
        ip: clientIp(c, deps.config.trustProxy),
        userAgent: c.req.header('user-agent') ?? '',
        at: now,
      });
      throw new ApiError('bad_request', 'password: is not right', { field: 'password' });
    }
    await unlockAccount(deps.db, me.email);
    const step = matchTotpStep(parsed.data.secret, parsed.data.code, now);
    if (step === null)
      throw new ApiError('bad_request', 'code: does not match the secret (check the app and the clock)', {
        field: 'code',
        reason: 'otp_wrong',
      });
    await deps.db.transaction(async (tx) => {
      await tx.update(staff).set({ totp_secret: parsed.data.secret, totp_last_step: step, updated_at: now }).where(eq(staff.id, me.id));
      // every other session of this staff member ends; this one stays
      await tx
        .delete(staffSessions)
        .where(and(eq(staffSessions.staff_id, me.id), ne(staffSessions.id, sha256Hex(getCookie(c, STAFF_COOKIE) ?? ''))));
      await writeAudit(tx, {
        actor: me,
        action: 'totp_on',
        resource: 'staff',
        objectId: me.id,
        before: { totp: me.totp },
        after: { totp: true },
        at: now,
      });
    });
    return c.json({ totp: true });
  });
}

/** With ADMIN_TOTP_REQUIRED=1, an admin without a second factor may only set one up (and sign out). */
export function totpRequiredGuard(deps: AppDeps) {
  return async (c: { get(k: 'staff'): { role: string; totp: boolean }; req: { path: string } }, next: () => Promise<void>) => {
    const me = c.get('staff');
    if (deps.config.adminTotpRequired && me.role === 'admin' && !me.totp && !/\/session(\/totp(\/confirm)?)?$/.test(c.req.path))
      throw new ApiError('forbidden', 'Set up your authenticator (two-factor sign-in) first', { reason: 'totp_setup_required' });
    await next();
  };
}
