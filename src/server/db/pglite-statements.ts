import { messages as pgMessages, type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = InstanceType<typeof pgMessages.RowDescriptionMessage>;
type QueryOptions = Parameters<PGlite['query']>[2];

interface Statement {
  name: string;
  /** the parameters' type ids, as the server described them (they choose PGlite's serializers) */
  paramTypes: number[];
  /** the result's columns, or null for a statement without rows */
  fields: RowDescription | null;
}

/** How many named statements one PGlite instance keeps (a query text beyond them closes the least recently used). */
export const STATEMENTS_KEPT = 256;

/**
 * Statements whose columns are not known when they are prepared (a cursor's FETCH or MOVE, SQL-level EXECUTE): their
 * answers cannot be built from columns described once, so they go to PGlite's own `query`.
 */
const COLUMNS_VARY = /^\s*(fetch|move|execute)\b/i;

/** Whether a query text may run as a named statement. */
export const mayBeNamed = (text: string): boolean => !COLUMNS_VARY.test(text);

/** Command tags of schema changes: every statement's parameter types were fixed when it was prepared. */
const SCHEMA_CHANGE = /^(CREATE|ALTER|DROP) /;

const { serialize } = protocol;

/**
 * Named prepared statements on PGlite (decision 0235). PGlite's own `query` parses, describes and plans every query
 * again, in six separate calls into the database; here each query text is parsed and described once, then each run
 * is one call (Bind, Execute, Sync) that reuses the statement and, after five runs, PostgreSQL's cached plan. The
 * caller holds PGlite's locks and has checked it is open (see forDrizzle). Answers what PGlite's `query` answers; a
 * statement that fails is prepared again on its next run, and a schema change (CREATE, ALTER, DROP) run through here
 * makes every statement be prepared again, since parameter types are fixed when a statement is prepared.
 */
export class PgliteStatements {
  readonly #client: PGlite;
  readonly #byText = new Map<string, Statement>();
  #made = 0;
  /** a statement closed on eviction, closed for good with the next call into the database */
  #toClose: string[] = [];

  constructor(client: PGlite) {
    this.#client = client;
  }

  get size(): number {
    return this.#byText.size;
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const statement = await this.#prepared(text, params);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.#client.serializers[statement.paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    let messages: BackendMessage[];
    try {
      messages = await this.#client.execProtocolStream(
        Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
    } catch (error) {
      // Prepared again on its next run: its table may have changed shape ("cached plan must not change result
      // type") or its parameters' types, or the statement may have been deallocated.
      this.#forget(text);
      throw withQuery(error, text, params, options);
    }
    if (changedSchema(messages)) this.#forgetAll();
    const withFields = statement.fields ? [statement.fields, ...messages] : messages;
    return parse.parseResults(withFields, this.#client.parsers, options)[0] as Results<T>;
  }

  async #prepared(text: string, params: unknown[]): Promise<Statement> {
    const known = this.#byText.get(text);
    if (known) {
      // most recently used last
      this.#byText.delete(text);
      this.#byText.set(text, known);
      return known;
    }
    const name = `ugift_${++this.#made}`;
    const closing = this.#toClose.map((old) => serialize.close({ type: 'S', name: old }));
    this.#toClose = [];
    let messages: BackendMessage[];
    try {
      messages = await this.#client.execProtocolStream(
        Buffer.concat([...closing, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
    } catch (error) {
      throw withQuery(error, text, params, undefined);
    }
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (messages.find((m) => m instanceof pgMessages.RowDescriptionMessage) as RowDescription | undefined) ?? null,
    };
    this.#byText.set(text, statement);
    if (this.#byText.size > STATEMENTS_KEPT) this.#forget(this.#byText.keys().next().value as string);
    return statement;
  }

  #forgetAll(): void {
    for (const text of [...this.#byText.keys()]) this.#forget(text);
  }

  /** Drops a statement; it is closed with the next statement prepared. */
  #forget(text: string): void {
    const statement = this.#byText.get(text);
    if (!statement) return;
    this.#byText.delete(text);
    this.#toClose.push(statement.name);
  }
}

/** Whether a run's command tag is a schema change (CREATE, ALTER or DROP of anything). */
function changedSchema(messages: BackendMessage[]): boolean {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m instanceof pgMessages.CommandCompleteMessage) return SCHEMA_CHANGE.test(m.text);
  }
  return false;
}

const perClient = new WeakMap<PGlite, PgliteStatements>();

/** The one set of named statements of a PGlite instance (its names are the instance's session state). */
export function statementsOf(client: PGlite): PgliteStatements {
  let statements = perClient.get(client);
  if (!statements) {
    statements = new PgliteStatements(client);
    perClient.set(client, statements);
  }
  return statements;
}

/** PGlite's errors carry the query and its parameters (as PGlite's own `query` adds them). */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions): unknown {
  if (error && typeof error === 'object' && 'code' in error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}
