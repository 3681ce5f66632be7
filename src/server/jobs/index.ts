import { sql } from 'drizzle-orm';
import type { AppDeps } from '../http/context.ts';
import { runLeased } from './job-lease.ts';
import { housekeeping } from '../platform/housekeeping.ts';
import { expireUnpaidOrders } from '../order/expire-unpaid.ts';
import { runVoucherExpiry } from '../evoucher/expiry-job.ts';
import { runBirthdayNotices } from '../birthdays/birthday-job.ts';
import { deliverDueGifts } from '../order/scheduled-delivery.ts';
import { sendQueuedSms } from '../order/phone-gift.ts';
import { sendQueuedGiftEmails } from '../order/gift-email-outbox.ts';
import { reconciledWithin, runReconciliation } from '../ledger/reconciliation-job.ts';
import { jobRuns } from '../metrics/metrics.ts';
import { runGiftReminders } from '../order/gift-reminders.ts';
import { GROUP_GIFT_JOB_MS, runGroupGiftDeadlines } from '../group-gift/deadline-job.ts';
import { tellGroupDelivered } from '../group-gift/fund-pool.ts';
import { BULK_GIFT_JOB_MS, deliverDueBulkGifts } from '../bulk-gift/deliver-bulk.ts';
import { returnUnclaimedBulkGifts } from '../bulk-gift/return-unclaimed.ts';

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
    // the rollups' rows folded, one per group (migration 0999, decision 0276); exact before and after
    name: 'rollups-compact',
    everyMs: 5 * 60_000,
    run: async (deps) => {
      await deps.db.execute(sql`select rollups_compact()`);
    },
  },
  {
    name: 'evoucher-expiry',
    everyMs: 15 * 60_000,
    run: async (deps) => {
      await runVoucherExpiry(deps.db, deps.clock());
    },
  },
  {
    name: 'birthday-notices',
    everyMs: 60 * 60_000,
    run: async (deps) => {
      await runBirthdayNotices(deps.db, deps.clock());
    },
  },
  {
    // scheduled gifts (decision 0210): due rows are taken with skip locked, so two servers deliver each gift once
    name: 'deliver-scheduled-gifts',
    everyMs: 10_000,
    run: async (deps) => {
      const sms = { sms: deps.adapters.sms, baseUrl: deps.config.publicBaseUrl, logger: deps.logger };
      // a group gift's pool and recipient hear of its delivery (decision 0258)
      await deliverDueGifts(deps.db, deps.clock(), sms, tellGroupDelivered);
    },
  },
  {
    // text messages a crash left in the outbox between their gift's commit and the send (decision 0237)
    name: 'sms-outbox',
    everyMs: 30_000,
    run: async (deps) => {
      const sms = { sms: deps.adapters.sms, baseUrl: deps.config.publicBaseUrl, logger: deps.logger };
      await sendQueuedSms(deps.db, sms, deps.clock());
    },
  },
  {
    // gift e-mails due: first tries a crash left behind, and retries with backoff (decision 0267)
    name: 'gift-emails',
    everyMs: 15_000,
    run: async (deps) => {
      const mail = { email: deps.adapters.email, baseUrl: deps.config.publicBaseUrl, logger: deps.logger };
      await sendQueuedGiftEmails(deps.db, mail, deps.clock());
    },
  },
  {
    // group gifts past their deadline refunded within a minute, and the 24-hour reminders (decision 0258)
    name: 'group-gift-deadlines',
    everyMs: GROUP_GIFT_JOB_MS,
    run: async (deps) => {
      await runGroupGiftDeadlines(deps.db, deps.clock(), { adapter: deps.adapters.payment ?? null, logger: deps.logger });
    },
  },
  {
    // bulk gifts (decision 0270): paid rows delivered in chunks when their time comes, so the progress bar moves
    name: 'bulk-gift-delivery',
    everyMs: BULK_GIFT_JOB_MS,
    run: async (deps) => {
      const mail = { email: deps.adapters.email, baseUrl: deps.config.publicBaseUrl, logger: deps.logger };
      await deliverDueBulkGifts(deps.db, deps.clock(), {
        sms: deps.adapters.sms,
        baseUrl: deps.config.publicBaseUrl,
        logger: deps.logger,
        mail,
      });
    },
  },
  {
    // bulk gifts nobody claimed by their batch's end date go back to the buyer as uDollar, once (decision 0270)
    name: 'bulk-gift-unclaimed',
    everyMs: 15 * 60_000,
    run: async (deps) => {
      await returnUnclaimedBulkGifts(deps.db, deps.clock());
    },
  },
  {
    // unopened gifts remind their recipients after 3 and 10 days and tell the sender once (decision 0262)
    name: 'gift-reminders',
    everyMs: 15 * 60_000,
    run: async (deps) => {
      await runGiftReminders(deps.db, deps.clock());
    },
  },
  {
    // the books against the records, once a day (decision 0236); differences reach the dashboard and the error log
    name: 'reconciliation',
    everyMs: 24 * 60 * 60_000,
    run: async (deps) => {
      // once a day across servers and restarts (decision 0255): over a year of data it reads every ledger entry
      if (await reconciledWithin(deps.db, deps.clock(), 24 * 60 * 60_000)) return;
      await runReconciliation(deps.db, deps.clock(), deps.logger);
    },
  },
];

/** A job's lease lasts this long past its holder's last heartbeat: a server that dies mid-run frees the job after it. */
export const JOB_LEASE_MS = 15_000;

/** Runs the job unless another server (sharing the database) is running it right now; answers whether it ran. */
export function runOnOneServer(deps: AppDeps, job: Job): Promise<boolean> {
  return runLeased(deps.db, job.name, JOB_LEASE_MS, () => job.run(deps));
}

/**
 * Runs every job now and then on its interval. `firstRunAfterMs` lets a starting server answer its first requests
 * before the jobs' first runs (on PGlite a query holds the one thread); the jobs then start one after another.
 */
export function startJobs(deps: AppDeps, jobs: Job[] = JOBS, opts: { firstRunAfterMs?: number } = {}): () => void {
  const timers: NodeJS.Timeout[] = [];
  const runSafely = (job: Job) =>
    runOnOneServer(deps, job)
      .then((ran) => jobRuns.inc({ job: job.name, outcome: ran ? 'ok' : 'skipped' }))
      .catch((err) => {
        jobRuns.inc({ job: job.name, outcome: 'failed' });
        deps.logger.error({ err, job: job.name }, 'job failed');
      });
  jobs.forEach((job, i) => {
    if (opts.firstRunAfterMs === undefined) void runSafely(job);
    else {
      const first = setTimeout(() => void runSafely(job), opts.firstRunAfterMs + i * 100);
      first.unref();
      timers.push(first);
    }
    const t = setInterval(() => void runSafely(job), job.everyMs);
    t.unref();
    timers.push(t);
  });
  return () => {
    for (const t of timers) clearTimeout(t);
  };
}
