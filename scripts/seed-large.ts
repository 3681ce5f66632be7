/**
 * npm run seed:large (decision 0254): a year of a busy shop in PostgreSQL (DATABASE_URL), on top of the demo shop.
 * `-- --pg` runs it in a private throw-away cluster (scripts/with-postgres.sh), to time it. Sizes: SEED_LARGE_SCALE
 * (1 = 200,000 members, 1,000,000 orders, 2,500,000 vouchers ...) and SEED_LARGE_<SIZE> (src/server/seed/large/sizes.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../src/server/db/client.ts';
import { prepareLarge } from '../src/server/seed/large/prepare-large.ts';
import { sizesFromEnv } from '../src/server/seed/large/sizes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wantsPg = process.argv.includes('--pg');
if (wantsPg && !process.env.TEST_DATABASE_URL) {
  const r = spawnSync('bash', [path.join(root, 'scripts/with-postgres.sh'), process.execPath, fileURLToPath(import.meta.url), '--pg'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
}
const databaseUrl = wantsPg ? process.env.TEST_DATABASE_URL : process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('seed:large needs DATABASE_URL (a PostgreSQL database; its user must be a superuser), or -- --pg for a throw-away cluster');
  process.exit(2);
}
const sizes = sizesFromEnv();
console.log(`seed:large ${JSON.stringify(sizes)}`);
const started = performance.now();
const handle = await createDb({ databaseUrl, poolSize: 1 });
try {
  const result = await prepareLarge(handle.db, sizes, (line) => console.log(line));
  if (result) {
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(result.counts)}`);
    console.log(`Heavy member id ${result.heavyMemberId}, heavy brand id ${result.heavyBrandId}`);
  }
} finally {
  await handle.close();
}
