import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

/**
 * Debian's PgBouncer (/usr/sbin/pgbouncer; scripts/test.sh installs it when missing) in transaction mode in front of
 * the test cluster (decision 0256): trust authentication on 127.0.0.1, every database passed through. Started as the
 * postgres user when the tests run as root (PgBouncer refuses to run as root).
 */
export interface Bouncer {
  url(database: string): string;
  stop(): Promise<void>;
}

export async function startPgBouncer(pgUrl: string, poolSize = 20): Promise<Bouncer> {
  const target = new URL(pgUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'ugift-pgbouncer-'));
  writeFileSync(path.join(dir, 'users.txt'), `"${target.username || 'postgres'}" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      `default_pool_size = ${poolSize}`,
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await import('node:child_process').then(({ execFileSync }) => ({
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
    }));
    chownSync(dir, uid, gid);
    for (const f of ['users.txt', 'pgbouncer.ini']) chownSync(path.join(dir, f), uid, gid);
    chmodSync(dir, 0o700);
  }
  const proc: ChildProcess = spawn('/usr/sbin/pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  proc.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (open) break;
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`pgbouncer did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url(database) {
      return `postgres://${target.username || 'postgres'}@127.0.0.1:${port}/${database}`;
    },
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
