import { Hono } from 'hono';
import type { AppDeps, OptionDef } from './http/context.ts';
import { apiHandler } from './http/api-route.ts';
import { BASE, staticHandler } from './http/static-site.ts';
import { securityHeaders } from './http/security-headers.ts';
import { buildRegistry } from './registry.ts';

export interface AppOptions {
  /** the built site (dist/UgiftWeb); omitted in API-only tests */
  staticRoot?: string;
  /** extra routes a feature mounts outside the option protocol (cashier page, payment callbacks, media) */
  routes?: Array<(app: Hono, deps: AppDeps) => void>;
  options?: OptionDef[];
}

export function createApp(deps: AppDeps, opts: AppOptions = {}): Hono {
  const app = new Hono();
  const registry = buildRegistry(opts.options);
  app.use('*', securityHeaders);
  app.get('/', (c) => c.redirect(`${BASE}/home`, 302));
  app.get(BASE, (c) => c.redirect(`${BASE}/home`, 302));
  app.get(`${BASE}/`, (c) => c.redirect(`${BASE}/home`, 302));
  app.get(`${BASE}/healthz`, (c) => c.json({ ok: true }));
  app.post(`${BASE}/api/:group`, apiHandler(deps, registry));
  app.all(`${BASE}/api/*`, (c) => c.json({ success: false, code: 'not_found', message: 'unknown API path; use POST /UgiftWeb/api/<group>' }, 404));
  for (const mount of opts.routes ?? []) mount(app, deps);
  if (opts.staticRoot) app.get(`${BASE}/*`, staticHandler(opts.staticRoot));
  app.notFound((c) => c.json({ success: false, code: 'not_found', message: 'Not found' }, 404));
  return app;
}
