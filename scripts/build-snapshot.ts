/**
 * node scripts/build-snapshot.ts OUT.json: the build-time home and catalogue snapshot (decision 0223).
 *
 * Opens an in-memory PGlite, migrates and seeds the demo shop, and asks the real API (the Hono app, in process, as a
 * guest with a web token) for the lists src/snapshot/home-snapshot.ts names. Reads the server's
 * modules only; changes none of them. Run by the Astro integration beside the snapshot module before every build.
 */
import { writeFileSync } from 'node:fs';
import pino from 'pino';
import { createApp } from '../src/server/app.ts';
import { createAdapters } from '../src/server/create-adapters.ts';
import { createDb } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import type { AppDeps } from '../src/server/http/context.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { EXTRA_ROUTES } from '../src/server/routes.ts';
import { seedDemoData } from '../src/server/seed/index.ts';
import { issueToken } from '../src/server/session/token-service.ts';
import { buildHomeSnapshot } from '../src/snapshot/home-snapshot.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: node scripts/build-snapshot.ts OUT.json');

const now = new Date();
const handle = await createDb({ dataDir: 'memory' });
try {
  await migrate(handle.db);
  await seedDemoData(handle.db, now);
  const config = loadConfig({ API_SIGNING_SECRET: 'snapshot-build-only-key', LOG_LEVEL: 'silent', DATA_DIR: 'memory' });
  const logger = pino({ level: 'silent' });
  const deps: AppDeps = { db: handle.db, config, logger, adapters: createAdapters(config, logger), clock: () => new Date() };
  const app = createApp(deps, { routes: EXTRA_ROUTES });
  const { token } = await issueToken(handle.db, now, 'web');
  const snapshot = await buildHomeSnapshot(async (group, option, fields) => {
    const form = new URLSearchParams({ option });
    for (const [k, v] of Object.entries(fields)) {
      // arrays as the shop's API client sends them (src/lib/api-client.ts)
      if (Array.isArray(v)) for (const [i, x] of v.entries()) form.append(`${k}[${i}]`, String(x));
      else form.append(k, String(v));
    }
    const res = await app.request(`/UgiftWeb/api/${group}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '127.0.0.1' },
    });
    return (await res.json()) as Record<string, unknown>;
  }, now);
  writeFileSync(out, JSON.stringify(snapshot));
} finally {
  await handle.close();
}
