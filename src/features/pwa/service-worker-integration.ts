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
 * What is precached: the app shell (every page, the hashed scripts and styles, icons, manifest). Media (demo art,
 * animation frames, music) is cached when first used. index.html only redirects; 404/500 are answered by the server.
 */
const PRECACHE = [
  /^(?!index\.html$|404\.html$|500\.html$)[\w/-]+\.html$/,
  /^_astro\/[^/]+\.(js|css)$/,
  /^icons\/[^/]+\.(png|svg)$/,
  /^manifest\.webmanifest$/,
  /^favicon\.svg$/,
];

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

/** The precache list and version of a built site (every page, hashed asset, icon and the manifest). */
export function precacheOf(outDir: string): { urls: string[]; version: string } {
  const files = walk(outDir)
    .filter((rel) => PRECACHE.some((re) => re.test(rel)))
    .sort();
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
