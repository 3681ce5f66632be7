import { readFile, stat } from 'node:fs/promises';
import { brotliCompress, constants as zlibConstants, gzip as gzipAsync } from 'node:zlib';
import { promisify } from 'node:util';
import { type Coding, pickCoding } from './content-coding.ts';
import path from 'node:path';
import type { Context } from 'hono';

import { BASE } from '../../shared/base-path.ts';
import { contentLanguageRedirect } from '../../shared/content-pages.ts';
import {
  CMS_LOCAL_CONTENT_SECURITY_POLICY,
  COUNTER_CONTENT_SECURITY_POLICY,
  COUNTER_PERMISSIONS_POLICY,
  GROUP_GIFT_PERMISSIONS_POLICY,
  SECURITY_HEADERS,
} from './security-headers.ts';

/** The staff pages whose policies differ from the shop's (security-headers.ts says why). */
const OWN_POLICIES: Record<string, Record<string, string>> = {
  'cms.html': { 'Content-Security-Policy': CMS_LOCAL_CONTENT_SECURITY_POLICY },
  'counter.html': { 'Content-Security-Policy': COUNTER_CONTENT_SECURITY_POLICY, 'Permissions-Policy': COUNTER_PERMISSIONS_POLICY },
  'group-gift.html': { 'Permissions-Policy': GROUP_GIFT_PERMISSIONS_POLICY },
};

export { BASE };

/** Images and tracks the content editor may add (Git Gateway commits them to public/cms-media). */
const CMS_MEDIA_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'audio/mpeg', 'audio/ogg', 'audio/wav']);

/**
 * The content editor's files are never executable on the shop's origin (decision 0237): no policy lets them run
 * anything, and a file of any other type (a script, an SVG, HTML) is a download, never a page.
 */
export function cmsMediaHeaders(type: string): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; sandbox",
    ...(CMS_MEDIA_TYPES.has(type) ? {} : { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment' }),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** Finds the built file for a URL path under the base: exact file, then .html (build.format 'file'), then index.html. */
export async function resolveStatic(root: string, urlPath: string): Promise<string | null> {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath.slice(BASE.length)).replace(/^\/+/, '');
  } catch {
    return null;
  }
  const candidate = path.resolve(root, rel);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  const tries =
    rel === '' ? [path.join(root, 'index.html')] : [candidate, `${candidate.replace(/\/$/, '')}.html`, path.join(candidate, 'index.html')];
  for (const t of tries) if (await isFile(t)) return t;
  return null;
}

function cacheControlFor(file: string): string {
  if (file.includes(`${path.sep}_astro${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  if (file.endsWith('sw.js')) return 'no-cache';
  return 'public, max-age=3600';
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml)$/;

/** The bytes of a kept file as a Uint8Array view, not a copy (new Uint8Array(buffer) would copy it per request). */
const viewOf = (b: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);

interface CachedFile {
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  type: string;
}

const gzipOf = promisify(gzipAsync);
const brotliOf = promisify(brotliCompress);

/** Both codings of a compressible file, made once in zlib's thread pool (Brotli at its best quality). */
async function compressed(body: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gzip, br] = await Promise.all([
    gzipOf(body, { level: 9 }),
    brotliOf(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  return { gzip, br };
}

/**
 * A page (or any file of the export) as it was last answered, every header included, so that the fast lane
 * (fast-lane.ts) can send it again without the app: the URL reached this handler, so no other route serves it.
 */
export interface KeptPage {
  plain: KeptAnswer;
  gzip: KeptAnswer | null;
  br: KeptAnswer | null;
}

/** One coding of a kept page: its bytes and every header they are sent with. */
export interface KeptAnswer {
  headers: Record<string, string>;
  body: Buffer;
}

/** Serves the static export; unknown routes get the 404 page with status 404. `kept(path)` answers a kept page. */
export function staticHandler(root: string) {
  const absRoot = path.resolve(root);
  // The export does not change while the server runs: each file is read and compressed once.
  const cache = new Map<string, Promise<CachedFile>>();
  // ...and each URL that found a file keeps its file (no stat calls per request; unknown URLs are looked up each time)
  const found = new Map<string, string>();
  const resolve = async (urlPath: string): Promise<string | null> => {
    const known = found.get(urlPath);
    if (known) return known;
    const file = await resolveStatic(absRoot, urlPath);
    if (file && found.size < 10_000) found.set(urlPath, file);
    return file;
  };
  const load = (file: string): Promise<CachedFile> => {
    let hit = cache.get(file);
    if (!hit) {
      hit = (async () => {
        const body = await readFile(file);
        const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        const codings = COMPRESSIBLE.test(file) && body.length > 512 ? await compressed(body) : null;
        return { body, type, gzip: codings?.gzip ?? null, br: codings?.br ?? null };
      })();
      hit.catch(() => cache.delete(file));
      cache.set(file, hit);
    }
    return hit;
  };
  const kept = new Map<string, KeptPage>();
  const keep = (urlPath: string, headers: Record<string, string>, f: CachedFile) => {
    if (kept.has(urlPath) || kept.size >= 10_000) return;
    const all = { ...SECURITY_HEADERS, ...headers };
    const answer = (body: Buffer, coding?: Coding): KeptAnswer => ({
      headers: { ...all, ...(coding ? { 'Content-Encoding': coding } : {}), 'Content-Length': String(body.length) },
      body,
    });
    kept.set(urlPath, {
      plain: answer(f.body),
      gzip: f.gzip ? answer(f.gzip, 'gzip') : null,
      br: f.br ? answer(f.br, 'br') : null,
    });
  };
  const handler = async (c: Context) => {
    const language = contentLanguageRedirect(c.req.path, c.req.header('cookie'), BASE);
    if (language) return c.redirect(language, 302);
    // the counter's page before it had one name (decision 0275): tablets keep it bookmarked
    if (c.req.path === `${BASE}/merchant` || c.req.path === `${BASE}/merchant.html`) return c.redirect(`${BASE}/counter`, 301);
    const file = await resolve(c.req.path);
    if (!file) {
      const notFoundPage = path.join(absRoot, '404.html');
      const body = (await isFile(notFoundPage)) ? await readFile(notFoundPage) : Buffer.from('Not found');
      return c.body(body, 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    }
    const loaded = await load(file);
    const { body, type } = loaded;
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControlFor(file), Vary: 'Accept-Encoding' };
    if (path.dirname(file) === absRoot) Object.assign(headers, OWN_POLICIES[path.basename(file)] ?? {});
    if (c.req.path.startsWith(`${BASE}/cms-media/`)) Object.assign(headers, cmsMediaHeaders(type));
    keep(c.req.path, headers, loaded);
    const coding = pickCoding(c.req.header('accept-encoding'), { br: loaded.br !== null, gzip: loaded.gzip !== null });
    if (coding) return c.body(viewOf(loaded[coding] as Buffer), 200, { ...headers, 'Content-Encoding': coding });
    return c.body(viewOf(body), 200, headers);
  };
  return Object.assign(handler, { kept: (urlPath: string): KeptPage | undefined => kept.get(urlPath) });
}
