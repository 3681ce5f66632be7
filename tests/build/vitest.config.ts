import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Tests over the built site (JS budget, CSP of inline scripts, service worker, content build errors). They run after
 * `astro build` in scripts/test.sh: `vitest run --config tests/build/vitest.config.ts`. Without a build in SITE_DIR
 * (default dist/UgiftWeb) they build into a temporary directory first.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    include: ['tests/build/**/*.spec.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
