import type { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { BASE } from '../../../shared/base-path.ts';
import { signInInput } from '../../../shared/admin/staff.ts';
import type { AppDeps } from '../../http/context.ts';
import { clientIp } from '../../http/client-ip.ts';
import { STAFF_COOKIE, type AdminEnv } from '../http/admin-env.ts';
import { checked } from '../http/input-check.ts';
import { validationError } from '../http/resource-routes.ts';
import { staffGuard } from '../http/staff-guard.ts';
import { IDLE_TIMEOUT_MS, signIn, signOut } from './staff-session.ts';

/**
 * POST /session signs in (email, password, otp when the second factor is on) and sets the session cookie: HttpOnly,
 * SameSite=Strict, Secure on https, scoped to the back office. GET answers who is signed in; DELETE signs out.
 */
export function mountSession(api: Hono<AdminEnv>, deps: AppDeps): void {
  const secure = deps.config.publicBaseUrl.startsWith('https://');
  api.post('/session', staffGuard(deps, { allowSignedOut: true }), async (c) => {
    const parsed = signInInput.safeParse(checked(await c.req.json().catch(() => ({}))));
    if (!parsed.success) throw validationError(parsed.error);
    const now = deps.clock();
    const { token, staff } = await signIn(deps.db, parsed.data, now, {
      ip: clientIp(c, deps.config.trustProxy),
      userAgent: c.req.header('user-agent') ?? '',
    });
    setCookie(c, STAFF_COOKIE, token, {
      httpOnly: true,
      secure,
      sameSite: 'Strict',
      path: `${BASE}/admin`,
      maxAge: Math.floor(IDLE_TIMEOUT_MS / 1000),
    });
    return c.json(staff);
  });
  api.get('/session', staffGuard(deps), (c) => c.json(c.get('staff')));
  api.delete('/session', staffGuard(deps, { allowSignedOut: true }), async (c) => {
    await signOut(deps.db, getCookie(c, STAFF_COOKIE));
    deleteCookie(c, STAFF_COOKIE, { path: `${BASE}/admin`, secure });
    return c.json({ signed_out: true });
  });
}
