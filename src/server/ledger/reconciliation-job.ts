import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { reconcile, type Difference } from './reconcile.ts';

/**
 * The daily reconciliation (decision 0236): runs the comparison in one snapshot and keeps its outcome, which the
 * back office's dashboard shows to admins and finance; a difference is also logged as an error for the operators'
 * alerting. Answers the outcome.
 */
export async function runReconciliation(
  db: Db,
  now: Date,
  logger: { error(obj: object, msg: string): void },
): Promise<{ ok: boolean; differences: Difference[] }> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const outcome = await reconcile(tx);
    await tx.execute(sql`insert into reconciliation_runs (ran_at, ok, differences)
      values (${now.toISOString()}, ${outcome.ok}, ${JSON.stringify(outcome.differences.slice(0, 100))}::jsonb)`);
    return outcome;
  });
  if (!result.ok)
    logger.error({ differences: result.differences.slice(0, 20), count: result.differences.length }, 'the books do not reconcile');
  return result;
}

/** Whether a reconciliation ran less than `ms` before `now` (on any server): the daily job then waits for its turn. */
export async function reconciledWithin(db: Db, now: Date, ms: number): Promise<boolean> {
  const since = new Date(now.getTime() - ms).toISOString();
  const rows = await db.execute(sql`select 1 from reconciliation_runs where ran_at > ${since} limit 1`);
  return rowsOf(rows).length > 0;
}
