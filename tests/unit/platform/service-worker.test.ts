import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { precacheOf, urlOfBuiltFile, writeServiceWorker } from '../../../src/features/pwa/service-worker-integration.ts';

function fakeSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ugift-sw-'));
  const files: Record<string, string> = {
    'index.html': 'redirect',
    '404.html': 'nf',
    '500.html': 'err',
    'home.html':
      '<link rel="stylesheet" href="/UgiftWeb/_astro/AppLayout.x1.css"><h1>home</h1><astro-island component-url="/UgiftWeb/_astro/client.abc123.js"></astro-island>',
    'support.html': 'support',
    'support/cn.html': 'cn',
    '_astro/client.abc123.js': 'import "./shared.s1.js";const later=()=>import(`./lazy.q1.js`);',
    '_astro/shared.s1.js': 'export const x = 1;',
    '_astro/lazy.q1.js': 'export const y = 2;',
    '_astro/AppLayout.x1.css': 'css',
    // the staff console: its page and the scripts only it loads are never precached
    'admin.html': '<astro-island component-url="/UgiftWeb/_astro/AdminApp.z9.js"></astro-island>',
    '_astro/AdminApp.z9.js': 'import "./shared.s1.js";',
    '_astro/unused.u1.js': 'export {};',
    'icons/icon-192.png': 'png',
    'manifest.webmanifest': '{}',
    'favicon.svg': '<svg/>',
    'demo/big-art.webp': 'big',
    'share-animation/frame-01.png': 'f',
    '.build-stamp': 'x',
  };
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), body);
  }
  return dir;
}

describe('the precache list', () => {
  it('holds the shopper pages (as served, without .html), the assets they load, icons and manifest; no media, redirects or console', () => {
    const { urls, version } = precacheOf(fakeSite());
    expect(urls).toEqual([
      '/UgiftWeb/_astro/AppLayout.x1.css',
      '/UgiftWeb/_astro/client.abc123.js',
      '/UgiftWeb/_astro/lazy.q1.js',
      '/UgiftWeb/_astro/shared.s1.js',
      '/UgiftWeb/favicon.svg',
      '/UgiftWeb/home',
      '/UgiftWeb/icons/icon-192.png',
      '/UgiftWeb/manifest.webmanifest',
      '/UgiftWeb/support',
      '/UgiftWeb/support/cn',
    ]);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(urlOfBuiltFile('privacy-policy/jp.html')).toBe('/UgiftWeb/privacy-policy/jp');
  });

  it('changes version when a page changes, so browsers install the new worker', () => {
    const dir = fakeSite();
    const before = precacheOf(dir).version;
    writeFileSync(path.join(dir, 'home.html'), '<h1>home v2</h1>');
    expect(precacheOf(dir).version).not.toBe(before);
  });
});

