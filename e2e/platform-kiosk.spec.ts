import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { startOwnServer } from './support/own-server.ts';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { callOption } from './support/session.ts';
import { astroBuildAsync } from './support/build.ts';

/**
 * Kiosk mode end to end: its own KIOSK=1 build with an 8-second idle time, served by its own server (the shared e2e
 * server runs the normal build), then the shop is left alone and must reset itself.
 */
const IDLE_SECONDS = 8;
let server: ChildProcess | undefined;
let origin = '';
let api: APIRequestContext;
const work = mkdtempSync(path.join(os.tmpdir(), 'ugift-kiosk-'));

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const site = path.join(work, 'site');
  await astroBuildAsync(site, { KIOSK: '1', KIOSK_IDLE_SECONDS: String(IDLE_SECONDS) });
  ({ server, origin } = await startOwnServer('kiosk', () => ({
    SITE_DIR: site,
    DATA_DIR: path.join(work, 'data'),
    KIOSK: '1',
  })));
  api = await playwrightRequest.newContext({ baseURL: origin });
});

test.afterAll(async () => {
  await api?.dispose();
  server?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

test('after the idle time the kiosk logs the member out on the server, clears local data and the basket badge, and returns home', async ({
  page,
}) => {
  const session = await registerMember(api, { name: 'Kiosk Kim' });
  const token = session.authAPI.api_token;
  expect((await callOption(api, token, 'notification', 'list_notification')).status).toBe(200);

  await page.goto(`${origin}/UgiftWeb/contact-us`);
  await page.evaluate((s) => {
    localStorage.setItem('authAPI', JSON.stringify(s.authAPI));
    localStorage.setItem('authUser', JSON.stringify(s.authUser));
    localStorage.setItem('basketCount', '3');
    localStorage.setItem('gid', '12');
    localStorage.setItem('I18N_LANGUAGE', 'eng');
  }, session);

  // Kiosk look: larger text, a visible Start over control, and the mail link (it would leave the shop) disabled.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('20px');
  const mail = page.getByRole('link', { name: 'E-mail us' });
  await expect(mail).toHaveAttribute('aria-disabled', 'true');
  await mail.click({ force: true });
  await expect(page).toHaveURL(/\/UgiftWeb\/contact-us$/);
  await shot(page, 'platform-kiosk-contact');

  // Keep touching for longer than the idle time: no reset while someone is using it.
  // Touches 2 s apart for 10 s against an 8 s idle time: a wide margin on a loaded machine.
  for (let i = 0; i < 5; i++) {
    await page.waitForTimeout(2_000);
    await page.mouse.click(5, 400);
  }
  await expect(page).toHaveURL(/\/UgiftWeb\/contact-us$/);
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).not.toBeNull();

  // Then leave it alone.
  await page.waitForURL(/\/UgiftWeb\/home$/, { timeout: (IDLE_SECONDS + 10) * 1000 });
  const stored = await page.evaluate(() => ({
    user: localStorage.getItem('authUser'),
    basket: localStorage.getItem('basketCount'),
    gid: localStorage.getItem('gid'),
    lang: localStorage.getItem('I18N_LANGUAGE'),
  }));
  expect(stored.user === null || stored.user === 'null').toBe(true);
  expect(stored.basket === null || stored.basket === '0').toBe(true);
  expect(stored.gid === null || stored.gid === '').toBe(true);
  expect(stored.lang).toBe('eng');
  // The old token no longer belongs to the member on the server.
  const after = await callOption(api, token, 'notification', 'list_notification');
  expect(after.status).not.toBe(200);
  expect(after.body.success).toBe(false);
});

test('the Start over control resets at once, and links out of the shop added later are disabled too', async ({ page }) => {
  const session = await registerMember(api, { name: 'Kiosk Kim' });
  await page.goto(`${origin}/UgiftWeb/privacy-policy`);
  await page.evaluate((s) => {
    localStorage.setItem('authAPI', JSON.stringify(s.authAPI));
    localStorage.setItem('authUser', JSON.stringify(s.authUser));
    localStorage.setItem('basketCount', '2');
  }, session);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = 'https://apps.apple.com/app/ugift';
    a.textContent = 'App Store';
    document.querySelector('main')!.append(a);
  });
  const store = page.getByRole('link', { name: 'App Store' });
  await expect(store).toHaveAttribute('aria-disabled', 'true');
  await store.click({ force: true });
  await expect(page).toHaveURL(/\/UgiftWeb\/privacy-policy$/);

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page).toHaveURL(/\/UgiftWeb\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
  const after = await callOption(api, session.authAPI.api_token, 'notification', 'list_notification');
  expect(after.body.success).toBe(false);
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
  await shot(page, 'platform-kiosk-home');
  await expectAccessible(page);
});
