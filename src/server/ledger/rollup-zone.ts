import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * settlement_days (migration 0999, decision 0276) holds business days of one time zone, named in rollup_zone.
 * When the server's zone (SHOP_TIME_ZONE) is another, the zone is written and the rollups are rebuilt from the ledger,
 * in one transaction under the migrations' lock, so that two servers starting together rebuild once.
 */
export async function alignRollupZone(db: Db, zone: string): Promise<boolean> {
  const has = rowsOf(await db.execute(sql`select 1 from information_schema.tables where table_name = 'rollup_zone'`));
  if (has.length === 0) return false;
  const stored = async (q: Db) =>
    rowsOf<{ time_zone: string }>(await q.execute(sql`select time_zone from rollup_zone where id = 1`))[0]?.time_zone;
  if ((await stored(db)) === zone) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72621)`);
    if ((await stored(tx)) === zone) return false;
    await tx.execute(sql`insert into rollup_zone (id, time_zone) values (1, ${zone})
      on conflict (id) do update set time_zone = excluded.time_zone`);
    await tx.execute(sql`select rollups_rebuild()`);
    return true;
  });
}
