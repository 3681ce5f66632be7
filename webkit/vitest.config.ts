import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The WebKit smoke suite (docs/decisions/0240): `vitest run --config webkit/vitest.config.ts` after `astro build`.
 * One file, one browser session, the steps in order; WEBKIT_PORT chooses the shop server's port (default 4398).
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['webkit/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 150_000,
    pool: 'forks',
    maxWorkers: 1,
    bail: 1,
  },
});
