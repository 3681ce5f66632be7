import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { cmsMediaHeaders } from '../../../src/server/http/static-site.ts';
import {
  ASTRO_INLINE_SCRIPT_HASHES,
  OWN_INLINE_SCRIPT_HASHES,
  CMS_CONTENT_SECURITY_POLICY,
  CMS_LOCAL_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
  COUNTER_CONTENT_SECURITY_POLICY,
  COUNTER_PERMISSIONS_POLICY,
  SECURITY_HEADERS,
} from '../../../src/server/http/security-headers.ts';
import { FIRST_PAINT_HINTS_SCRIPT } from '../../../src/features/shell/first-paint-hints.ts';
import { EARLY_CALLS_SCRIPT } from '../../../src/features/shell/early-calls-script.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const digest = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

interface NetlifyConfig {
  headers: Array<{ for: string; values: Record<string, string> }>;
  redirects: Array<{ from: string; to: string; status: number }>;
  build: { command: string; publish: string; environment: Record<string, string> };
  functions: { directory: string };
}
const netlify = parse(readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8')) as unknown as NetlifyConfig;

describe('Content-Security-Policy', () => {
  it("allows exactly the inline scripts of the installed Astro (island runtime and directives) and no 'unsafe-inline' script", async () => {
    const astroDist = path.join(ROOT, 'node_modules/astro/dist/runtime');
    const load = async (file: string) => (await import(/* @vite-ignore */ path.join(astroDist, file))).default as string;
    const island = await load('server/astro-island.prebuilt.js');
    const directives = await Promise.all(['idle', 'load', 'visible', 'media', 'only'].map((d) => load(`client/${d}.prebuilt.js`)));
    const expected = [island, ...directives].map(digest);
    // On an Astro upgrade this fails: put the new values in ASTRO_INLINE_SCRIPT_HASHES and netlify.toml.
    expect([...ASTRO_INLINE_SCRIPT_HASHES]).toEqual(expected);
    // our own: the client:paint directive as Astro bundles it, the first-paint hints and the early calls
    const { buildClientDirectiveEntrypoint } = await import(
      /* @vite-ignore */ path.join(ROOT, 'node_modules/astro/dist/core/client-directive/build.js')
    );
    const paint: string = await buildClientDirectiveEntrypoint(
      'paint',
      path.join(ROOT, 'src/features/shell/after-paint/after-paint-directive.ts'),
      pathToFileURL(`${ROOT}/`),
    );
    const own = [paint, FIRST_PAINT_HINTS_SCRIPT, EARLY_CALLS_SCRIPT].map(digest);
    // When any of them changes this fails: put the new values in OWN_INLINE_SCRIPT_HASHES and netlify.toml.
    expect([...OWN_INLINE_SCRIPT_HASHES]).toEqual(own);
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' ${[...expected, ...own].join(' ')}`);
    expect(scriptSrc).not.toContain('unsafe');
  });

  it('forbids framing, plugins and foreign form targets', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['default-src']).toBe("'self'");
    expect(directives['form-action']).toBe("'self'");
    expect(directives['connect-src']).toBe("'self'");
  });
});

describe("the content editor's policy", () => {
  it("differs from the shop's only by 'unsafe-eval' (and, served locally, decap-server on this machine)", () => {
    expect(CMS_CONTENT_SECURITY_POLICY).toBe(CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"));
    expect(CMS_LOCAL_CONTENT_SECURITY_POLICY).toBe(
      CMS_CONTENT_SECURITY_POLICY.replace("connect-src 'self'", "connect-src 'self' http://localhost:* http://127.0.0.1:*"),
    );
  });
});

describe('netlify.toml', () => {
  it('sends the content editor its policy in rules after "/*" (the later matching rule wins), and no other path gets it', () => {
    const index = (path: string) => netlify.headers.findIndex((h) => h.for === path);
    for (const path of ['/UgiftWeb/cms', '/UgiftWeb/cms/*']) {
      expect(index(path), path).toBeGreaterThan(index('/*'));
      expect(netlify.headers[index(path)].values).toEqual({ 'Content-Security-Policy': CMS_CONTENT_SECURITY_POLICY });
    }
    const withPolicy = netlify.headers.filter((h) => 'Content-Security-Policy' in h.values).map((h) => h.for);
    expect(withPolicy).toEqual(['/*', '/UgiftWeb/cms-media/*', '/UgiftWeb/cms', '/UgiftWeb/cms/*', '/UgiftWeb/counter']);
  });

  it('serves the content editor\'s media inert on Netlify too, after "/*" (decision 0237)', () => {
    const index = netlify.headers.findIndex((h) => h.for === '/UgiftWeb/cms-media/*');
    expect(index).toBeGreaterThan(netlify.headers.findIndex((h) => h.for === '/*'));
    expect(netlify.headers[index].values).toEqual({
      'Content-Security-Policy': cmsMediaHeaders('image/png')['Content-Security-Policy'],
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('sends the counter its camera and WebAssembly allowances after "/*", and nowhere else', () => {
    const index = netlify.headers.findIndex((h) => h.for === '/UgiftWeb/counter');
    expect(index).toBeGreaterThan(netlify.headers.findIndex((h) => h.for === '/*'));
    expect(netlify.headers[index].values).toEqual({
      'Content-Security-Policy': COUNTER_CONTENT_SECURITY_POLICY,
      'Permissions-Policy': COUNTER_PERMISSIONS_POLICY,
    });
    expect(COUNTER_CONTENT_SECURITY_POLICY).toBe(
      CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"),
    );
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('camera=()');
  });

  it('sends on every path exactly the headers the Node server sends', () => {
    const all = netlify.headers.filter((h) => h.for === '/*');
    expect(all).toHaveLength(1);
    expect(all[0].values).toEqual(SECURITY_HEADERS);
    for (const name of ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy'])
      expect(SECURITY_HEADERS[name]).toBeTruthy();
  });

  it('marks hashed assets immutable and sets no other Cache-Control that could merge with it', () => {
    const withCache = netlify.headers.filter((h) => 'Cache-Control' in h.values);
    expect(withCache).toEqual([{ for: '/UgiftWeb/_astro/*', values: { 'Cache-Control': 'public, max-age=31536000, immutable' } }]);
  });

  it('builds on Node 24, publishes dist (the site under /UgiftWeb) and answers unknown routes with the 404 page', () => {
    expect(netlify.build).toMatchObject({ command: 'npm run build', publish: 'dist' });
    expect(netlify.build.environment.NODE_VERSION).toBe('24');
    expect(netlify.redirects).toContainEqual(expect.objectContaining({ from: '/UgiftWeb/*', to: '/UgiftWeb/404.html', status: 404 }));
    expect(netlify.functions.directory).toBe('netlify/functions');
  });
});
