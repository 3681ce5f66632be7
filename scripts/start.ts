/**
 * npm start: builds the static site when it is missing or older than its sources, then runs the server
 * (which migrates and seeds the embedded database on first run). One process serves the site and the API.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { enableCompileCache } from 'node:module';
import { serverBundle } from './server-bundle.ts';
import { newestMtime } from './newest-mtime.ts';
import { createHash } from 'node:crypto';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(path.resolve(root, process.env.SITE_DIR ?? 'dist/UgiftWeb'), '.build-stamp');
const SOURCES = ['src', 'locales', 'public', 'astro.config.mjs', 'package-lock.json'];

/** The site does not depend on the server's sources. */
const notServer = (rel: string) => rel === path.join('src', 'server');

/** What the build depends on besides files: the values baked into the client. */
function buildInputs(): string {
  const env = [
    'API_SIGNING_SECRET',
    'KIOSK',
    'KIOSK_IDLE_SECONDS',
    'COUNTER_IDLE_SECONDS',
    'PUBLIC_COUNTER_CONFIRM_OVER',
    'FACEBOOK_APP_ID',
    'PUBLIC_BASE_URL',
    'SHOP_TIME_ZONE',
  ]
    .map((k) => `${k}=${process.env[k] ?? ''}`)
    .join('\n');
  return createHash('sha256').update(env).digest('hex');
}

export function buildIfNeeded(): void {
  const sourcesAt = Math.max(...SOURCES.map((p) => newestMtime(root, p, notServer)));
  let fresh = false;
  if (existsSync(stampFile)) {
    const stamp = readFileSync(stampFile, 'utf8');
    fresh = stamp === buildInputs() && statSync(stampFile).mtimeMs >= sourcesAt;
  }
  if (fresh) return;
  console.log('Building the site (astro build)…');
  const astro = path.join(root, 'node_modules/astro/bin/astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, buildInputs());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // compiled code is kept between starts (Node's on-disk compile cache), and the server runs from its bundle
  enableCompileCache();
  if (!process.argv.includes('--no-build')) buildIfNeeded();
  // the embedded database opens while the server's modules load (a warm start; createDb takes it)
  if (!process.env.DATABASE_URL) {
    const { openEarly } = await import('../src/server/db/early-pglite.ts');
    openEarly(process.env.DATA_DIR || './.data');
  }
  const bundle = await serverBundle();
  const { main } = (await import(bundle ? pathToFileURL(bundle).href : '../src/server/main.ts')) as typeof import('../src/server/main.ts');
  await main();
}
