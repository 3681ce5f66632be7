/**
 * npm run kiosk: the shop on a shop-floor kiosk, without Electron. Builds the site in kiosk mode (KIOSK=1: idle reset,
 * Start over, larger text, no links out of the shop) into dist/kiosk/UgiftWeb, starts the server on it and opens
 * Debian's chromium full-screen in kiosk mode on the home page. Closing chromium stops the server.
 *
 *   npm run kiosk                        # PORT=4321, idle reset after 90 s
 *   KIOSK_IDLE_SECONDS=30 npm run kiosk  # shorter idle time (rebuilds)
 *   npm run kiosk -- --no-browser        # server only (e.g. to point a kiosk browser on another machine at it)
 *
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium); it needs a display (X11 or Wayland).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 4321);
const siteDir = path.resolve(root, process.env.SITE_DIR ?? 'dist/kiosk/UgiftWeb');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const url = `http://127.0.0.1:${port}/UgiftWeb/home`;
const withBrowser = !process.argv.includes('--no-browser');

// The idle time is baked into the build: a custom value always rebuilds (start.ts rebuilds on KIOSK changes itself).
if (process.env.KIOSK_IDLE_SECONDS) rmSync(path.join(siteDir, '.build-stamp'), { force: true });

const env = { ...process.env, KIOSK: '1', SITE_DIR: siteDir, PORT: String(port), ASTRO_TELEMETRY_DISABLED: '1' };
const server = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], { cwd: root, env, stdio: 'inherit' });
let browser: ChildProcess | undefined;

function stop(code: number): never {
  browser?.kill('SIGTERM');
  server.kill('SIGTERM');
  process.exit(code);
}
server.on('exit', (code) => {
  console.error(`The server stopped (exit ${code}).`);
  stop(code ?? 1);
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/UgiftWeb/healthz`)).ok) return;
    } catch {
      // not listening yet (first start builds the site and seeds the database)
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error('The server did not answer within 3 minutes.');
  stop(1);
}

await waitForServer();
console.log(`Kiosk shop ready at ${url}`);
if (withBrowser) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`${chromium} not found: apt-get install -y chromium fonts-noto-cjk (or set CHROMIUM_PATH).`);
    stop(1);
  }
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY)
    console.warn('No DISPLAY or WAYLAND_DISPLAY: chromium needs a screen; use --no-browser for the server only.');
  const profile = path.join(dataDir, 'kiosk-browser');
  mkdirSync(profile, { recursive: true });
  browser = spawn(
    chromium,
    [
      '--kiosk',
      `--app=${url}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--noerrdialogs',
      '--disable-infobars',
      '--disable-session-crashed-bubble',
      '--disable-translate',
      '--overscroll-history-navigation=0',
      '--disable-pinch',
      '--check-for-update-interval=31536000',
      '--autoplay-policy=no-user-gesture-required',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
    { stdio: 'ignore' },
  );
  browser.on('exit', (code) => {
    console.log(`Chromium closed (exit ${code}); stopping the kiosk.`);
    stop(0);
  });
}
