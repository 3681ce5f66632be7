import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import eng from '../../../locales/eng/platform.json' with { type: 'json' };
import cn from '../../../locales/cn/platform.json' with { type: 'json' };
import jp from '../../../locales/jp/platform.json' with { type: 'json' };
import { BASE } from '../../shared/base-path.ts';

const TEMPLATE = fileURLToPath(new URL('./sw-template.js', import.meta.url));
/**
 * What is precached: the shopper's app shell (every shopper page, the hashed scripts and styles they load, icons,
 * manifest). Media (demo art, animation frames, music) is cached when first used. index.html only redirects; 404/500
 * are answered by the server. The back office (admin, cms) and the counter (merchant) are staff-only: neither
 * their pages nor the scripts only they load are precached, so a shopper's browser never downloads the console.
 */
const SHOPPER_PAGE = /^(?!index\.html$|404\.html$|500\.html$|admin[./]|cms[./]|counter[./])[\w/-]+\.html$/;
const STATIC_FILES = [/^icons\/[^/]+\.(png|svg)$/, /^manifest\.webmanifest$/, /^favicon\.svg$/];
const ASSET_REF = /(?:src|href|component-url|renderer-url|before-hydration-url)="([^"]*\/_astro\/[^"]+\.(?:js|css))"/g;
const JS_IMPORT = /(?:(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?|import\(\s*)["'`]([^"'`]+\.m?js)["'`]/g;

/** The _astro files the given pages load, following static and dynamic imports through the chunks. */
function assetsOf(outDir: string, pages: string[]): Set<string> {
  const seen = new Set<string>();
  const queue: string[] = [];
  const add = (ref: string, from: string | null) => {
    const rel = ref.startsWith(`${BASE}/`)
      ? ref.slice(BASE.length + 1)
      : path.posix.normalize(path.posix.join(from ? path.posix.dirname(from) : '', ref));
    if (!seen.has(rel)) {
      seen.add(rel);
      if (rel.endsWith('.js')) queue.push(rel);
    }
  };
  for (const page of pages) for (const m of readFileSync(path.join(outDir, page), 'utf8').matchAll(ASSET_REF)) add(m[1], null);
  while (queue.length) {
    const file = queue.shift() ?? '';
    for (const m of readFileSync(path.join(outDir, file), 'utf8').matchAll(JS_IMPORT)) add(m[1], file);
  }
  return seen;
}

function walk(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, root) : [path.relative(root, full).split(path.sep).join('/')];
  });
}

/** The URL a built file is served at: pages without .html (build.format 'file'), everything else as is. */
export function urlOfBuiltFile(rel: string): string {
  return `${BASE}/${rel.endsWith('.html') ? rel.slice(0, -'.html'.length) : rel}`;
}

/** The precache list and version of a built site (every shopper page, the assets they load, icons and the manifest). */
export function precacheOf(outDir: string): { urls: string[]; version: string } {
  const all = walk(outDir);
  const pages = all.filter((rel) => SHOPPER_PAGE.test(rel));
  const assets = assetsOf(outDir, pages);
  const files = all.filter((rel) => SHOPPER_PAGE.test(rel) || assets.has(rel) || STATIC_FILES.some((re) => re.test(rel))).sort();
  const hash = createHash('sha256');
  for (const rel of files) hash.update(rel).update(readFileSync(path.join(outDir, rel)));
  return { urls: files.map(urlOfBuiltFile), version: hash.digest('hex').slice(0, 12) };
}

/** Writes <outDir>/sw.js: the template with this build's precache list, version and offline-page text. */
export function writeServiceWorker(outDir: string): { urls: string[]; version: string } {
  const build = precacheOf(outDir);
  const offline = { eng: eng.offline, cn: cn.offline, jp: jp.offline };
  const template = readFileSync(TEMPLATE, 'utf8');
  const payload = JSON.stringify({ version: build.version, precache: build.urls, offline });
  writeFileSync(path.join(outDir, 'sw.js'), template.replace('self.__UGIFT_BUILD__', payload));
  return build;
}

export default function serviceWorker(): AstroIntegration {
  return {
    name: 'ugift-service-worker',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const { urls, version } = writeServiceWorker(fileURLToPath(dir));
        logger.info(`sw.js written: ${urls.length} files precached, version ${version}`);
      },
    },
  };
}
