import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RESOURCE_LIST } from '../../../src/shared/admin/resources.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { adminRequest } from './admin-support.ts';

const run = promisify(execFile);
const REDOCLY = path.resolve('node_modules/.bin/redocly');

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'ugift-openapi-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** redocly's recommended rules: the exit status is 1 on any error, and the summary counts each rule's problems. */
async function lint(doc: unknown, name: string): Promise<{ code: number; output: string }> {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  try {
    const { stdout, stderr } = await run(REDOCLY, ['lint', file, '--format=summary'], { timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

type Doc = { paths: Record<string, Record<string, { operationId?: string }>> };
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops)
      .filter(([method]) => method !== 'parameters')
      .map(([method, op]) => ({ at: `${method} ${p}`, id: op.operationId })),
  );

describe('the admin OpenAPI document (decision 0250)', () => {
  it('passes redocly lint with no error, an operationId on every operation, each one unique', async () => {
    const doc = (await adminRequest(t, 'GET', '/openapi.json')).body as Doc;
    const result = await lint(doc, 'admin');
    expect(result.output).not.toMatch(/^error/m);
    expect(result.code, result.output).toBe(0);
    const ops = operations(doc);
    expect(ops.filter((o) => !o.id).map((o) => o.at)).toEqual([]);
    expect(new Set(ops.map((o) => o.id)).size).toBe(ops.length);
    for (const r of ADMIN_RESOURCE_LIST.filter((e) => !('custom' in e))) expect(doc.paths, r.name).toHaveProperty(`/${r.name}`);
  });

  it("keeps the shop's document passing redocly lint too", async () => {
    const doc = await (await t.app.request('/UgiftWeb/api/openapi.json')).json();
    const result = await lint(doc, 'shop');
    expect(result.code, result.output).toBe(0);
  });

  it("generates a client's types with openapi-typescript that type-check against the records they describe", async () => {
    const doc = (await adminRequest(t, 'GET', '/openapi.json')).body;
    const types = astToString(await openapiTS(doc as never));
    writeFileSync(path.join(dir, 'admin-api.ts'), types);
    const use = path.join(dir, 'use.ts');
    writeFileSync(
      use,
      `import type { components, operations, paths } from './admin-api.ts';
type Music = components['schemas']['music.record'];
export const track: Music = { id: 1, name: 'Waltz', name_cn: '', name_jp: '', url: '/UgiftWeb/media/a.mp3', duration_ms: 1000, sort: 0, version: 1 };
type Listed = paths['/music']['get']['responses'][200]['content']['application/json'];
export const list: Listed = [track];
export const refund: keyof operations = 'ordersRefund';
// @ts-expect-error a record's field has its type
export const wrong: Music = { ...track, duration_ms: 'long' };
`,
    );
    const program = ts.createProgram([use], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});
