import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A TCP port nobody listens on now (for a server a test starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net
      .createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

/** `astro build` of the project in cwd into site, asynchronously, so the test runner's timers keep running. */
export function astroBuildAsync(site: string, env: Record<string, string> = {}, cwd = ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd,
      env: { ...process.env, SITE_DIR: site, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed:\n${output}`))));
  });
}
