/* Ugift service worker. Generated at build time from src/features/pwa/sw-template.js: the build puts this build's
 * version, precache list and offline-page text in place of the BUILD placeholder below. */
const BUILD = self.__UGIFT_BUILD__;
const BASE = '/UgiftWeb';
const SHELL_CACHE = `ugift-shell-${BUILD.version}`;
const RUNTIME_CACHE = 'ugift-runtime-v1';
const RUNTIME_LIMIT = 80;

/**
 * Never cached, never answered from a cache: the API (answers carry member data), uploaded media (members' photos),
 * the payment pages and the health check. The API is POST anyway; a GET is listed here to be explicit. The staff
 * pages too: the back office and its API (GET answers carry members' and orders' data, and a signed-out session must
 * never be answered from a cache), the content editor and the counter.
 */
const NETWORK_ONLY = [
  /^\/UgiftWeb\/api(\/|$)/,
  /^\/UgiftWeb\/media(\/|$)/,
  /^\/UgiftWeb\/payment/,
  /^\/UgiftWeb\/healthz$/,
  /^\/UgiftWeb\/admin(\/|$)/,
  /^\/UgiftWeb\/cms(\/|$)/,
  /^\/UgiftWeb\/counter(\/|$)/,
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(BUILD.precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('ugift-shell-') && k !== SHELL_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(`${BASE}/`)) return;
  if (NETWORK_ONLY.some((re) => re.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request, url));
  } else if (url.pathname.startsWith(`${BASE}/_astro/`)) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(staleWhileRevalidate(request, event));
  }
});

/** Pages: the network when it answers (fresh HTML), else the page as saved, else the offline page. */
async function networkFirstPage(request, url) {
  const key = url.origin + url.pathname.replace(/\/$/, '');
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && !response.redirected) {
      const copy = response.clone();
      caches
        .open(RUNTIME_CACHE)
        .then((cache) => cache.put(key, copy))
        .then(trimRuntime);
    }
    return response;
  } catch {
    const saved = (await caches.match(key, { ignoreSearch: true })) ?? (await caches.match(request, { ignoreSearch: true }));
    return saved ?? offlinePage(url);
  }
}

/** Hashed build files never change: the cache first, the network once. */
async function cacheFirst(request) {
  const saved = await caches.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches
      .open(RUNTIME_CACHE)
      .then((cache) => cache.put(request, copy))
      .then(trimRuntime);
  }
  return response;
}

/** Icons, demo art and other files: the saved copy at once, refreshed in the background. */
async function staleWhileRevalidate(request, event) {
  const saved = await caches.match(request);
  const refresh = fetch(request)
    .then((response) => {
      if (response.ok && response.type === 'basic') {
        const copy = response.clone();
        event.waitUntil(
          caches
            .open(RUNTIME_CACHE)
            .then((cache) => cache.put(request, copy))
            .then(trimRuntime),
        );
      }
      return response;
    })
    .catch(() => undefined);
  if (saved) {
    event.waitUntil(refresh);
    return saved;
  }
  return (await refresh) ?? new Response('', { status: 504, statusText: 'Offline' });
}

async function trimRuntime() {
  const cache = await caches.open(RUNTIME_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - RUNTIME_LIMIT)).map((k) => cache.delete(k)));
}

/** A page that has never been saved, while offline: say so in the three languages, with a Try again link. */
function offlinePage(url) {
  const t = BUILD.offline;
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.eng.title)} · Ugift</title><style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans CJK SC','Noto Sans CJK JP',sans-serif;background:#dfe3ea;color:#1b2433}
main{max-width:480px;min-height:100vh;margin:0 auto;background:#f4f6fa;display:flex;flex-direction:column;align-items:center;text-align:center;gap:12px;padding:64px 24px;box-sizing:border-box}
h1{font-size:1.35rem;margin:0}p{margin:0;color:#4f5b6d}ul{list-style:none;padding:0;margin:8px 0 16px;color:#4f5b6d}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 18px;border-radius:999px;background:#1f5fd6;color:#fff;font-weight:600;text-decoration:none}
</style></head><body><main><h1>${esc(t.eng.title)}</h1><p>${esc(t.eng.body)}</p>
<ul><li lang="zh-Hans">${esc(t.cn.title)}</li><li lang="ja">${esc(t.jp.title)}</li></ul>
<a href="${esc(url.pathname + url.search)}">${esc(t.eng.retry)}</a></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
