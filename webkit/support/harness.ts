import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';

/**
 * What the WebKit smoke suite runs on (docs/decisions/0240): the built shop server on a fresh data directory, a
 * virtual X display (WebKitGTK's MiniBrowser has no headless mode), WebKitWebDriver, and one WebdriverIO session.
 */
export type Browser = WebdriverIO.Browser;

export interface Harness {
  base: string;
  browser: Browser;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.WEBKIT_PORT ?? 4398);
/**
 * A phone's viewport: 844 high as in the Playwright suite; 447 wide, the narrowest MiniBrowser's window goes (its
 * toolbar), between an iPhone Pro Max's 440 and the Playwright suite's 390.
 */
const VIEWPORT = { width: 447, height: 844 };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls until `ready` answers true, or fails with what the started process wrote. */
async function until(what: string, ready: () => Promise<boolean>, timeoutMs: number, log: () => string): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`${what} did not start in ${timeoutMs / 1000} s\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function started(command: string, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; log: () => string } {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('error', (error) => keep(Buffer.from(`${command}: ${error.message}\n`)));
  return { child, log: () => out };
}

/** Xvfb picks a free display itself (-displayfd) and writes its number once it accepts clients. */
async function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('error', (e) => reject(new Error(`Xvfb: ${e.message} (run scripts/ensure-webkit.sh)`)));
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${err}`)));
  });
  return { child, display: `:${display}` };
}

function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startHarness(): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ugift-webkit-'));
  const base = `http://127.0.0.1:${PORT}`;
  const children: ChildProcess[] = [];
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.deleteSession().catch(() => undefined);
    for (const child of children.reverse()) await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = started(process.execPath, ['scripts/start.ts', '--no-build'], {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    children.push(server.child);
    const xvfb = await startXvfb();
    children.push(xvfb.child);
    const driverPort = await freePort();
    const driver = started('WebKitWebDriver', [`--port=${driverPort}`], { ...process.env, DISPLAY: xvfb.display });
    children.push(driver.child);

    await until('WebKitWebDriver', async () => (await fetch(`http://127.0.0.1:${driverPort}/status`)).ok, 15_000, driver.log);
    await until('The shop server', async () => (await fetch(`${base}/UgiftWeb/healthz`)).ok, 120_000, server.log);

    browser = await remote({
      hostname: '127.0.0.1',
      port: driverPort,
      logLevel: 'error',
      connectionRetryCount: 0,
      waitforTimeout: 15_000,
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver 2.50 speaks WebDriver classic; WebdriverIO would otherwise wait for a BiDi socket
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    await browser.setTimeout({ pageLoad: 30_000, script: 30_000 });
    await sizeViewport(browser);
    return { base, browser, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Sizes the window so that the page's viewport is the phone size (the window adds its toolbar). */
async function sizeViewport(browser: Browser): Promise<void> {
  await browser.url('about:blank');
  await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height);
  const inner = await browser.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const dw = VIEWPORT.width - inner.width;
  const dh = VIEWPORT.height - inner.height;
  if (dw !== 0 || dh !== 0) await browser.setWindowSize(VIEWPORT.width + dw, VIEWPORT.height + dh);
}
