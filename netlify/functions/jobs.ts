import { JOBS, runOnOneServer } from '../../src/server/jobs/index.ts';
import { memoized, openNetlifyRuntime } from './_lib/runtime.ts';
import type { Runtime } from '../../src/server/bootstrap.ts';

/**
 * The background jobs on Netlify, where no process stays up: a scheduled function every minute runs each job whose
 * period is due this minute (a 15-minute job at :00, :15, :30, :45).
 */
export const config = { schedule: '* * * * *' };

export function dueJobs(now: Date, jobs = JOBS) {
  const minute = Math.floor(now.getTime() / 60_000);
  return jobs.filter((job) => minute % Math.max(1, Math.round(job.everyMs / 60_000)) === 0);
}

export function createJobsHandler(openRuntime: () => Promise<Runtime>) {
  return async (): Promise<Response> => {
    const { deps } = await openRuntime();
    const failed: string[] = [];
    for (const job of dueJobs(deps.clock())) {
      try {
        await runOnOneServer(deps, job);
      } catch (err) {
        failed.push(job.name);
        deps.logger.error({ err, job: job.name }, 'job failed');
      }
    }
    return Response.json({ ok: failed.length === 0, failed });
  };
}

export default createJobsHandler(memoized(() => openNetlifyRuntime()));
