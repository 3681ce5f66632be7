/**
 * npm run lighthouse: audits the main routes at mobile settings in Debian's chromium and writes lighthouse/report.md
 * (and report.json; with Lighthouse also one HTML report per route).
 *
 * - With the `lighthouse` package installed (npm i -D lighthouse) it runs real Lighthouse (mobile form factor,
 *   simulated throttling) against chromium started with a remote-debugging port: the four category scores.
 * - Without it, it measures the same lab metrics itself through playwright-core and the Chrome DevTools Protocol
 *   (Moto G class screen, 4x CPU slowdown, slow-4G network): FCP, LCP, CLS, Total Blocking Time, JavaScript and
 *   transfer bytes, an ESTIMATED performance score from Lighthouse's scoring curves (no Speed Index), axe
 *   accessibility violations, and the installability checks. The report says which of the two produced it.
 *
 * Starts its own server on a free port from the built site (SITE_DIR, default dist/UgiftWeb; builds when stale)
 * unless LIGHTHOUSE_BASE_URL points at a running shop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.resolve(root, process.env.SITE_DIR ?? 'dist/UgiftWeb');
const outDir = path.resolve(root, process.env.LIGHTHOUSE_OUT ?? 'lighthouse');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTES = ['home', 'categories', 'products', 'gift-card', 'login', 'basket', 'profile', 'privacy-policy', 'contact-us'];
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface RouteResult {
  route: string;
  scores: Record<string, number | null>;
  metrics: Record<string, number>;
  notes: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net
      .createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function startServer(): Promise<{ base: string; child?: ChildProcess }> {
  if (process.env.LIGHTHOUSE_BASE_URL) return { base: process.env.LIGHTHOUSE_BASE_URL.replace(/\/$/, '') };
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      DATA_DIR: path.join(os.tmpdir(), `ugift-lh-${port}`),
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/UgiftWeb/healthz`, 240_000);
  return { base, child };
}

/** Real Lighthouse, when the package is installed. */
async function withLighthouse(base: string, routes: string[]): Promise<RouteResult[] | null> {
  let lighthouse: (
    url: string,
    flags: Record<string, unknown>,
  ) => Promise<
    | {
        lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> };
        report: string | string[];
      }
    | undefined
  >;
  try {
    lighthouse = (await import('lighthouse' as string)).default;
  } catch {
    return null;
  }
  const port = await freePort();
  const chrome = spawn(
    CHROMIUM,
    [
      ...CHROME_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${path.join(os.tmpdir(), `ugift-lh-chrome-${port}`)}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000);
    const results: RouteResult[] = [];
    for (const route of routes) {
      const run = await lighthouse(`${base}/UgiftWeb/${route}`, {
        port,
        output: 'html',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${route}`);
      writeFileSync(path.join(outDir, `${route}.html`), Array.isArray(run.report) ? run.report[0] : run.report);
      const c = run.lhr.categories;
      const a = run.lhr.audits;
      results.push({
        route,
        scores: Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v.score === null ? null : Math.round(v.score * 100)])),
        metrics: {
          fcpMs: a['first-contentful-paint']?.numericValue ?? NaN,
          lcpMs: a['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: a['total-blocking-time']?.numericValue ?? NaN,
          cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
          transferKb: (a['total-byte-weight']?.numericValue ?? NaN) / 1024,
          jsKb:
            ((
              a['resource-summary'] as { details?: { items?: Array<{ resourceType: string; transferSize: number }> } } | undefined
            )?.details?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN) / 1024,
        },
        notes: [],
      });
    }
    return results;
  } finally {
    chrome.kill('SIGTERM');
  }
}

/** Lighthouse's log-normal score of a metric from its p10 and median (as in Lighthouse's statistics.getLogNormalScore). */
function logNormalScore(value: number, p10: number, median: number): number {
  if (value <= 0) return 1;
  const erfc = (x: number) => {
    const z = Math.abs(x);
    const t = 1 / (1 + 0.5 * z);
    const y =
      t *
      Math.exp(
        -z * z -
          1.26551223 +
          t *
            (1.00002368 +
              t *
                (0.37409196 +
                  t *
                    (0.09678418 +
                      t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
      );
    return x >= 0 ? y : 2 - y;
  };
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  return Math.max(0, Math.min(1, erfc(standardized) / 2));
}

const COLLECT = () => {
  const w = window as unknown as { __lh: { lcp: number; cls: number; longTasks: Array<{ start: number; duration: number }> } };
  w.__lh = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__lh.lcp = Math.max(w.__lh.lcp, e.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!e.hadRecentInput) w.__lh.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__lh.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function measure(page: Page, url: string): Promise<RouteResult['metrics'] & { consoleErrors: number }> {
  let consoleErrors = 0;
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors++;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const m = await page.evaluate(() => {
    const w = window as unknown as { __lh: { lcp: number; cls: number; longTasks: Array<{ start: number; duration: number }> } };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const js = resources.filter((r) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name));
    return {
      fcpMs: fcp,
      lcpMs: w.__lh.lcp || fcp,
      cls: w.__lh.cls,
      tbtMs: w.__lh.longTasks.filter((t) => t.start >= fcp).reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
      transferKb: (resources.reduce((s, r) => s + (r.transferSize || 0), 0) + (nav?.transferSize ?? 0)) / 1024,
      jsKb: js.reduce((s, r) => s + (r.transferSize || r.encodedBodySize || 0), 0) / 1024,
      requests: resources.length + 1,
    };
  });
  return { ...m, consoleErrors };
}

/** The fallback: the lab metrics through the DevTools Protocol, at Lighthouse's mobile settings. */
async function withDevTools(base: string, routes: string[]): Promise<RouteResult[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  const results: RouteResult[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      });
      const page = await context.newPage();
      await page.addInitScript(COLLECT);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const url = `${base}/UgiftWeb/${route}`;
      const m = await measure(page, url);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const manifest = await page.locator('link[rel="manifest"]').count();
      const sw = await page.evaluate(async () =>
        'serviceWorker' in navigator ? !!(await navigator.serviceWorker.getRegistration()) : false,
      );
      // Performance estimate: Lighthouse 10 mobile curves and weights without Speed Index (its 10% spread over the rest).
      const parts = [
        { w: 10, s: logNormalScore(Math.max(1, m.fcpMs), 1800, 3000) },
        { w: 25, s: logNormalScore(Math.max(1, m.lcpMs), 2500, 4000) },
        { w: 30, s: logNormalScore(Math.max(1, m.tbtMs), 200, 600) },
        { w: 25, s: logNormalScore(Math.max(0.0001, m.cls), 0.1, 0.25) },
      ];
      const perf = Math.round((parts.reduce((s, p) => s + p.w * p.s, 0) / parts.reduce((s, p) => s + p.w, 0)) * 100);
      results.push({
        route,
        scores: { 'performance (estimate)': perf, 'axe violations': axe.violations.length },
        metrics: {
          fcpMs: m.fcpMs,
          lcpMs: m.lcpMs,
          tbtMs: m.tbtMs,
          cls: m.cls,
          jsKb: m.jsKb,
          transferKb: m.transferKb,
          requests: m.requests,
        },
        notes: [
          manifest ? 'manifest linked' : 'no manifest link',
          sw
            ? 'service worker registered'
            : route.match(/privacy|contact|terms|support/)
              ? 'no JS page (worker registered from app pages)'
              : 'no service worker',
          m.consoleErrors ? `${m.consoleErrors} console errors` : 'no console errors',
          ...axe.violations.map((v) => `axe: ${v.id}`),
        ],
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

function table(results: RouteResult[]): string {
  const scoreKeys = [...new Set(results.flatMap((r) => Object.keys(r.scores)))];
  const head = ['route', ...scoreKeys, 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'transfer KB'];
  const rows = results.map((r) => [
    `/${r.route}`,
    ...scoreKeys.map((k) => String(r.scores[k] ?? '–')),
    r.metrics.fcpMs.toFixed(0),
    r.metrics.lcpMs.toFixed(0),
    r.metrics.tbtMs.toFixed(0),
    r.metrics.cls.toFixed(3),
    (r.metrics.jsKb ?? NaN).toFixed(1),
    r.metrics.transferKb.toFixed(1),
  ]);
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

const { base, child } = await startServer();
try {
  mkdirSync(outDir, { recursive: true });
  const routes = ROUTES.filter((r) => process.env.LIGHTHOUSE_BASE_URL || existsSync(path.join(siteDir, `${r}.html`)));
  const real = await withLighthouse(base, routes);
  const results = real ?? (await withDevTools(base, routes));
  const tool = real
    ? 'Lighthouse (mobile form factor, simulated throttling) in Debian chromium'
    : 'playwright-core + Chrome DevTools Protocol lab metrics (the `lighthouse` package is not installed: `npm i -D lighthouse` makes this script run real Lighthouse). Mobile: 412x823 @1.75, 4x CPU slowdown, 150 ms RTT / 1.6 Mbps. "performance (estimate)" applies Lighthouse 10\'s scoring curves to FCP, LCP, TBT and CLS (no Speed Index).';
  const md = `# Ugift lab report\n\n${new Date().toISOString()} · ${tool}\n\n${table(results)}\n\n${results.map((r) => `- /${r.route}: ${r.notes.join('; ') || 'ok'}`).join('\n')}\n`;
  writeFileSync(path.join(outDir, 'report.md'), md);
  writeFileSync(path.join(outDir, 'report.json'), JSON.stringify({ tool: real ? 'lighthouse' : 'devtools', results }, null, 2));
  console.log(md);
  console.log(`Written to ${path.relative(root, outDir)}/report.md`);
} finally {
  child?.kill('SIGTERM');
}
