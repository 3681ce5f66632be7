import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forDrizzle } from '../../../src/server/db/pglite-parsers.ts';
import { PgliteStatements, STATEMENTS_KEPT } from '../../../src/server/db/pglite-statements.ts';
import { sqlStateOf } from '../../../src/server/db/sql-state.ts';

/**
 * Decision 0235: on PGlite, drizzle's queries run as named statements, each text parsed once, each run one call into
 * the database; results, errors, transactions and locking stay what PGlite's own `query` gives.
 */
const item = pgTable('statement_probe', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** the first byte of every protocol message sent in one call (P parse, D describe, B bind, E execute, S sync, C close) */
const kindsOf = (bytes: Uint8Array): string => {
  let kinds = '';
  for (let at = 0; at < bytes.length; ) {
    kinds += String.fromCharCode(bytes[at]);
    at += 1 + new DataView(bytes.buffer, bytes.byteOffset + at + 1, 4).getInt32(0);
  }
  return kinds;
};

let client: PGlite;
let calls: string[];
beforeEach(async () => {
  client = new PGlite();
  await client.waitReady;
  await client.exec('create table statement_probe (id int primary key, name text not null)');
  calls = [];
  const stream = client.execProtocolStream.bind(client);
  client.execProtocolStream = ((message: Uint8Array, options?: Parameters<PGlite['execProtocolStream']>[1]) => {
    calls.push(kindsOf(message));
    return stream(message, options);
  }) as typeof client.execProtocolStream;
});
afterEach(() => client.close());

describe('named statements on PGlite', () => {
  it('parses a query text once and runs it again with one call each time, with the same answers', async () => {
    const db = drizzle(forDrizzle(client));
    await db.insert(item).values([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
    calls.length = 0;
    const names: string[] = [];
    for (const id of [1, 2, 1, 2, 1, 2, 1]) {
      const [row] = await db.select().from(item).where(eq(item.id, id));
      names.push(row.name);
    }
    expect(names).toEqual(['one', 'two', 'one', 'two', 'one', 'two', 'one']);
    // parse and describe once, then bind, execute and sync in one call per run
    expect(calls).toEqual(['PDS', ...Array(7).fill('BES')]);
    const updated = await db.update(item).set({ name: 'uno' }).where(eq(item.id, 1)).returning({ id: item.id });
    expect(updated).toEqual([{ id: 1 }]);
    const none = await db.update(item).set({ name: 'x' }).where(eq(item.id, 99)).returning({ id: item.id });
    expect(none).toEqual([]);
  });

  it('keeps a failed query from leaving the database in a half state: the error names the constraint, the next query runs', async () => {
    const db = drizzle(forDrizzle(client));
    await db.insert(item).values({ id: 1, name: 'one' });
    const dup = await db
      .insert(item)
      .values({ id: 1, name: 'again' })
      .catch((e: unknown) => e);
    expect(sqlStateOf(dup)).toBe('23505');
    const failed = await db
      .transaction(async (tx) => {
        await tx.insert(item).values({ id: 2, name: 'two' });
        await tx.insert(item).values({ id: 1, name: 'clash' });
      })
      .catch((e: unknown) => e);
    expect(sqlStateOf(failed)).toBe('23505');
    // the transaction rolled back whole, and the session answers again
    const rows = await db.select().from(item).orderBy(item.id);
    expect(rows).toEqual([{ id: 1, name: 'one' }]);
    const bad = await db.execute(sql`select no_such_column from statement_probe`).catch((e: unknown) => e);
    expect(sqlStateOf(bad)).toBe('42703');
    expect(await db.select().from(item)).toHaveLength(1);
  });

  it('prepares a statement again when its table changed shape', async () => {
    const wrapped = forDrizzle(client);
    await wrapped.query('insert into statement_probe values (1, $1)', ['one']);
    expect((await wrapped.query('select * from statement_probe')).rows).toEqual([{ id: 1, name: 'one' }]);
    await client.exec('alter table statement_probe add column note text');
    // PostgreSQL refuses the stale plan once (its result type changed); the statement is then prepared afresh
    const stale = await wrapped.query('select * from statement_probe').catch((e: unknown) => e);
    expect(sqlStateOf(stale)).toBe('0A000');
    expect((await wrapped.query('select * from statement_probe')).rows).toEqual([{ id: 1, name: 'one', note: null }]);
  });

  it('prepares every statement again after a schema change run through it (parameter types are fixed when prepared)', async () => {
    const wrapped = forDrizzle(client);
    const insert = 'insert into statement_probe (id, name) values ($1, $2)';
    await wrapped.query('create table coded (id int, code int)');
    await wrapped.query('insert into coded (id, code) values ($1, $2)', [1, 7]);
    await wrapped.query('alter table coded alter column code type text');
    // prepared with code as an integer, it would now refuse 'A-7'
    await wrapped.query('insert into coded (id, code) values ($1, $2)', [2, 'A-7']);
    expect((await wrapped.query('select code from coded order by id')).rows).toEqual([{ code: '7' }, { code: 'A-7' }]);
    // a change made around it (not through it) costs the statement one failed run, then it is prepared afresh
    await wrapped.query(insert, [1, 'one']);
    await client.exec('alter table statement_probe alter column id type text');
    const once = await wrapped.query(insert, ['x-1', 'two']).catch((e: unknown) => e);
    expect(sqlStateOf(once)).toBe('22P02');
    await wrapped.query(insert, ['x-1', 'two']);
    expect((await wrapped.query('select id from statement_probe order by id')).rows).toEqual([{ id: '1' }, { id: 'x-1' }]);
  });

  it('sends FETCH to PGlite itself: a cursor of the same name can have other columns each time', async () => {
    const db = drizzle(forDrizzle(client));
    const fetched = [];
    for (const select of ['select 1 as a', "select 'x' as b, 2 as c"]) {
      fetched.push(
        await db.transaction(async (tx) => {
          await tx.execute(sql.raw(`declare c cursor for ${select}`));
          return (await tx.execute(sql`fetch all from c`)).rows;
        }),
      );
    }
    expect(fetched).toEqual([[{ a: 1 }], [{ b: 'x', c: 2 }]]);
  });

  it('refuses a query once the instance is closing or closed, as PGlite does, instead of sending it to a closed database', async () => {
    for (const microtasks of [0, 13, 40]) {
      const own = new PGlite();
      await own.waitReady;
      const wrapped = forDrizzle(own);
      await wrapped.query('select 1 as one');
      const closing = own.close();
      for (let i = 0; i < microtasks; i++) await null;
      const refused = await wrapped.query('select 1 as one').catch((e: unknown) => e);
      await closing;
      expect((refused as Error).message).toMatch(/^PGlite is clos(ing|ed)$/);
    }
  });

  it('keeps at most STATEMENTS_KEPT statements, closing the least recently used', async () => {
    const statements = new PgliteStatements(client);
    for (let i = 0; i < STATEMENTS_KEPT + 20; i++) await statements.query(`select ${i}::int as n`);
    expect(statements.size).toBe(STATEMENTS_KEPT);
    const kept = await statements.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements');
    // the evicted ones are closed with the next new statement: at most that one's predecessor is still open
    expect(kept.rows[0].count).toBeLessThanOrEqual(STATEMENTS_KEPT + 2);
    expect((await statements.query<{ n: number }>('select 3::int as n')).rows).toEqual([{ n: 3 }]);
  });

  it('waits for a running transaction before a query from outside it, as PGlite does', async () => {
    const db = drizzle(forDrizzle(client));
    const order: string[] = [];
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const tx = db.transaction(async (t) => {
      await t.insert(item).values({ id: 5, name: 'five' });
      inserted();
      await finishing;
      order.push('commit');
    });
    await insertedYet;
    const outside = db
      .select()
      .from(item)
      .then((rows) => {
        order.push(`read ${rows.length}`);
      });
    finish();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['commit', 'read 1']);
  });

  it('shares one set of names between two wrappers of one instance', async () => {
    const first = drizzle(forDrizzle(client));
    const second = drizzle(forDrizzle(client));
    await first.insert(item).values({ id: 1, name: 'one' });
    await second.insert(item).values({ id: 2, name: 'two' });
    expect(await second.select().from(item).where(eq(item.id, 1))).toEqual([{ id: 1, name: 'one' }]);
    expect(await first.select().from(item).where(eq(item.id, 2))).toEqual([{ id: 2, name: 'two' }]);
  });

  it('refuses a query on a transaction that has ended', async () => {
    const db = drizzle(forDrizzle(client));
    let kept: typeof db | undefined;
    await db.transaction(async (t) => {
      kept = t as unknown as typeof db;
    });
    await expect(kept!.select().from(item)).rejects.toThrow();
  });
});
