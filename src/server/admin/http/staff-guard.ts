import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../../http/context.ts';
import { ApiError } from '../../platform/api-error.ts';
import { sessionStaff } from '../session/staff-session.ts';
import { STAFF_COOKIE, type AdminEnv } from './admin-env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request must come from the shop's own pages: its Origin is the request's own origin or the
 * configured public one. Together with the SameSite=Strict cookie this shuts out cross-site requests.
 */
export function originAllowed(method: string, origin: string | undefined, requestUrl: string, publicBaseUrl: string): boolean {
  if (SAFE_METHODS.has(method)) return true;
  if (!origin) return false;
  return origin === new URL(requestUrl).origin || origin === new URL(publicBaseUrl).origin;
}

/** Staff and members are separate worlds: a member's bearer token is refused here, whatever it is. */
export function staffGuard(deps: AppDeps, opts: { allowSignedOut?: boolean } = {}): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (/^bearer\s/i.test(c.req.header('authorization') ?? ''))
      throw new ApiError('unauthorized', 'Member tokens are not accepted by the admin API; sign in as staff', {
        reason: 'member_token_refused',
      });
    if (!originAllowed(c.req.method, c.req.header('origin'), c.req.url, deps.config.publicBaseUrl))
      throw new ApiError('forbidden', 'This request must come from the back office itself (Origin)', { reason: 'origin_refused' });
    if (opts.allowSignedOut) return next();
    const member = await sessionStaff(deps.db, getCookie(c, STAFF_COOKIE), deps.clock(), deps.config.counterIdleMs);
    if (!member) throw new ApiError('unauthorized', 'Please sign in to the back office', { reason: 'signed_out' });
    c.set('staff', member);
    return next();
  };
}
