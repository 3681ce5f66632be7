import type { AppDeps } from '../http/context.ts';
import { housekeeping } from '../platform/housekeeping.ts';
import { expireUnpaidOrders } from '../order/expire-unpaid.ts';
import { runVoucherExpiry } from '../evoucher/expiry-job.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(deps: AppDeps): Promise<void>;
}

/** Background jobs: run once at start-up, then every `everyMs`. Features append theirs here. */
export const JOBS: Job[] = [
  {
    name: 'expire-unpaid-orders',
    everyMs: 60_000,
    run: async (deps) => {
      await expireUnpaidOrders(deps.db, deps.clock());
    },
  },
  { name: 'housekeeping', everyMs: 60 * 60_000, run: (deps) => housekeeping(deps.db, deps.clock()) },
  {
    name: 'evoucher-expiry',
    everyMs: 15 * 60_000,
    run: async (deps) => {
      await runVoucherExpiry(deps.db, deps.clock());
    },
  },
];

export function startJobs(deps: AppDeps, jobs: Job[] = JOBS): () => void {
  const timers: NodeJS.Timeout[] = [];
  const runSafely = (job: Job) => job.run(deps).catch((err) => deps.logger.error({ err, job: job.name }, 'job failed'));
  for (const job of jobs) {
    void runSafely(job);
    const t = setInterval(() => void runSafely(job), job.everyMs);
    t.unref();
    timers.push(t);
  }
  return () => timers.forEach(clearInterval);
}
