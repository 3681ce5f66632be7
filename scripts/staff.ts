/**
 * npm run staff: staff accounts from the command line (the first admin of a real deployment).
 *
 *   npm run staff -- create --email E --role R [--name N] [--brand-id B]   # prints a generated password once
 *   STAFF_PASSWORD=... npm run staff -- create --email E --role admin      # or takes the one given
 *   npm run staff -- disable --email E
 *   npm run staff -- list
 *
 * Uses the same database as the server (DATABASE_URL, or the embedded PGlite under DATA_DIR) and applies migrations.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDb } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { rowsOf } from '../src/server/db/rows-of.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { ApiError } from '../src/server/platform/api-error.ts';
import { createStaff } from '../src/server/admin/staff/staff-resource.ts';
import { endStaffSessions } from '../src/server/admin/session/staff-session.ts';
import { staffCreate } from '../src/shared/admin/staff.ts';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, 'brand-id': { type: 'string' } },
});
const config = loadConfig();
const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
await migrate(handle.db);
let exitCode = 0;
try {
  if (command === 'create') {
    const generated = !process.env.STAFF_PASSWORD;
    const password = process.env.STAFF_PASSWORD ?? randomBytes(18).toString('base64url');
    const parsed = staffCreate.safeParse({
      email: values.email,
      role: values.role,
      name: values.name ?? '',
      password,
      brand_id: values['brand-id'] ? Number(values['brand-id']) : null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    }
    const row = await createStaff(handle.db, parsed.data, new Date());
    console.log(`Created ${row.role} ${row.email} (${row.id}).`);
    if (generated) console.log(`Password (shown once): ${password}`);
  } else if (command === 'disable') {
    const done = rowsOf<{ id: string }>(
      await handle.db.execute(
        sql`update staff set disabled = true, updated_at = now(), version = version + 1 where lower(email) = lower(${values.email ?? ''}) returning id`,
      ),
    );
    if (done.length === 0) throw new Error(`no staff account ${values.email}`);
    await endStaffSessions(handle.db, done[0].id);
    console.log(`Disabled ${values.email}.`);
  } else if (command === 'list') {
    for (const r of rowsOf<{ email: string; role: string; disabled: boolean }>(
      await handle.db.execute(sql`select email, role, disabled from staff order by email`),
    ))
      console.log(`${r.role.padEnd(10)} ${r.email}${r.disabled ? ' (disabled)' : ''}`);
  } else {
    console.log('usage: npm run staff -- create --email E --role admin|catalogue|marketing|support|merchant [--name N] [--brand-id B]');
    console.log('       npm run staff -- disable --email E | list');
    exitCode = command ? 1 : 0;
  }
} catch (error) {
  console.error(error instanceof ApiError || error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
