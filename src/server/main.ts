import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { type AppConfig, ConfigError, loadConfig } from './platform/config.ts';
import { bootstrap } from './bootstrap.ts';
import { createApp, keptPagesOf } from './app.ts';
import { startJobs } from './jobs/index.ts';
import { EXTRA_ROUTES } from './routes.ts';
import { BASE } from '../shared/base-path.ts';
import { projectRoot } from './db/project-root.ts';
import { withFastLane } from './http/fast-lane.ts';
import { createHttpServer, readTlsPair, type TlsPair } from './http/create-http-server.ts';

const ROOT = projectRoot(import.meta.url);

export async function main(): Promise<void> {
  let config: AppConfig;
  let tls: TlsPair | undefined;
  try {
    config = loadConfig();
    // read before anything starts: a missing or broken certificate stops start-up with the variable's name
    tls = config.tls ? readTlsPair(config.tls) : undefined;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // before anything else starts, so that the first request is traced; the SDK is loaded only when asked for (decision 0273)
  const tracing = config.tracing ? await (await import('./observability/tracing.ts')).startTracing(config.tracing) : undefined;
  const runtime = await bootstrap(config);
  const app = createApp(runtime.deps, { staticRoot: path.resolve(ROOT, process.env.SITE_DIR ?? 'dist/UgiftWeb'), routes: EXTRA_ROUTES });
  // the jobs' first runs wait a second, so a (re)starting server answers at once (warm start)
  const stopJobs = startJobs(runtime.deps, undefined, { firstRunAfterMs: 1000 });
  // guests' repeated catalogue reads are answered before the app (http/fast-lane.ts)
  const listener = withFastLane(runtime.deps, getRequestListener(app.fetch, { hostname: config.host }), keptPagesOf(app));
  const server = createHttpServer(listener, tls);
  server.listen(config.port, config.host, () => {
    const scheme = tls ? 'https' : 'http';
    runtime.deps.logger.info(`Ugift is running at ${scheme}://localhost:${config.port}${BASE}/home`);
  });
  const shutdown = () => {
    stopJobs();
    // the spans still buffered are sent once the last request has been answered
    server.close(
      () =>
        void runtime
          .close()
          .then(() => tracing?.shutdown())
          .then(() => process.exit(0)),
    );
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
