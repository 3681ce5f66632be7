import type { Db } from './client.ts';
import { sqlStateOf } from './sql-state.ts';

/** deadlock_detected and serialization_failure: the database rolled the work back; running it again is safe. */
const RETRYABLE = new Set(['40P01', '40001']);
export const TRANSACTION_TRIES = 3;

/**
 * Runs the work in a transaction, and runs it again (up to TRANSACTION_TRIES in all) when PostgreSQL gave it up as a
 * deadlock victim or a serialization failure (docs/decisions/0095). Any other error, or the last failure, is thrown.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= TRANSACTION_TRIES || !state || !RETRYABLE.has(state)) throw error;
    }
  }
}
