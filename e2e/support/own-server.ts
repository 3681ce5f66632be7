import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Ports an own server of this machine's e2e workers holds: a directory each, made atomically across processes. */
const HELD = path.join(os.tmpdir(), 'ugift-own-server-ports');

/** A free port no other worker's own server was given: two specs starting at once never share one. */
async function ownPort(): Promise<{ port: number; release: () => void }> {
  mkdirSync(HELD, { recursive: true });
  for (let tries = 0; tries < 50; tries++) {
    const port = await freePort();
    const mark = path.join(HELD, String(port));
    try {
      mkdirSync(mark);
    } catch {
      continue; // another worker's server holds it
    }
    return { port, release: () => rmSync(mark, { recursive: true, force: true }) };
  }
  throw new Error('no free port for an own server');
}

/**
 * A server of its own for a spec that needs settings the shared e2e server does not have (kiosk, wallet passes):
 * `npm start`'s code path on a free port, answered once /healthz says so. `env` gets the origin it will serve.
 */
export async function startOwnServer(
  label: string,
  env: (origin: string) => Record<string, string>,
): Promise<{ server: ChildProcess; origin: string }> {
  const { port, release } = await ownPort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.ts'), '--no-build'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env(origin) },
  });
  server.once('exit', release);
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