/** Runs the generated sw.js in a sandbox with fake caches and network, and answers its fetch handling. */
function loadWorker(network: 'up' | 'down') {
  const dir = fakeSite();
  writeServiceWorker(dir);
  const source = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const stores = new Map<string, Map<string, Response>>();
  const listeners: Record<string, (e: unknown) => void> = {};
  const fetched: string[] = [];
  const keyOf = (r: Request | string) => (typeof r === 'string' ? r : r.url);
  const cacheOf = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const m = stores.get(name)!;
    return {
      put: async (r: Request | string, res: Response) => void m.set(keyOf(r), res),
      match: async (r: Request | string) => m.get(keyOf(r))?.clone(),
      keys: async () => [...m.keys()].map((u) => new Request(u)),
      delete: async (r: Request | string) => m.delete(keyOf(r)),
      addAll: async (urls: string[]) => {
        for (const u of urls) m.set(`https://shop.example${u}`, new Response(`cached ${u}`));
      },
    };
  };
  const caches = {
    open: async (name: string) => cacheOf(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (r: Request | string, opts?: { ignoreSearch?: boolean }) => {
      const wanted = new URL(keyOf(r));
      for (const m of stores.values()) {
        for (const [url, res] of m) {
          const u = new URL(url);
          if (url === keyOf(r) || (opts?.ignoreSearch && u.origin + u.pathname === wanted.origin + wanted.pathname)) return res.clone();
        }
      }
      return undefined;
    },
  };
  const self = {
    location: new URL('https://shop.example/UgiftWeb/sw.js'),
    addEventListener: (type: string, fn: (e: unknown) => void) => {
      listeners[type] = fn;
    },
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  const fakeFetch = async (r: Request) => {
    fetched.push(r.url);
    if (network === 'down') throw new TypeError('Failed to fetch');
    return Object.defineProperty(new Response(`network ${new URL(r.url).pathname}`), 'type', { value: 'basic' });
  };
  vm.runInNewContext(source, { self, caches, fetch: fakeFetch, Response, Request, URL, Promise, String, Math, console });
  async function install() {
    let done: Promise<unknown> = Promise.resolve();
    listeners.install({
      waitUntil: (p: Promise<unknown>) => {
        done = p;
      },
    });
    await done;
  }
  /** Dispatches a fetch event: the response the worker gives, or null when it leaves the request to the browser. */
  async function request(url: string, init: { method?: string; mode?: RequestMode } = {}): Promise<Response | null> {
    const req = new Request(`https://shop.example${url}`, { method: init.method ?? 'GET' });
    Object.defineProperty(req, 'mode', { value: init.mode ?? 'no-cors' });
    let answer: Promise<Response> | null = null;
    const waits: Promise<unknown>[] = [];
    listeners.fetch({
      request: req,
      respondWith: (p: Promise<Response>) => {
        answer = p;
      },
      waitUntil: (p: Promise<unknown>) => void waits.push(p),
    });
    const res = answer ? await answer : null;
    await Promise.all(waits);
    await new Promise((r) => setTimeout(r, 0));
    return res;
  }
  const cachedUrls = () => [...stores.values()].flatMap((m) => [...m.keys()].map((u) => new URL(u).pathname));
  return { install, request, cachedUrls, fetched };
}

describe('the service worker', () => {
  it('precaches the shell on install', async () => {
    const sw = loadWorker('up');
    await sw.install();
    expect(sw.cachedUrls()).toEqual(
      expect.arrayContaining(['/UgiftWeb/home', '/UgiftWeb/support/cn', '/UgiftWeb/_astro/client.abc123.js']),
    );
  });

  it('never answers or caches the API, uploaded media or payment pages', async () => {
    const sw = loadWorker('up');
    await sw.install();
    expect(await sw.request('/UgiftWeb/api/profile', { method: 'POST' })).toBeNull();
    expect(await sw.request('/UgiftWeb/api/profile')).toBeNull();
    expect(await sw.request('/UgiftWeb/media/avatars/7.webp')).toBeNull();
    expect(await sw.request('/UgiftWeb/payment/sandbox/ref-5', { mode: 'navigate' })).toBeNull();
    expect(sw.cachedUrls().filter((u) => /\/(api|media|payment)/.test(u))).toEqual([]);
  });

  it('never answers or caches the staff pages and the admin API (a signed-out session is never served from a cache)', async () => {
    const sw = loadWorker('up');
    await sw.install();
    expect(await sw.request('/UgiftWeb/admin/api/session')).toBeNull();
    expect(await sw.request('/UgiftWeb/admin/api/orders?range=[0,24]')).toBeNull();
    expect(await sw.request('/UgiftWeb/admin', { mode: 'navigate' })).toBeNull();
    expect(await sw.request('/UgiftWeb/counter', { mode: 'navigate' })).toBeNull();
    expect(await sw.request('/UgiftWeb/cms/decap/decap-cms.js')).toBeNull();
    expect(sw.cachedUrls().filter((u) => /\/(admin|cms|merchant)/.test(u))).toEqual([]);
    // a shopper page is still kept
    expect(await sw.request('/UgiftWeb/home', { mode: 'navigate' })).not.toBeNull();
  });

  it('serves pages from the network when it is up and keeps a copy', async () => {
    const sw = loadWorker('up');
    await sw.install();
    const res = await sw.request('/UgiftWeb/product-details?id=4', { mode: 'navigate' });
    expect(await res!.text()).toBe('network /UgiftWeb/product-details');
    expect(sw.cachedUrls()).toContain('/UgiftWeb/product-details');
  });

  it('serves saved pages when the network is down, whatever the query, and an offline page otherwise', async () => {
    const sw = loadWorker('down');
    await sw.install();
    expect(await (await sw.request('/UgiftWeb/home?source=pwa', { mode: 'navigate' }))!.text()).toBe('cached /UgiftWeb/home');
    const offline = await sw.request('/UgiftWeb/never-seen', { mode: 'navigate' });
    expect(offline!.status).toBe(503);
    expect(await offline!.text()).toContain('You are offline');
  });

  it('serves hashed assets from the cache without the network', async () => {
    const sw = loadWorker('up');
    await sw.install();
    const res = await sw.request('/UgiftWeb/_astro/client.abc123.js');
    expect(await res!.text()).toBe('cached /UgiftWeb/_astro/client.abc123.js');
    expect(sw.fetched).toEqual([]);
  });
});
