import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../src/server/db/client.ts';
import { openEarly, pgdataOf, takeEarly } from '../../../src/server/db/early-pglite.ts';

/** Warm start: scripts/start.ts opens an existing embedded database early; createDb takes that instance. */
const dir = mkdtempSync(path.join(tmpdir(), 'ugift-early-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database opened early', () => {
  it('is not opened for a folder that holds no database yet (a first start creates it)', async () => {
    openEarly(dir);
    expect(await takeEarly(pgdataOf(dir))).toBeUndefined();
  });

  it('is taken by createDb for the same folder, and closed, never used, for another', async () => {
    const first = await createDb({ dataDir: dir });
    await first.db.execute('create table early_probe (id int)');
    await first.close();

    openEarly(dir);
    const other = await takeEarly(pgdataOf(path.join(dir, 'elsewhere')));
    expect(other).toBeUndefined();
    expect(await takeEarly(pgdataOf(dir))).toBeUndefined(); // the mismatched one was closed and forgotten

    openEarly(dir);
    const handle = await createDb({ dataDir: dir });
    expect(await takeEarly(pgdataOf(dir))).toBeUndefined(); // createDb took it
    const rows = await handle.db.execute("select count(*)::int as n from information_schema.tables where table_name = 'early_probe'");
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(1);
    await handle.close();
  }, 60_000);
});
