import { readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/server/db/project-root.ts';
import { BUNDLE, serverBundle } from '../../../scripts/server-bundle.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Decision 0222: npm start runs the server from one bundle, rebuilt when a server source is newer. */
describe('the server start-up bundle', () => {
  it('is built from the sources, keeps the run-time-loading packages outside, and finds the project from its folder', async () => {
    const file = await serverBundle();
    expect(file).toBe(BUNDLE);
    const text = readFileSync(BUNDLE, 'utf8');
    expect(text).toMatch(/from "@electric-sql\/pglite"/);
    expect(text).toMatch(/from "pg"/);
    expect(text).toContain('Ugift is running at');
    // the OpenTelemetry SDK is imported only when tracing is on (decision 0273)
    expect(text).toMatch(/import\("@opentelemetry\/sdk-node"\)/);
    expect(text).not.toMatch(/from "@opentelemetry\/sdk-node"/);
    expect(projectRoot(pathToFileURL(BUNDLE).href)).toBe(ROOT);
  }, 60_000);

  it('is rebuilt when a server source is newer than it', async () => {
    await serverBundle();
    const ancient = new Date(1000); // older than any source
    utimesSync(BUNDLE, ancient, ancient);
    const before = Date.now();
    await serverBundle();
    expect(statSync(BUNDLE).mtimeMs).toBeGreaterThanOrEqual(before - 1000);
  }, 60_000);
});
