import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import {
  CMS_LOCAL_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
  COUNTER_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from '../../../src/server/http/security-headers.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let app: ReturnType<typeof createApp>;
const page = `<!doctype html><html><body>${'<p>Gift cards for everyone.</p>'.repeat(40)}</body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  const root = mkdtempSync(path.join(tmpdir(), 'ugift-site-'));
  mkdirSync(path.join(root, '_astro'));
  writeFileSync(path.join(root, 'home.html'), page);
  writeFileSync(path.join(root, '404.html'), '<h1>Sorry, page not found</h1>');
  writeFileSync(path.join(root, 'cms.html'), '<p>content editor</p>');
  writeFileSync(path.join(root, 'counter.html'), '<p>counter</p>');
  writeFileSync(path.join(root, '_astro', 'island.abc123.js'), 'export const x = 1;'.repeat(60));
  app = createApp(t.deps, { staticRoot: root });
});
afterAll(async () => t.close());

describe('the static site', () => {
  it('serves a page by its route, in Brotli or gzip for browsers that accept them and plain otherwise', async () => {
    const br = await app.request('/UgiftWeb/home', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);
    const gz = await app.request('/UgiftWeb/home', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
    const plain = await app.request('/UgiftWeb/home', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    expect(plain.headers.get('cache-control')).toContain('must-revalidate');
  });

  it("gives the content editor's page (alone) its own policy: code evaluation for Decap, and decap-server on this machine", async () => {
    for (const route of ['/UgiftWeb/cms/', '/UgiftWeb/cms']) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-security-policy'), route).toBe(CMS_LOCAL_CONTENT_SECURITY_POLICY);
    }
    expect((await app.request('/UgiftWeb/home')).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await app.request('/UgiftWeb/cms-not')).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('lets the counter (alone) use the camera and compile its WebAssembly decoder', async () => {
    const counter = await app.request('/UgiftWeb/counter');
    expect(counter.headers.get('content-security-policy')).toBe(COUNTER_CONTENT_SECURITY_POLICY);
    expect(counter.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=(), payment=()');
    const home = await app.request('/UgiftWeb/home');
    expect(home.headers.get('permissions-policy')).toBe(SECURITY_HEADERS['Permissions-Policy']);
  });

  it("sends the counter's old address to the counter for good (decision 0275)", async () => {
    for (const old of ['/UgiftWeb/merchant', '/UgiftWeb/merchant.html']) {
      const res = await app.request(old);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/UgiftWeb/counter');
    }
  });

  it('marks hashed assets immutable', async () => {
    const res = await app.request('/UgiftWeb/_astro/island.abc123.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('answers unknown routes and escapes from the site folder with the 404 page and status 404', async () => {
    const missing = await app.request('/UgiftWeb/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Sorry, page not found');
    const traversal = await app.request('/UgiftWeb/..%2f..%2fetc%2fpasswd');
    expect(traversal.status).toBe(404);
  });

  it('redirects the root and the bare base path to the home page', async () => {
    for (const p of ['/', '/UgiftWeb', '/UgiftWeb/']) {
      const res = await app.request(p);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/UgiftWeb/home');
    }
  });
});
