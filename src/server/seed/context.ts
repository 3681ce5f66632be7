import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Names } from './data/art-types.ts';

export interface SeedContext {
  tx: Db;
  now: Date;
}

const DAY_MS = 86_400_000;

/** A moment before the reference time; fractional days are allowed. */
export const daysAgo = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
export const daysAfter = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** {en:{name}, cn:{name}, jp:{name}} from a Names triple. */
export const nameI18n = (n: Names): { en: { name: string }; cn: { name: string }; jp: { name: string } } => ({
  en: { name: n.en },
  cn: { name: n.cn },
  jp: { name: n.jp },
});

/** After inserting explicit ids, moves each serial sequence past the highest id. */
export async function fixSequences(tx: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
}
