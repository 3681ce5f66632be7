import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppDeps, OptionDef } from './http/context.ts';
import { apiHandler } from './http/api-route.ts';
import { ApiError } from './platform/api-error.ts';
import { loadShedder } from './http/load-shedder.ts';
import { openApiDocument } from './openapi/openapi-document.ts';
import { MAX_BODY_BYTES } from './http/body.ts';
import { BASE, type KeptPage, staticHandler } from './http/static-site.ts';
import { securityHeaders } from './http/security-headers.ts';
import { compressWhenAsked } from './http/compress-when-asked.ts';
import { limitBody } from './http/limit-body.ts';
import { closeIfBodyUnread } from './http/unread-body.ts';
import { buildRegistry } from './registry.ts';
import { measureRequests, mountObservability } from './observability/routes.ts';
import { traceRequests } from './observability/trace-requests.ts';

export interface AppOptions {
  /** the built site (dist/UgiftWeb); omitted in API-only tests */
  staticRoot?: string;
  /** extra routes a feature mounts outside the option protocol (cashier page, payment callbacks, media) */
  routes?: Array<(app: Hono, deps: AppDeps) => void>;
  options?: OptionDef[];
}

const keptPages = new WeakMap<Hono, (urlPath: string) => KeptPage | undefined>();

/** The static site's kept pages of an app made with a staticRoot (the fast lane sends them again). */
export function keptPagesOf(app: Hono): ((urlPath: string) => KeptPage | undefined) | undefined {
  return keptPages.get(app);
}

export function createApp(deps: AppDeps, opts: AppOptions = {}): Hono {
  const app = new Hono();
  const registry = buildRegistry(opts.options);
  app.use('*', traceRequests); // a span per request when tracing is on (decision 0273)
  app.use('*', measureRequests);
  app.use('*', securityHeaders);
  app.use('*', compressWhenAsked());
  // Counts the bytes really received, so a chunked body without Content-Length cannot exceed it either.
  app.use(
    `${BASE}/api/*`,
    limitBody(MAX_BODY_BYTES, (c) => {
      closeIfBodyUnread(c); // the rest of the body is read and dropped, never parsed (decision 0237)
      const tooLarge = new ApiError('payload_too_large', 'The request is too large (at most 12 MB)');
      return c.json(tooLarge.toBody(), 413);
    }),
  );
  const shedder = loadShedder(deps.config.load);
  app.use(`${BASE}/api/*`, shedder);
  app.get('/', (c) => c.redirect(`${BASE}/home`, 302));
  app.get(BASE, (c) => c.redirect(`${BASE}/home`, 302));
  app.get(`${BASE}/`, (c) => c.redirect(`${BASE}/home`, 302));
  app.get(`${BASE}/healthz`, (c) => c.json({ ok: true }));
  mountObservability(app, deps, () => shedder.stats());
  let openApi: Record<string, unknown> | null = null;
  app.get(`${BASE}/api/openapi.json`, (c) => {
    openApi ??= openApiDocument(registry);
    return c.json(openApi);
  });
  app.post(`${BASE}/api/:group`, apiHandler(deps, registry));
  app.all(`${BASE}/api/*`, (c) => c.json(new ApiError('not_found', 'unknown API path; use POST /UgiftWeb/api/<group>').toBody(), 404));
  for (const mount of opts.routes ?? []) mount(app, deps);
  if (opts.staticRoot) {
    const site = staticHandler(opts.staticRoot);
    app.get(`${BASE}/*`, site);
    keptPages.set(app, site.kept);
  }
  app.notFound((c) => c.json(new ApiError('not_found', 'Not found').toBody(), 404));
  app.onError(async (err, c) => {
    deps.logger.error({ err, path: c.req.path }, 'unhandled error');
    if (c.req.path.startsWith(`${BASE}/api/`) || !opts.staticRoot) {
      return c.json(new ApiError('internal', 'Something went wrong on our side. Please try again.').toBody(), 500);
    }
    const page = await readFile(path.join(opts.staticRoot, '500.html')).catch(() => Buffer.from('Internal Server Error'));
    return c.body(page, 500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  });
  return app;
}
