import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/ugift-e2e-${Date.now()}`;

/** End-to-end tests in Debian's chromium at phone size, against the server started by npm start's code path. */
export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT ?? './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    locale: 'en-SG',
    timezoneId: 'Asia/Singapore',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.ts --no-build',
    url: `http://127.0.0.1:${PORT}/UgiftWeb/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // each registration asks for its code from an address of its own (decision 0252)
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', HOST: '127.0.0.1', TRUST_PROXY: '1' },
  },
});
