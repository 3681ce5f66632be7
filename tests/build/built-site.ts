import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const BASE = '/UgiftWeb';

/** Runs `astro build` into outDir (SITE_DIR) with extra environment; answers the exit code and output. */
export function astroBuild(outDir: string, env: Record<string, string> = {}, cwd = ROOT): { status: number; output: string } {
  const astro = path.join(ROOT, 'node_modules/astro/bin/astro.mjs');
  const res = spawnSync(process.execPath, [astro, 'build'], {
    cwd,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_DIR: outDir, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: res.status ?? 1, output: `${res.stdout}\n${res.stderr}` };
}

/** A copy of the project (its sources, the installed packages linked) that a test may change and build. */
export function projectCopy(prefix = 'ugift-copy-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of ['src', 'locales', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json'])
    cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.join(ROOT, 'public'), path.join(dir, 'public'));
  return dir;
}

/** The built site to check: SITE_DIR or dist/UgiftWeb when it holds a build, else a fresh build in a temp dir. */
export function builtSite(): string {
  const existing = path.resolve(ROOT, process.env.SITE_DIR ?? 'dist/UgiftWeb');
  if (existsSync(path.join(existing, 'home.html')) && existsSync(path.join(existing, 'sw.js'))) return existing;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ugift-build-'));
  const { status, output } = astroBuild(dir);
  if (status !== 0) throw new Error(`astro build failed:\n${output}`);
  return dir;
}

export function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_astro' ? [] : htmlFiles(full, root);
    return name.endsWith('.html') ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

export interface PageScripts {
  inline: string[];
  /** site-relative files of every script the page loads before any interaction: tags, islands and their static imports */
  files: string[];
  /** chunks only reachable through dynamic import() (loaded later, e.g. another language) */
  lazy: string[];
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.m?js)["']\s*\)/g;

function toSiteFile(ref: string, fromFile: string | null): string {
  if (ref.startsWith(`${BASE}/`)) return ref.slice(BASE.length + 1);
  return path.posix.normalize(path.posix.join(fromFile ? path.posix.dirname(fromFile) : '', ref));
}

/** Every script a built page runs on load, following static imports through the chunks. */
export function scriptsOfPage(site: string, page: string): PageScripts {
  const html = readFileSync(path.join(site, page), 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const entries = [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)].map((m) => m[1]),
  ].filter(Boolean);
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const queue = entries.map((e) => toSiteFile(e, null));
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(site, file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(toSiteFile(m[1], file));
    for (const m of code.matchAll(DYNAMIC_IMPORT)) lazy.add(toSiteFile(m[1], file));
  }
  return { inline, files: [...seen].sort(), lazy: [...lazy].filter((f) => !seen.has(f)).sort() };
}

/** Gzip size in bytes of everything a page runs on load (inline scripts included). */
export function gzipBytesOf(site: string, scripts: PageScripts): number {
  const files = scripts.files.map((f) => gzipSync(readFileSync(path.join(site, f))).length);
  const inline = scripts.inline.map((s) => gzipSync(Buffer.from(s)).length);
  return [...files, ...inline].reduce((a, b) => a + b, 0);
}
