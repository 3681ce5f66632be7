/** The rows of a raw `db.execute` result: PGlite answers { rows }, node-postgres answers { rows } too, some drivers an array. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
