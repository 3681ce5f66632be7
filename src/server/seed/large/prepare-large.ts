import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { alignRollupZone } from '../../ledger/rollup-zone.ts';
import { BUSINESS_TZ } from '../../platform/format-date.ts';
import { runReconciliation } from '../../ledger/reconciliation-job.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { seedDemoData } from '../index.ts';
import { seedDemoStaff } from '../staff.ts';
import { type LargeSeedResult, seedLarge } from './seed-large.ts';
import type { LargeSizes } from './sizes.ts';

/** The heavy member's phone (seed-large.ts): the bench signs it in by this number. */
export const HEAVY_MEMBER_PHONE = '+6570000000';
export const HEAVY_BRAND_STAFF_EMAIL = 'merchant-large@ugift.test';

/**
 * Migrates, seeds the demo shop when empty, then adds the large data once (a database that has it already is left
 * as it is: answers null) and refreshes the planner's statistics.
 */
export async function prepareLarge(db: Db, sizes: LargeSizes, log: (line: string) => void): Promise<LargeSeedResult | null> {
  await migrate(db);
  await alignRollupZone(db, BUSINESS_TZ);
  const now = new Date();
  await seedDemoData(db, now);
  await seedDemoStaff(db, now);
  const done = rowsOf(await db.execute(sql`select 1 from staff where email = ${HEAVY_BRAND_STAFF_EMAIL}`));
  if (done.length > 0) {
    log('The large data is there already: nothing added.');
    return null;
  }
  const result = await seedLarge(db, sizes, log);
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  result.seconds['vacuum analyze'] = Math.round(performance.now() - started) / 1000;
  log(`  vacuum analyze: ${result.seconds['vacuum analyze'].toFixed(1)} s`);
  // the daily reconciliation over the whole year, as the shop's job would have run it (and a check of the load)
  const reconciling = performance.now();
  const outcome = await runReconciliation(db, new Date(), { error: (obj, msg) => log(`${msg}: ${JSON.stringify(obj)}`) });
  result.seconds.reconciliation = Math.round(performance.now() - reconciling) / 1000;
  log(
    `  reconciliation: ${outcome.ok ? 'ok' : `${outcome.differences.length} differences`}, ${result.seconds.reconciliation.toFixed(1)} s`,
  );
  return result;
}
