import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';
import { pgdataOf } from '../../src/server/db/early-pglite.ts';
import { withDatabase } from './template-db.ts';

/**
 * A migrated and seeded database for one server process, copied from the test template so the process starts at
 * once: a PGlite DATA_DIR, or a PostgreSQL database when TEST_DATABASE_URL is set. `env` goes to startServerProcess.
 */
export async function serverDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `ugift_srv_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    return {
      env: { DATABASE_URL: withDatabase(pgUrl, name) },
      drop: async () => {
        const c = new pg.Client({ connectionString: pgUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dataDir = `/tmp/ugift-server-${randomBytes(4).toString('hex')}`;
  await mkdir(pgdataOf(dataDir), { recursive: true });
  // the PGlite template is a gzipped tar of its data folder (dumpDataDir): unpacked, it is a DATA_DIR's database, in a
  // fraction of the time PGlite takes to load it
  await promisify(execFile)('tar', ['-xzf', template, '-C', pgdataOf(dataDir)]);
  return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}
