import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security-headers.ts';
import { builtSite, gzipBytesOf, htmlFiles, scriptsOfPage } from './built-site.ts';

/** The per-page JavaScript budget and the other promises the built site makes. */
const HOME_BUDGET_GZIP = 90 * 1024;
const CONTENT_PAGES = ['privacy-policy', 'terms-n-conditions', 'support', 'contact-us'];

let site: string;
let pages: string[];
beforeAll(() => {
  site = builtSite();
  pages = htmlFiles(site);
});

describe('JavaScript budget', () => {
  it('content pages, the 404 and the 500 page ship no JavaScript at all', () => {
    const noJs = [...CONTENT_PAGES.flatMap((p) => [`${p}.html`, `${p}/cn.html`, `${p}/jp.html`]), '404.html', '500.html'];
    for (const page of noJs) {
      expect(pages, page).toContain(page);
      const html = readFileSync(path.join(site, page), 'utf8');
      expect(html.match(/<script\b/g) ?? [], `${page} has a script tag`).toEqual([]);
      expect(html, page).not.toContain('<astro-island');
      expect(gzipBytesOf(site, scriptsOfPage(site, page)), page).toBe(0);
    }
  });

  it(`the home page loads at most ${HOME_BUDGET_GZIP / 1024} KB of JavaScript (gzip), everything included`, () => {
    const scripts = scriptsOfPage(site, 'home.html');
    const total = gzipBytesOf(site, scripts);
    expect(scripts.files.length, 'home runs its islands').toBeGreaterThan(0);
    expect(total, `home loads ${(total / 1024).toFixed(1)} KB gzip: ${scripts.files.join(', ')}`).toBeLessThanOrEqual(HOME_BUDGET_GZIP);
  });

  it('reports every page (for the README and reviews)', () => {
    const rows = pages.sort().map((p) => {
      const s = scriptsOfPage(site, p);
      return `${p.padEnd(40)} ${(gzipBytesOf(site, s) / 1024).toFixed(1).padStart(6)} KB gzip, ${s.files.length} files`;
    });
    process.stdout.write(`\nJavaScript per page (on load):\n${rows.join('\n')}\n`);
    expect(rows.length).toBe(pages.length);
  });
});

