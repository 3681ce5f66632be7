/**
 * npm run kiosk: the shop on a shop-floor kiosk, without Electron. Builds the site in kiosk mode (KIOSK=1: idle reset,
 * Start over, larger text, no links out of the shop) into dist/kiosk/UgiftWeb, starts the server on it and opens
 * Debian's chromium full-screen in kiosk mode on the home page. Closing chromium stops the server.
 *
 *   npm run kiosk                        # PORT=4321, idle reset after 90 s
 *   KIOSK_IDLE_SECONDS=30 npm run kiosk  # shorter idle time (rebuilds)
 *   npm run kiosk -- --no-browser        # server only (e.g. to point a kiosk browser on another machine at it)
 *
 * The merchant's counter (/UgiftWeb/counter: scan and redeem vouchers) on a tablet or PC at the counter:
 *
 *   npm run kiosk -- --counter                        # or KIOSK=counter npm run kiosk; staff signed out after 300 s idle
 *   KIOSK_IDLE_SECONDS=120 npm run kiosk -- --counter # shorter idle sign-out (rebuilds)
 *
 * It builds the normal shop (not KIOSK=1) into dist/kiosk-counter/UgiftWeb with the counter's idle time baked in
 * (COUNTER_IDLE_SECONDS), and lets chromium use the camera without asking (the counter scans voucher codes).
 *
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium); it needs a display (X11 or Wayland).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 4321);
const counter = process.argv.includes('--counter') || process.env.KIOSK === 'counter';
const siteDir = path.resolve(root, process.env.SITE_DIR ?? (counter ? 'dist/kiosk-counter/UgiftWeb' : 'dist/kiosk/UgiftWeb'));
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const url = `http://127.0.0.1:${port}/UgiftWeb/${counter ? 'counter' : 'home'}`;
const withBrowser = !process.argv.includes('--no-browser');

// The idle time is baked into the build: a custom value always rebuilds (start.ts rebuilds on KIOSK changes itself).
// The counter's build remembers its idle time beside the build stamp, so going back to the default rebuilds too.
const counterIdle = process.env.KIOSK_IDLE_SECONDS || '300';
const idleMark = path.join(siteDir, '.counter-idle-seconds');
if (counter) {
  const built = existsSync(idleMark) ? readFileSync(idleMark, 'utf8') : '';
  if (built !== counterIdle) rmSync(path.join(siteDir, '.build-stamp'), { force: true });
} else if (process.env.KIOSK_IDLE_SECONDS) rmSync(path.join(siteDir, '.build-stamp'), { force: true });

// The server's KIOSK is the shop's kiosk mode ('0' or '1'): the counter is the normal build with its own idle time.
const mode = counter ? { KIOSK: '0', COUNTER_IDLE_SECONDS: counterIdle } : { KIOSK: '1' };
const env = { ...process.env, ...mode, SITE_DIR: siteDir, PORT: String(port), ASTRO_TELEMETRY_DISABLED: '1' };
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
if (counter) writeFileSync(idleMark, counterIdle);
console.log(`${counter ? 'Counter' : 'Kiosk shop'} ready at ${url}`);
if (withBrowser) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`${chromium} not found: apt-get install -y chromium fonts-noto-cjk (or set CHROMIUM_PATH).`);
    stop(1);
  }
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY)
    console.warn('No DISPLAY or WAYLAND_DISPLAY: chromium needs a screen; use --no-browser for the server only.');
  const profile = path.join(dataDir, counter ? 'kiosk-counter-browser' : 'kiosk-browser');
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
      // the counter scans with the camera: no permission prompt on a locked-down kiosk (the real camera is used)
      ...(counter ? ['--use-fake-ui-for-media-stream'] : []),
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
    { stdio: 'ignore' },
  );
  browser.on('exit', (code) => {
    console.log(`Chromium closed (exit ${code}); stopping the kiosk.`);
    stop(0);
  });
}
