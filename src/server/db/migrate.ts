import { rowsOf } from './rows-of.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { projectRoot } from './project-root.ts';

/** Next to this module in the sources; under the project's folder when the server runs from its bundle. */
const BESIDE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATIONS_DIR = existsSync(BESIDE) ? BESIDE : path.join(projectRoot(import.meta.url), 'src/server/db/migrations');

/** The migration files, in the order they apply (file names sort by their number prefix). */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/**
 * Applies every migration not yet recorded in schema_migrations, each file in its own transaction,
 * under an advisory lock so that two servers starting together do not race. Same files on PGlite and PostgreSQL.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.execute(
    sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
  );
  const applied: string[] = [];
  // one read finds what is already applied (a warm start then runs no per-file transaction); a file not yet applied
  // is checked again under the lock, in case another server applied it meanwhile
  const known = new Set(rowsOf<{ name: string }>(await db.execute(sql`select name from schema_migrations`)).map((r) => r.name));
  for (const file of migrationFiles(dir)) {
    if (known.has(file)) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(72621)`);
      const done = await tx.execute(sql`select 1 from schema_migrations where name = ${file}`);
      if (rowsOf(done).length > 0) return;
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (name) values (${file})`);
      applied.push(file);
    });
  }
  return applied;
}
