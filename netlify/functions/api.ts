import type { Hono } from 'hono';
import { handle } from 'hono/netlify';
import { createApp } from '../../src/server/app.ts';
import { ApiError } from '../../src/server/platform/api-error.ts';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import type { Runtime } from '../../src/server/bootstrap.ts';
import { EXTRA_ROUTES } from '../../src/server/routes.ts';
import { memoized, openNetlifyRuntime } from './_lib/runtime.ts';

/**
 * The API (and the other server routes: uploaded media, the sandbox cashier, the health check) as one Netlify Function,
 * through Hono's Netlify adapter. The static site is served by Netlify itself (netlify.toml).
 * A route prefix added to src/server/routes.ts must be added to config.path as well.
 */
export const config = {
  path: [
    '/UgiftWeb/api/*',
    '/UgiftWeb/media/*',
    '/UgiftWeb/payment/*',
    '/UgiftWeb/admin/api/*',
    '/UgiftWeb/wallet-pass/*',
    '/UgiftWeb/healthz',
  ],
};

type NetlifyHandler = (req: Request, context?: unknown) => Promise<Response>;

/** A handler over a runtime factory (tests pass their own database; Netlify uses DATABASE_URL). */
export function createHandler(
  openRuntime: () => Promise<Runtime>,
  log: (line: string) => void = (line) => console.error(line),
): NetlifyHandler {
  const app = memoized(async (): Promise<Hono> => createApp((await openRuntime()).deps, { routes: EXTRA_ROUTES }));
  return async (req, context) => {
    let hono: Hono;
    try {
      hono = await app();
    } catch (error) {
      log(`Ugift API could not start: ${error instanceof Error ? error.message : String(error)}`);
      const busy = new ApiError('unavailable', 'The service is starting or misconfigured. Please try again shortly.');
      return Response.json(busy.toBody(), { status: busy.status, headers: { ...SECURITY_HEADERS, 'Retry-After': '5' } });
    }
    return handle(hono)(req, context);
  };
}

export default createHandler(memoized(() => openNetlifyRuntime()));
