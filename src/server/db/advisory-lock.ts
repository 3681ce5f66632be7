import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { runsExclusively } from './exclusive.ts';

/**
 * Takes a transaction-level advisory lock (released at commit or rollback) on PostgreSQL, where other connections'
 * transactions run alongside this one. On PGlite every query and transaction of the process already runs one at a time
 * (its one connection is held by a transaction from BEGIN to COMMIT), so no other transaction can be inside the locked
 * section and the statement is skipped (decision 0234).
 */
export async function advisoryXactLock(tx: Db, key: SQL): Promise<void> {
  if (runsExclusively(tx)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
