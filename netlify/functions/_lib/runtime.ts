import { ConfigError, loadConfig } from '../../../src/server/platform/config.ts';
import { bootstrap, type Runtime } from '../../../src/server/bootstrap.ts';

/**
 * The server runtime inside a Netlify Function: always PostgreSQL through DATABASE_URL (the embedded PGlite is never
 * opened there), behind Netlify's proxy (client address from X-Forwarded-For), files under /tmp. One per function
 * instance, opened on the first request; a failed start is retried on the next request.
 */
export function netlifyEnv(env: Record<string, string | undefined> = process.env): Record<string, string | undefined> {
  return { TRUST_PROXY: '1', DATA_DIR: '/tmp/ugift', ...env };
}

export async function openNetlifyRuntime(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  const config = loadConfig(netlifyEnv(env));
  if (!config.databaseUrl) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required on Netlify (postgres://…); the embedded database is not used there',
    );
  }
  // Demo data only when asked for (a review deploy); production databases start empty.
  return bootstrap(config, { seed: env.SEED_DEMO_DATA === '1' });
}

export function memoized<T>(open: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= open().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
