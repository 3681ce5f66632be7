import type { Logger } from 'pino';
import { createLogger } from './platform/logger.ts';
import type { AppConfig } from './platform/config.ts';
import { createDb, type DbHandle } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { alignRollupZone } from './ledger/rollup-zone.ts';
import { BUSINESS_TZ } from './platform/format-date.ts';
import { seedDemoData } from './seed/index.ts';
import { demoStaffPasswordsInUse, seedDemoStaff } from './seed/staff.ts';
import type { AppDeps } from './http/context.ts';
import { createAdapters } from './create-adapters.ts';

export interface Runtime {
  deps: AppDeps;
  handle: DbHandle;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds the demo data on first run and wires the adapters. */
export async function bootstrap(
  config: AppConfig,
  options: { seed?: boolean; clock?: () => Date; logger?: Logger } = {},
): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.logLevel);
  if (config.signingSecretIsDefault) {
    logger.warn('API_SIGNING_SECRET is not set: using the documented development secret ugift-dev-signing-secret');
  }
  const handle = await createDb({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    keepWarm: true,
  });
  const applied = await migrate(handle.db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  // the ledger's rollups count business days of the server's time zone (decision 0276)
  if (await alignRollupZone(handle.db, BUSINESS_TZ)) logger.info({ zone: BUSINESS_TZ }, 'rollups rebuilt for the time zone');
  const clock = options.clock ?? (() => new Date());
  if (options.seed !== false) {
    const summary = await seedDemoData(handle.db, clock());
    if (summary) logger.info({ summary }, 'demo data seeded');
    // a database seeded before the back office existed gets its demo staff now
    const staff = await seedDemoStaff(handle.db, clock());
    if (staff) logger.info({ staff }, 'demo staff seeded');
  }
  if (config.publicBaseUrl.startsWith('https://') && (await demoStaffPasswordsInUse(handle.db))) {
    await handle.close();
    throw new Error(
      'Refusing to start: a staff account still has the demo password (ugift-staff-demo) and PUBLIC_BASE_URL is https. ' +
        'Set new passwords in the back office or disable the demo staff (npm run staff -- disable --email E).',
    );
  }
  const deps: AppDeps = { db: handle.db, config, logger, adapters: createAdapters(config, logger), clock };
  return { deps, handle, close: () => handle.close() };
}
