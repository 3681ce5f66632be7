import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { date, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forDrizzle } from '../../../src/server/db/pglite-parsers.ts';

/**
 * Decision 0233: drizzle's per-query "as text" parsers are set once on the PGlite instance, so that PGlite does not copy
 * its whole parser table on every query, with the same values coming back. Since decision 0235 such queries run as
 * named statements and do not reach PGlite's own `query` at all; any other options still do, as given.
 */
const probe = pgTable('parser_probe', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  on: date('on', { mode: 'string' }).notNull(),
  amount: numeric('amount').notNull(),
});

let client: PGlite;
const seen: Array<Record<string, unknown> | undefined> = [];
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  await client.exec('create table parser_probe (id int primary key, at timestamptz not null, "on" date not null, amount numeric not null)');
  // record the options of every query that reaches PGlite, at the top level and in transactions
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: Record<string, unknown>) => {
    seen.push(options);
    return query(text, params, options);
  }) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: { query: typeof client.query }) => Promise<unknown>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: Record<string, unknown>) => {
        seen.push(options);
        return txQuery(text, params, options);
      }) as typeof tx.query;
      return work(tx);
    })) as typeof client.transaction;
});
afterAll(() => client.close());

describe('drizzle on PGlite without per-query parsers', () => {
  it('reads and writes dates, timestamps and numerics as before, and no drizzle query reaches PGlite with parsers', async () => {
    const db = drizzle(forDrizzle(client));
    const at = new Date('2026-11-26T09:30:15.123Z');
    seen.length = 0;
    await db.insert(probe).values({ id: 1, at, on: '2026-11-26', amount: '12.50' });
    const [row] = await db.select().from(probe).where(eq(probe.id, 1));
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at.toISOString()).toBe(at.toISOString());
    expect(row).toMatchObject({ on: '2026-11-26', amount: '12.50' });
    const inTx = await db.transaction(async (tx) => {
      await tx.update(probe).set({ amount: '13.00' }).where(eq(probe.id, 1));
      return (await tx.select().from(probe).where(eq(probe.id, 1)))[0];
    });
    expect(inTx.amount).toBe('13.00');
    expect(inTx.at.toISOString()).toBe(at.toISOString());
    // they ran as named statements, not through PGlite's query (which copies its parser table when given parsers)
    expect(seen).toEqual([]);
  });

  it('passes any other parsers on as given', async () => {
    const wrapped = forDrizzle(client);
    seen.length = 0;
    const custom = await wrapped.query<{ a: string }>('select 41 + 1 as a', [], { parsers: { 23: (v: string) => `n${v}` } });
    expect(custom.rows[0].a).toBe('n42');
    expect(seen).toHaveLength(1);
    // the instance keeps drizzle's text types as text for its own raw queries too
    const raw = await client.query<{ d: unknown }>("select date '2026-11-26' as d");
    expect(raw.rows[0].d).toBe('2026-11-26');
  });
});
