/** The measured server: spawned on prepared data, timed until /healthz answers 200, and its resident memory read. */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface RunningServer {
  child: ChildProcess;
  /** ms from spawn until GET /UgiftWeb/healthz answered 200 */
  warmStartMs: number;
  stop(): Promise<void>;
}

function healthz(base: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(`${base}/UgiftWeb/healthz`, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.setTimeout(1000, () => req.destroy());
  });
}

export async function startServer(opts: { root: string; port: number; env: Record<string, string | undefined> }): Promise<RunningServer> {
  const base = `http://127.0.0.1:${opts.port}`;
  const started = performance.now();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (to find where a target's time goes)
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(opts.root, 'scripts/start.ts'), '--no-build'], {
    cwd: opts.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
  });
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await gone;
  };
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (exited) throw new Error('the server exited before answering /healthz');
    if ((await healthz(base)) === 200) return { child, warmStartMs: performance.now() - started, stop };
    await new Promise((r) => setTimeout(r, 10));
  }
  await stop();
  throw new Error('the server did not answer /healthz within 120 s');
}

/** VmRSS of a process in MB (Linux /proc), or null where /proc is not there. */
export function residentMb(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, ' ').trim().split(' ')[0]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) the process has used so far, in µs (Linux /proc, clock ticks of 10 ms), or null. Read
 * around a target's run it gives the server's own CPU per request, which the load generator sharing the machine does
 * not distort the way it distorts req/s.
 */
export function cpuMicros(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}
