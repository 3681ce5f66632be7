import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';

/** A server process of the shop (src/server/main.ts) for tests of several servers on one PostgreSQL. */
export interface ServerProcess {
  proc: ChildProcess;
  base: string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const listenPort = await freePort();
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: `/tmp/ugift-server-${randomBytes(4).toString('hex')}`,
      SITE_DIR: '/nonexistent-site',
      DATABASE_POOL_SIZE: '4',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    proc.stderr!.on('data', (c: Buffer) => {
      out += c.toString();
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return { proc, base: `http://127.0.0.1:${port}/UgiftWeb` };
}

export async function stopServerProcess(s: ServerProcess | undefined): Promise<void> {
  if (!s || s.proc.exitCode !== null) return;
  const exited = new Promise((resolve) => s.proc.once('exit', resolve));
  s.proc.kill('SIGTERM');
  await exited;
}

/** One option call with a bearer token. */
export async function callApi(
  s: ServerProcess,
  group: string,
  option: string,
  token: string,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${s.base}/api/${group}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ option, ...fields }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
