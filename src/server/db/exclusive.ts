/** Marks the PGlite client drizzle is given, and its transactions (pglite-parsers.ts). */
export const RUNS_EXCLUSIVELY = Symbol('ugift.runsExclusively');

/**
 * Whether a drizzle database or transaction runs on the embedded PGlite, whose queries and transactions all run one at
 * a time (PGlite holds its one connection for a whole transaction). Read from the session's client, which is the
 * marked stand-in on PGlite and a node-postgres pool or client on PostgreSQL.
 */
export function runsExclusively(db: object): boolean {
  const session = (db as { session?: { client?: Record<symbol, unknown> } }).session;
  return session?.client?.[RUNS_EXCLUSIVELY] === true;
}
