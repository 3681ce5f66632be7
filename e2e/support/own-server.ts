import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A server of its own for a spec that needs settings the shared e2e server does not have (kiosk, wallet passes):
 * `npm start`'s code path on a free port, answered once /healthz says so. `env` gets the origin it will serve.
 */
export async function startOwnServer(
  label: string,
  env: (origin: string) => Record<string, string>,
): Promise<{ server: ChildProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.ts'), '--no-build'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env(origin) },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/UgiftWeb/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null) throw new Error(`the ${label} server exited (${server.exitCode})`);
    if (Date.now() > deadline) throw new Error(`the ${label} server did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { server, origin };
}
