import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLeases } from '../../../src/server/db/schema/index.ts';
import { releaseLease, runLeased, takeLease } from '../../../src/server/jobs/job-lease.ts';
import { JOB_LEASE_MS, runOnOneServer, type Job } from '../../../src/server/jobs/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A promise and the function that settles it: a job body that stays running until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('job leases: each scheduled job runs on one server at a time', () => {
  it('of many servers asking for a free lease at once, exactly one gets it', async () => {
    const holders = Array.from({ length: 8 }, (_, i) => `server-${i}`);
    const got = await Promise.all(holders.map((h) => takeLease(t.db, 'race-job', h, 60_000)));
    expect(got.filter(Boolean)).toHaveLength(1);
    const [row] = await t.db.select().from(jobLeases).where(eq(jobLeases.name, 'race-job'));
    expect(row.holder).toBe(holders[got.indexOf(true)]);
  });

  it('a held lease is refused to others until its holder releases it; a stranger cannot release it', async () => {
    expect(await takeLease(t.db, 'held-job', 'a', 60_000)).toBe(true);
    expect(await takeLease(t.db, 'held-job', 'b', 60_000)).toBe(false);
    await releaseLease(t.db, 'held-job', 'b');
    expect(await takeLease(t.db, 'held-job', 'b', 60_000)).toBe(false);
    await releaseLease(t.db, 'held-job', 'a');
    expect(await takeLease(t.db, 'held-job', 'b', 60_000)).toBe(true);
  });

  it('a lease whose holder died (it ran out) can be taken', async () => {
    expect(await takeLease(t.db, 'dead-job', 'a', 60_000)).toBe(true);
    await t.db
      .update(jobLeases)
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where(eq(jobLeases.name, 'dead-job'));
    expect(await takeLease(t.db, 'dead-job', 'b', 60_000)).toBe(true);
  });

  it('two servers starting the same job at once run its body once; the next round runs again', async () => {
    const g = gate();
    let runs = 0;
    const job: Job = {
      name: 'once-job',
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        await g.opened;
      },
    };
    const serverA = { ...t.deps };
    const serverB = { ...t.deps };
    const both = Promise.all([
      runLeased(serverA.db, job.name, 60_000, () => job.run(serverA), 'server-a'),
      runLeased(serverB.db, job.name, 60_000, () => job.run(serverB), 'server-b'),
    ]);
    await expect.poll(() => runs).toBe(1);
    g.open();
    expect((await both).filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // released at the end: the next round runs (here through the path the timers and Netlify use)
    expect(await runOnOneServer(t.deps, job)).toBe(true);
    expect(runs).toBe(2);
  });

  it('a failing job still gives its lease back', async () => {
    const job: Job = {
      name: 'failing-job',
      everyMs: 60_000,
      run: async () => {
        throw new Error('boom');
      },
    };
    await expect(runOnOneServer(t.deps, job)).rejects.toThrow('boom');
    expect(await takeLease(t.db, 'failing-job', 'someone-else', 60_000)).toBe(true);
  });
});

describe('leases are kept alive by their holder (decision 0237)', () => {
  it('a running job renews its short lease; once its holder stops, another server takes it over', async () => {
    const g = gate();
    const running = runLeased(t.db, 'heartbeat-job', 3000, () => g.opened, 'alive', 200);
    await expect
      .poll(async () => (await t.db.select().from(jobLeases).where(eq(jobLeases.name, 'heartbeat-job')))[0]?.locked_until?.getTime() ?? 0)
      .toBeGreaterThan(0);
    const [taken] = await t.db.select().from(jobLeases).where(eq(jobLeases.name, 'heartbeat-job'));
    // renewed by the heartbeat while the job runs
    await expect
      .poll(async () => (await t.db.select().from(jobLeases).where(eq(jobLeases.name, 'heartbeat-job')))[0].locked_until.getTime())
      .toBeGreaterThan(taken.locked_until.getTime());
    expect(await takeLease(t.db, 'heartbeat-job', 'other', 3000)).toBe(false);
    g.open();
    await running;
    // a holder that died (no heartbeat: its lease ran out) leaves the job to the next server at once
    expect(await takeLease(t.db, 'crashed-job', 'dead', 3000)).toBe(true);
    await t.db
      .update(jobLeases)
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where(eq(jobLeases.name, 'crashed-job'));
    expect(await takeLease(t.db, 'crashed-job', 'survivor', 3000)).toBe(true);
  });

  it('the jobs hold leases of seconds, not of their whole period', () => {
    expect(JOB_LEASE_MS).toBeLessThanOrEqual(15_000);
  });
});
