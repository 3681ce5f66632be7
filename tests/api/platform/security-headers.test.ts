import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from '../../../src/server/http/security-headers.ts';
import { EXTRA_ROUTES } from '../../../src/server/routes.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** The Node server's answers: pages, API, unknown routes, all with the shared security headers. */
let t: TestApp;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  const site = mkdtempSync(path.join(os.tmpdir(), 'ugift-site-'));
  mkdirSync(path.join(site, 'privacy-policy'));
  writeFileSync(path.join(site, 'home.html'), '<h1>Home</h1>');
  writeFileSync(path.join(site, 'privacy-policy.html'), '<h1>Privacy Policy</h1>');
  writeFileSync(path.join(site, 'privacy-policy', 'cn.html'), '<h1>隐私政策</h1>');
  writeFileSync(path.join(site, '404.html'), '<h1>Sorry, page not found</h1>');
  app = createApp(t.deps, { staticRoot: site, routes: EXTRA_ROUTES });
});
afterAll(async () => {
  await t.close();
});

function expectSecurityHeaders(res: Response, set: Readonly<Record<string, string>> = SECURITY_HEADERS): void {
  for (const [name, value] of Object.entries(set)) expect(res.headers.get(name), name).toBe(value);
}

describe('security headers of the Node server', () => {
  it('are on pages, including translated content pages', async () => {
    for (const url of ['/UgiftWeb/home', '/UgiftWeb/privacy-policy', '/UgiftWeb/privacy-policy/cn']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expectSecurityHeaders(res);
    }
  });

  it('are on API answers, successful or refused, with the API’s own policy: data that loads and frames nothing', async () => {
    const refused = await app.request('/UgiftWeb/api/token', {
      method: 'POST',
      body: new URLSearchParams({ option: 'get_api_token', source: 'web', timestamp: '1', api_key: 'bad' }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(refused, API_SECURITY_HEADERS);
    const ok = await app.request('/UgiftWeb/api/profile', {
      method: 'POST',
      body: new URLSearchParams({ option: 'list_country' }),
      headers: { authorization: `Bearer ${await t.guestToken()}` },
    });
    expect(ok.status).toBe(200);
    expectSecurityHeaders(ok, API_SECURITY_HEADERS);
    expect(ok.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const unknown = await app.request('/UgiftWeb/api/nothing/here');
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown, API_SECURITY_HEADERS);
  });

  it('are on the 404 page, which every unknown route under the base path answers with status 404', async () => {
    for (const url of ['/UgiftWeb/no-such-page', '/UgiftWeb/a/b/c', '/UgiftWeb/privacy-policy/fr', '/UgiftWeb/..%2f..%2fetc%2fpasswd']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).toContain('Sorry, page not found');
      expectSecurityHeaders(res);
    }
  });

  it('keep a route’s own Content-Security-Policy (a provider page) but still add the others', async () => {
    const own = "default-src 'self'; script-src 'self' https://js.provider.example";
    const custom = createApp(t.deps, {
      routes: [(a) => void a.get('/UgiftWeb/own-policy', (c) => c.text('x', 200, { 'Content-Security-Policy': own }))],
    });
    const res = await custom.request('/UgiftWeb/own-policy');
    expect(res.headers.get('Content-Security-Policy')).toBe(own);
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  });
});
