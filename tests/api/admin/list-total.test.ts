import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamExport } from '../../../src/server/admin/http/export-stream.ts';
import { listPage, listTotal } from '../../../src/server/admin/http/list-page.ts';
import type { ListQuery } from '../../../src/server/admin/http/list-query.ts';
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

describe('an export in the order of the ids (decision 0255 addendum)', () => {
  const page = (offset: number, limit: number, extra: Partial<ListQuery> = {}): ListQuery => ({
    sort: null,
    offset,
    limit,
    filter: {},
    ...extra,
  });
  const opts = {
    sortable: { id: members.id, name: members.name },
    id: members.id,
    defaultSort: { column: members.id, order: 'DESC' as const },
  };

  it('starts the next page after the last id, giving the rows an offset gives', async () => {
    const first = await listPage(t.db, members, page(0, 4), opts);
    expect(first.nextId).toBe(first.rows.at(-1)?.id);
    const byOffset = await listPage(t.db, members, page(4, 4), opts);
    const byCursor = await listPage(t.db, members, page(4, 4, { afterId: first.nextId }), opts);
    expect(byCursor.rows.map((r) => r.id)).toEqual(byOffset.rows.map((r) => r.id));
    const ascending = { ...opts, defaultSort: { column: members.id, order: 'ASC' as const } };
    const up = await listPage(t.db, members, page(0, 3), ascending);
    expect((await listPage(t.db, members, page(3, 3, { afterId: up.nextId }), ascending)).rows.map((r) => r.id)).toEqual(
      (await listPage(t.db, members, page(3, 3), ascending)).rows.map((r) => r.id),
    );
  });

  it('has no cursor in another order, where the export keeps its offsets', async () => {
    const byName = await listPage(t.db, members, page(0, 4, { sort: { field: 'name', order: 'ASC' } }), opts);
    expect(byName.nextId).toBeUndefined();
  });

  it('the export asks each later page after the id the page before ended on', async () => {
    const asked: Array<{ offset: number; afterId?: number | string }> = [];
    const body = await streamExport(t.db, {}, async (_db, q) => {
      asked.push({ offset: q.offset, afterId: q.afterId });
      const start = q.afterId === undefined ? 0 : Number(q.afterId);
      const rows = Array.from({ length: start >= 3000 ? 0 : q.limit }, (_, i) => ({ id: start + i + 1 }));
      return { rows, total: q.offset === 0 ? 3000 : -1, nextId: rows.at(-1)?.id };
    });
    const text = await new Response(body).text();
    expect(text.trim().split('\n')).toHaveLength(1 + 3000);
    expect(asked.map((a) => a.afterId)).toEqual([undefined, 1000, 2000]);
  });
});
