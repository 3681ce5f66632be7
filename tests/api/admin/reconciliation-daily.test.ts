import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { JOBS, runOnOneServer } from '../../../src/server/jobs/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The daily reconciliation runs once a day across servers and restarts (decision 0255): a server starting within a
 * day of the last run does not read the whole ledger again; a day later it does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const runs = async () => Number(rowsOf<{ n: unknown }>(await t.db.execute(sql`select count(*) as n from reconciliation_runs`))[0].n);

describe('the daily reconciliation', () => {
  it('runs once within a day, whatever the restarts, and again a day later', async () => {
    const job = JOBS.find((j) => j.name === 'reconciliation');
    if (!job) throw new Error('no reconciliation job');
    const before = await runs();
    await runOnOneServer(t.deps, job);
    const first = await runs();
    expect(first).toBe(before + 1);
    t.clock.advance(60 * 60_000);
    await runOnOneServer(t.deps, job);
    expect(await runs()).toBe(first);
    t.clock.advance(24 * 60 * 60_000);
    await runOnOneServer(t.deps, job);
    expect(await runs()).toBe(first + 1);
  });
});
