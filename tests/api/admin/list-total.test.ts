import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTotal } from '../../../src/server/admin/http/list-page.ts';
import { members } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * A list's total (decision 0255): counted exactly up to a cap, PostgreSQL's estimate past it, never below what was
 * seen; the export's exact count up to its limit; no count at all for the export's later pages. PGlite and PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('list totals', () => {
  it('counts exactly under the cap, estimates past it, and counts exactly up to an export limit', async () => {
    const all = await t.db.$count(members);
    expect(all).toBeGreaterThan(20);
    const query = t.db.select({ one: sql`1` }).from(members);
    expect(await listTotal(t.db, query, {}, 0, all + 5)).toBe(all);
    const estimated = await listTotal(t.db, query, {}, 0, 10);
    expect(estimated).toBeGreaterThan(10);
    expect(await listTotal(t.db, query, {}, 500, 10)).toBeGreaterThanOrEqual(500);
    expect(await listTotal(t.db, query, { countUpTo: 10 }, 0)).toBe(11);
    expect(await listTotal(t.db, query, { countUpTo: all + 1 }, 0)).toBe(all);
    expect(await listTotal(t.db, query, { countUpTo: 0 }, 0)).toBe(-1);
  });
});
