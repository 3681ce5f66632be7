import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, pgliteOf } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { alignRollupZone } from '../../src/server/ledger/rollup-zone.ts';
import { BUSINESS_TZ } from '../../src/server/platform/format-date.ts';
import { seedDemoData } from '../../src/server/seed/index.ts';

/** The seed's reference time in tests, so that seeded dates are stable. */
export const SEED_TIME = new Date('2026-11-01T04:00:00Z');
export const TEMPLATE_DB = 'ugift_test_template';
export const PGLITE_TEMPLATE = path.join(tmpdir(), `ugift-test-template-${process.pid}.tar.gz`);

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Migrates and seeds once; every test file then starts from a copy (a PGlite dump or a PostgreSQL template database). */
export async function buildTemplate(pgUrl: string | undefined): Promise<string> {
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const handle = await createDb({ databaseUrl: withDatabase(pgUrl, TEMPLATE_DB), poolSize: 2 });
    await migrate(handle.db);
    await alignRollupZone(handle.db, BUSINESS_TZ);
    await seedDemoData(handle.db, SEED_TIME);
    await handle.close();
    return TEMPLATE_DB;
  }
  const handle = await createDb({ dataDir: 'memory' });
  await migrate(handle.db);
  await alignRollupZone(handle.db, BUSINESS_TZ);
  await seedDemoData(handle.db, SEED_TIME);
  const dump = await pgliteOf(handle)!.dumpDataDir('gzip');
  await writeFile(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return PGLITE_TEMPLATE;
}

export async function loadPgliteTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
