/**
 * The server's start-up bundle (decision 0222): src/server/main.ts and its own modules, drizzle, hono and zod in one
 * ES module under .server-build/, so a start does not resolve and type-strip some 900 files one by one. Packages
 * that load files of their own at run time (PGlite's WebAssembly, pino's workers, pg's optional native driver) or
 * that load lazily (the AWS SDK, passkit-generator, the OpenTelemetry SDK: decision 0273) stay outside it. Rebuilt when a server source is newer; tests
 * keep running the TypeScript sources.
 */
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = path.join(root, '.server-build/main.mjs');
const SOURCES = ['src/server', 'src/shared', 'package-lock.json', 'scripts/server-bundle.ts'];
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'pg',
  'pg-native',
  'pino',
  'pino/*',
  'thread-stream',
  '@aws-sdk/*',
  'passkit-generator',
  // imported only when tracing is on; bundled, it would make the bundle half as large again
  '@opentelemetry/sdk-node',
];

/** The bundle's path, built first when missing or older than the server's sources; null when it cannot be built. */
export async function serverBundle(): Promise<string | null> {
  if (existsSync(BUNDLE) && statSync(BUNDLE).mtimeMs >= Math.max(...SOURCES.map((p) => newestMtime(root, p)))) return BUNDLE;
  let esbuild: typeof import('esbuild');
  try {
    esbuild = await import('esbuild');
  } catch {
    return null;
  }
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    write: false,
    external: EXTERNAL,
    // CommonJS packages inside the bundle still call require()
    banner: { js: "import { createRequire as __ugiftRequire } from 'node:module'; const require = __ugiftRequire(import.meta.url);" },
    logLevel: 'error',
  });
  mkdirSync(path.dirname(BUNDLE), { recursive: true });
  // written aside and renamed, so servers starting together never read half a file
  const temporary = `${BUNDLE}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, BUNDLE);
  return BUNDLE;
}
