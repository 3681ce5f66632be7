import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A warm start opens the embedded database while the server's modules are still loading: scripts/start.ts
 * calls openEarly(), and createDb takes the instance for the same folder. Only an existing data folder is opened
 * early (a first start creates it in createDb as before), and an instance for another folder is closed, never used.
 */
const EARLY = Symbol.for('ugift.early-pglite');
type Early = { pgdata: string; client: PGlite };
const slot = globalThis as unknown as Record<symbol, Early | undefined>;

/** The PGlite data folder under a DATA_DIR, as createDb opens it. */
export const pgdataOf = (dataDir: string): string => path.resolve(dataDir, 'pglite');

export function openEarly(dataDir: string): void {
  const pgdata = pgdataOf(dataDir);
  if (slot[EARLY] || !existsSync(path.join(pgdata, 'PG_VERSION'))) return;
  slot[EARLY] = { pgdata, client: new PGlite(pgdata) };
}

/** The instance opened early for this folder, once; closes one opened for another folder. */
export async function takeEarly(pgdata: string): Promise<PGlite | undefined> {
  const early = slot[EARLY];
  slot[EARLY] = undefined;
  if (!early) return undefined;
  if (early.pgdata === pgdata) return early.client;
  await early.client.close().catch(() => {});
  return undefined;
}
