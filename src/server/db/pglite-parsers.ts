import type { PGlite } from '@electric-sql/pglite';
import { RUNS_EXCLUSIVELY } from './exclusive.ts';
import { traceQuery } from '../metrics/tracing-hooks.ts';
import { mayBeNamed, type PgliteStatements, statementsOf } from './pglite-statements.ts';

/**
 * The types drizzle's PGlite driver asks to get as text on every query (timestamp, timestamptz, interval, date, and
 * the numeric, timestamp, timestamptz, interval and date arrays): it maps them to its own values itself.
 */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;
const asText = (value: string) => value;
const TEXT_SET = new Set<number>(TEXT_TYPES);

type QueryOptions = { parsers?: Record<number, unknown>; [key: string]: unknown } | undefined;
type Queryable = { query: (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown> };

/** Whether a query's parsers are only drizzle's "keep it as text" ones. */
function onlyTextParsers(parsers: Record<number, unknown>): boolean {
  for (const oid in parsers) if (!TEXT_SET.has(Number(oid))) return false;
  return true;
}

/** Options a named statement serves as PGlite's `query` would: drizzle's (row mode, its text parsers) and none. */
function plainOptions(options: QueryOptions): boolean {
  if (!options) return true;
  for (const key in options) if (key !== 'rowMode' && key !== 'parsers') return false;
  return !options.parsers || onlyTextParsers(options.parsers);
}

/**
 * PGlite merges a query's own `parsers` into a copy of its full table (318 types) on every query: measured, 0.47 ms
 * for `select 1` instead of 0.22 ms, a quarter of a reservation's time (decision 0233). Drizzle passes the same nine
 * "as text" parsers with every query, so they are set once on the instance instead. Such a query then runs as a named
 * statement (decision 0235), under the locks PGlite's own `query` takes: `exclusive` is the transaction lock and the
 * query lock at the top level, the query lock alone inside a transaction (which holds the other). Any other options
 * go to PGlite's `query` as given. The instance's table is checked again before each such query (nine look-ups), in
 * case PGlite rebuilt it.
 */
function namedStatementQuery(
  target: Queryable,
  client: PGlite,
  statements: PgliteStatements,
  exclusive: <T>(work: () => Promise<T>) => Promise<T>,
): Queryable['query'] {
  const query = target.query.bind(target);
  return (text, params, options) => {
    if (!plainOptions(options) || !mayBeNamed(text)) return query(text, params, options);
    ensureTextParsers(client);
    const { parsers: _same, ...rest } = options ?? {};
    return exclusive(() => statements.query(text, params, rest));
  };
}

/** The query in a span of its own when tracing is on and a request's span is current (decision 0273). */
const traced =
  (query: Queryable['query']): Queryable['query'] =>
  (text, params, options) =>
    traceQuery(text, () => query(text, params, options));

/** `target` with some methods replaced, marked as running exclusively (exclusive.ts). */
function standIn<T extends object>(target: T, overrides: Record<string, unknown>): T {
  return new Proxy(target, {
    get(t, prop) {
      if (prop === RUNS_EXCLUSIVELY) return true;
      if (typeof prop === 'string' && Object.hasOwn(overrides, prop)) return overrides[prop];
      const value = Reflect.get(t, prop, t);
      // PGlite's methods use private fields: they must run on the instance itself, not on the proxy
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
}

function ensureTextParsers(client: PGlite): void {
  const table = client.parsers as Record<number, unknown>;
  for (const oid of TEXT_TYPES) if (table[oid] !== asText) table[oid] = asText;
}

/** The client drizzle is given: PGlite itself, and its transactions, with named statements and no parser copies. */
export function forDrizzle(client: PGlite): PGlite {
  ensureTextParsers(client);
  const statements = statementsOf(client);
  const transaction = client.transaction.bind(client);
  // As PGlite's own query: refused once the instance is closing or closed (checked again under the locks, which
  // close() takes to set its flag), so that nothing is sent to a database that has been told to end.
  const open = () => client._checkReady();
  const topLevel = async <T>(work: () => Promise<T>) => {
    await open();
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        await open();
        const result = await work();
        await client.syncToFs();
        return result;
      }),
    );
  };
  return standIn(client, {
    query: traced(namedStatementQuery(client as unknown as Queryable, client, statements, topLevel)),
    transaction: <R>(work: (tx: Queryable) => Promise<R>) =>
      transaction((tx) => {
        const queryable = tx as unknown as Queryable;
        // as PGlite's own transaction does, a query after COMMIT or ROLLBACK is refused; the instance cannot be
        // closing meanwhile, since close() waits for the transaction lock this transaction holds
        const inTransaction = <T>(run: () => Promise<T>) => {
          if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
          return client.runExclusive(run);
        };
        return work(standIn(queryable, { query: traced(namedStatementQuery(queryable, client, statements, inTransaction)) })) as Promise<R>;
      }),
  });
}
