import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The module pages import the snapshot from (typed in virtual-snapshot.d.ts). */
export const SNAPSHOT_MODULE = 'virtual:ugift/home-snapshot';
const RESOLVED = `\0${SNAPSHOT_MODULE}`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = path.join(root, 'scripts/build-snapshot.ts');
/** What the snapshot depends on: the seed, the migrations, the list handlers' domains, the snapshot's own code. */
const INPUTS = [
  'src/server/seed',
  'src/server/db',
  'src/server/catalogue',
  'src/server/frontend',
  'src/server/giftcard',
  'src/server/campaign',
  'src/snapshot/home-snapshot.ts',
  'scripts/build-snapshot.ts',
];

function hashInputs(): string {
  const hash = createHash('sha256');
  const walk = (p: string) => {
    const full = path.join(root, p);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) walk(path.join(p, name));
    } else {
      hash.update(p).update(readFileSync(full));
    }
  };
  for (const p of INPUTS) walk(p);
  // the seed's dates (campaign windows) follow the day of the build
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the home and catalogue snapshot before Astro renders the pages (scripts/build-snapshot.ts in a child
 * process, so that the server's modules and PGlite stay out of Vite) and serves it as SNAPSHOT_MODULE. Cached under
 * .astro/ by the hash of its inputs and the day. A failure is a warning: the pages then fall back to skeletons.
 * SNAPSHOT=0 leaves it out.
 */
export default function homeSnapshot(): AstroIntegration {
  let json = 'null';
  return {
    name: 'ugift-home-snapshot',
    hooks: {
      'astro:config:setup': ({ updateConfig, logger }) => {
        if (process.env.SNAPSHOT !== '0') {
          const dir = path.join(root, '.astro/ugift-snapshot');
          const file = path.join(dir, `${hashInputs()}.json`);
          try {
            if (!existsSync(file)) {
              mkdirSync(dir, { recursive: true });
              execFileSync(process.execPath, [SCRIPT, file], { stdio: ['ignore', 'ignore', 'inherit'], cwd: root });
              logger.info(`snapshot built: ${path.relative(root, file)}`);
            }
            json = readFileSync(file, 'utf8');
          } catch (e) {
            logger.warn(`no snapshot (pages show skeletons until the API answers): ${(e as Error).message}`);
          }
        }
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'ugift-home-snapshot',
                resolveId: (id: string) => (id === SNAPSHOT_MODULE ? RESOLVED : undefined),
                load: (id: string) => (id === RESOLVED ? `export default ${json};` : undefined),
              },
            ],
          },
        });
      },
    },
  };
}