describe('Content-Security-Policy over the built pages', () => {
  it('allows every inline script of every page by its hash (no page needs unsafe-inline)', () => {
    const allowed = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src '))!;
    for (const page of pages) {
      for (const code of scriptsOfPage(site, page).inline) {
        const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
        expect(allowed, `${page}: inline script ${code.slice(0, 60)}… is not allowed`).toContain(hash);
      }
    }
  });

  it("starts the client's Zod jitless, so no page probes for eval, which the policy forbids (decision 0277)", () => {
    const assets = path.join(site, '_astro');
    const zodCores = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(assets, f), 'utf8'))
      .filter((code) => code.includes('.__zod_globalConfig='));
    expect(zodCores.length).toBeGreaterThan(0);
    for (const code of zodCores) expect(code).toMatch(/\.__zod_globalConfig=\{jitless:!0\}/);
  });

  it('has no inline event handlers or javascript: URLs that the policy would block', () => {
    for (const page of pages) {
      const html = readFileSync(path.join(site, page), 'utf8');
      expect(html.match(/\son[a-z]+=["']/gi) ?? [], page).toEqual([]);
      expect(html, page).not.toMatch(/href=["']javascript:/i);
    }
  });
});

describe('installable app', () => {
  it('links the manifest from app pages and content pages, and every manifest icon is in the build', () => {
    for (const page of ['home.html', 'privacy-policy.html'])
      expect(readFileSync(path.join(site, page), 'utf8'), page).toContain('rel="manifest" href="/UgiftWeb/manifest.webmanifest"');
    const manifest = JSON.parse(readFileSync(path.join(site, 'manifest.webmanifest'), 'utf8'));
    expect(manifest.display).toBe('standalone');
    for (const icon of manifest.icons) expect(existsSync(path.join(site, icon.src.replace('/UgiftWeb/', ''))), icon.src).toBe(true);
  });

  it('writes sw.js whose precache list names only files of this build', () => {
    const sw = readFileSync(path.join(site, 'sw.js'), 'utf8');
    const build = JSON.parse(/const BUILD = (\{.*\});/.exec(sw)![1]);
    expect(build.precache).toContain('/UgiftWeb/home');
    expect(build.precache).toContain('/UgiftWeb/privacy-policy/cn');
    for (const url of build.precache as string[]) {
      const rel = url.replace('/UgiftWeb/', '');
      const file = path.extname(rel) ? rel : `${rel}.html`;
      expect(existsSync(path.join(site, file)) && statSync(path.join(site, file)).isFile(), url).toBe(true);
    }
    expect(build.precache.filter((u: string) => /\/(api|media)\//.test(u))).toEqual([]);
  });
});

describe('the back office stays out of the shop', () => {
  it('no shopper page loads (or lazily imports) a script only the console or the content editor needs, and sw.js precaches none of them', () => {
    const admin = scriptsOfPage(site, 'admin.html');
    const shopperFiles = new Set(
      pages
        .filter((p) => p !== 'admin.html' && p !== 'cms.html' && p !== 'counter.html')
        .flatMap((p) => {
          const s = scriptsOfPage(site, p);
          return [...s.files, ...s.lazy];
        }),
    );
    // ... and on through the chunks those import, statically or lazily (the service worker follows the same way)
    const queue = [...shopperFiles];
    while (queue.length) {
      const file = queue.shift() ?? '';
      for (const m of readFileSync(path.join(site, file), 'utf8').matchAll(/["'`](\.\/[^"'`]+\.js)["'`]/g)) {
        const next = path.posix.join(path.posix.dirname(file), m[1]);
        if (!shopperFiles.has(next)) {
          shopperFiles.add(next);
          queue.push(next);
        }
      }
    }
    const consoleOnly = [...admin.files, ...admin.lazy].filter((f) => !shopperFiles.has(f));
    // react-admin and Material UI: hundreds of KB that only the console loads
    const consoleBytes = consoleOnly.reduce((n, f) => n + statSync(path.join(site, f)).size, 0);
    expect(consoleBytes).toBeGreaterThan(500 * 1024);
    const sw = readFileSync(path.join(site, 'sw.js'), 'utf8');
    const precache = JSON.parse(/const BUILD = (\{.*\});/.exec(sw)![1]).precache as string[];
    expect(precache.filter((u) => consoleOnly.some((f) => u.endsWith(f)))).toEqual([]);
    expect(precache).not.toContain('/UgiftWeb/admin');
    // the content editor: Decap CMS's prebuilt bundle, copied into cms/decap/, is neither loaded nor precached
    expect(existsSync(path.join(site, 'cms/decap/decap-cms.js'))).toBe(true);
    expect([...shopperFiles].filter((f) => f.startsWith('cms/'))).toEqual([]);
    expect(precache.filter((u) => u.startsWith('/UgiftWeb/cms'))).toEqual([]);
    for (const page of ['home.html', 'product-details.html', 'vouchers.html']) {
      const text = scriptsOfPage(site, page)
        .files.map((f) => readFileSync(path.join(site, f), 'utf8'))
        .join('\n');
      expect(text, page).not.toMatch(/react-admin|ra-core|admin\/api/);
    }
    // the counter: its island, and the zxing-wasm barcode reader it imports lazily only when the
    // browser has no native BarcodeDetector, stay out of the shop and out of the service worker
    const counter = scriptsOfPage(site, 'counter.html');
    const counterFiles = new Set([...counter.files, ...counter.lazy]);
    const walk = [...counterFiles];
    while (walk.length) {
      const file = walk.shift() ?? '';
      for (const m of readFileSync(path.join(site, file), 'utf8').matchAll(/["'`](\.\/[^"'`]+\.js)["'`]/g)) {
        const next = path.posix.join(path.posix.dirname(file), m[1]);
        if (!counterFiles.has(next)) {
          counterFiles.add(next);
          walk.push(next);
        }
      }
    }
    const counterOnly = [...counterFiles].filter((f) => !shopperFiles.has(f));
    const isReader = (f: string) => /prepareZXingModule|zxing_reader/.test(readFileSync(path.join(site, f), 'utf8'));
    expect(counter.files.filter(isReader), 'the counter loads the barcode reader only on demand').toEqual([]);
    expect(counterOnly.filter(isReader).length, 'the barcode reader is a chunk of the counter').toBeGreaterThan(0);
    expect(counterOnly.filter((f) => /CounterApp/.test(f)).length).toBeGreaterThan(0);
    expect([...shopperFiles].filter(isReader), 'no shopper page reaches the barcode reader').toEqual([]);
    expect(precache.filter((u) => u.startsWith('/UgiftWeb/counter'))).toEqual([]);
    expect(precache.filter((u) => counterOnly.some((f) => u.endsWith(f)) || /zxing|\.wasm$/.test(u))).toEqual([]);
    // the counter and the console load none of each other's code (decision 0277)
    const readAll = (files: Iterable<string>) => [...files].map((f) => readFileSync(path.join(site, f), 'utf8')).join('\n');
    expect(readAll(counterFiles), 'the counter loads no console code').not.toMatch(/react-admin|ra-core/);
    const consolePage = scriptsOfPage(site, 'admin.html');
    const consoleCode = readAll([...consolePage.files, ...consolePage.lazy]);
    expect(consoleCode, 'the check above can see console code').toMatch(/react-admin|ra-core/);
    expect(consoleCode, 'the console loads no counter code').not.toMatch(/CounterApp|zxing_reader|ugift:counter-ready/);
  });
});
