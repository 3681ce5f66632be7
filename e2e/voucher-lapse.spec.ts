import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { pgdataOf } from '../src/server/db/early-pglite.ts';
import { test, expect, hydrated, shot } from './support/fixtures.ts';
import { buyForSelf, voucherOfOrder } from './support/counter.ts';
import { registerMember, type NewMember } from './support/members.ts';
import { aProduct } from './support/products.ts';
import { startOwnServer } from './support/own-server.ts';
import { callOption, useSession } from './support/session.ts';

/**
 * A voucher's life to its end, in Japanese (decision 0262): it nears expiry and its holder is reminded, extends it
 * once on the voucher page, and when it finally expires unused its value becomes her uDollar and she is told. The
 * reminders and the lapse are the server's jobs, which run when a server starts: this spec runs a server of its own,
 * stops it, moves the voucher's expiry in its embedded database (the clock the jobs read stays real), and starts it
 * again. Each state is waited for, never a time.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'ugift-lapse-'));
const dataDir = path.join(work, 'data');
let server: ChildProcess | undefined;
let origin = '';

async function stop(): Promise<void> {
  const s = server;
  server = undefined;
  if (!s || s.exitCode !== null) return;
  const exited = new Promise((resolve) => s.once('exit', resolve));
  s.kill('SIGTERM');
  await exited;
}
async function start(): Promise<APIRequestContext> {
  ({ server, origin } = await startOwnServer('lapse', () => ({ DATA_DIR: dataDir })));
  return playwrightRequest.newContext({ baseURL: origin });
}
/** With the server stopped: the order's vouchers expire `interval` from now (a PostgreSQL interval). */
async function expireIn(orderId: number, interval: string): Promise<void> {
  const db = new PGlite(pgdataOf(dataDir));
  await db.query(`update evouchers set expires_at = now() + $1::interval where order_id = $2`, [interval, orderId]);
  await db.close();
}
async function waitForNotice(api: APIRequestContext, who: NewMember, event: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const list = await callOption(api, who.authAPI.api_token, 'notification', 'list_notification', { limit: '20' });
        return ((list.body.table ?? []) as Array<{ event?: string }>).some((n) => n.event === event);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

test.describe.configure({ timeout: 300_000 });
test.afterAll(async () => {
  await stop();
  rmSync(work, { recursive: true, force: true });
});

test('a voucher nears expiry, its holder extends it, and it later lapses into her uDollar; each notice in Japanese', async ({ page }) => {
  let api = await start();
  const holder = await registerMember(api, { name: 'Hana Holder' });
  const product = await aProduct(origin, { name: `Bean There ${Date.now().toString(36)}`, price: 7.5 });
  const orderId = await buyForSelf(api, holder, product.id);
  const voucher = await voucherOfOrder(api, holder, orderId);
  await api.dispose();

  // six days left: the restart's expiry job sends the last-week reminder
  await stop();
  await expireIn(orderId, '6 days');
  api = await start();
  await waitForNotice(api, holder, 'voucherExpiring');
  await page.addInitScript((l) => localStorage.setItem('I18N_LANGUAGE', l), 'jp');
  await useSession(page, holder);
  await page.goto(`${origin}/UgiftWeb/notification`);
  await hydrated(page);
  await expect(page.getByText(new RegExp(`${product.name}の有効期限は`))).toBeVisible();
  await shot(page, 'voucher-lapse-reminder-jp');

  // one tap extends it by the market's 30 days
  await page.goto(`${origin}/UgiftWeb/voucher-details?id=${voucher.lineId}`);
  await hydrated(page);
  await page.getByRole('button', { name: '30 日延長する' }).click();
  await expect(page.getByText('延長しました')).toBeVisible();
  await api.dispose();

  // and, unused, it expires: the restart's job moves its S$7.50 to her uDollar and tells her
  await stop();
  await expireIn(orderId, '-1 minute');
  api = await start();
  await waitForNotice(api, holder, 'voucherLapsedUdollar');
  const cards = await callOption(api, holder.authAPI.api_token, 'basket', 'list_udollar_giftcards', { currency_code: 'SGD' });
  expect((cards.body.table as Array<{ udollar_balance: number }>).map((c) => c.udollar_balance)).toEqual([750]);
  await page.goto(`${origin}/UgiftWeb/notification`);
  await hydrated(page);
  await expect(page.getByText(new RegExp(`${product.name}の未使用分 SGD 7.50 を uDollar に移しました`))).toBeVisible();
  await shot(page, 'voucher-lapse-udollar-jp');
  await api.dispose();
});
