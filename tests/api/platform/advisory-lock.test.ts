import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryXactLock } from '../../../src/server/db/advisory-lock.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { runsExclusively } from '../../../src/server/db/exclusive.ts';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Decision 0234: an advisory lock is taken on PostgreSQL, where transactions of other connections run alongside, and
 * skipped on PGlite, where the process's transactions already run one at a time. Runs in both CI stages.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const advisoryLocksHeld = async (tx: Db) =>
  rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`),
  )[0].n;

describe('advisory locks', () => {
  it(`are ${onPostgres ? 'taken on PostgreSQL' : 'skipped on PGlite'}, inside the transaction, and gone after it`, async () => {
    expect(runsExclusively(t.db)).toBe(!onPostgres);
    const held = await t.db.transaction(async (tx) => {
      expect(runsExclusively(tx)).toBe(!onPostgres);
      await advisoryXactLock(tx as unknown as Db, sql`18003, ${424242}`);
      return advisoryLocksHeld(tx as unknown as Db);
    });
    expect(held).toBe(onPostgres ? 1 : 0);
    expect(await advisoryLocksHeld(t.db)).toBe(0);
  });

  it('on PGlite, a transaction asked for while another is open runs only after it, which is what the lock would give', async () => {
    if (onPostgres) return expect(runsExclusively(t.db)).toBe(false);
    let otherDone = false;
    const seen = await t.db.transaction(async (tx) => {
      // asked for first, so an engine that interleaved transactions would run it before this one's next statements
      const other = t.db.transaction(async (o) => {
        await o.execute(sql`select 1`);
        otherDone = true;
      });
      for (let i = 0; i < 3; i++) await tx.execute(sql`select 1`);
      return { doneInside: otherDone, other };
    });
    expect(seen.doneInside).toBe(false);
    await seen.other;
    expect(otherDone).toBe(true);
  });
});
