import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { makeFriends } from './support/gifts.ts';
import { startOwnServer } from './support/own-server.ts';
import { callOption } from './support/session.ts';

/**
 * Birthday notices in the browser. The notices job runs hourly and once when a server starts, so this spec
 * runs a server of its own: it prepares a member whose birthday is today and her friend, restarts the server on the
 * same data (the start-up run sends the notice), and the friend reads it and follows "Send a gift", then "Group gift".
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'ugift-birthday-'));
const env = () => ({ DATA_DIR: path.join(work, 'data') });
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

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.afterAll(async () => {
  await stop();
  rmSync(work, { recursive: true, force: true });
});

/** Today in Singapore (the shop counts birthdays in its time zone) as MM-DD. */
const todayInSingapore = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore', month: '2-digit', day: '2-digit' }).format(new Date());

test("a friend is told on the day: the notice says it is Ayu's birthday and leads to the shop", async ({ page }) => {
  ({ server, origin } = await startOwnServer('birthday', env));
  let api: APIRequestContext = await playwrightRequest.newContext({ baseURL: origin });
  const ayu = await registerMember(api, { name: 'Ayu Today' });
  const bo = await registerMember(api, { name: 'Bo Notified' });
  await makeFriends(api, ayu, bo);
  // 1996 is a leap year, so 29 February would be a real date too
  const set = await callOption(api, ayu.authAPI.api_token, 'profile', 'update_profile', {
    dob: `1996-${todayInSingapore()}`,
    show_birthday: '1',
  });
  expect(set.body.success).toBe(true);
  await api.dispose();

  // a restart runs the notices job once, a second after start-up
  await stop();
  ({ server, origin } = await startOwnServer('birthday', env));
  api = await playwrightRequest.newContext({ baseURL: origin });
  // the state waited for is Ayu's birthday notice itself (Bo already has her friend request, which also names her)
  await expect
    .poll(
      async () => {
        const list = await callOption(api, bo.authAPI.api_token, 'notification', 'list_notification', { limit: '10' });
        const table = (list.body.table ?? []) as Array<{ type?: string; event?: string }>;
        return table.some((n) => n.type === 'birthday' && n.event === 'birthdayToday');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await api.dispose();

  await page.addInitScript((s) => {
    localStorage.setItem('authAPI', JSON.stringify(s.authAPI));
    localStorage.setItem('authUser', JSON.stringify(s.authUser));
    localStorage.setItem('country', '2');
  }, bo);
  await page.goto(`${origin}/UgiftWeb/notification`);
  await hydrated(page);
  const notice = page.getByText("It's Ayu Today's birthday today! Send a gift.");
  await expect(notice).toBeVisible();
  await shot(page, 'gifting/birthday-notice-eng');
  await expectAccessible(page);
  await notice.click();
  await expect(page).toHaveURL(/\/UgiftWeb\/categories/);

  // beside it, friends can give one together: the group gift starts for Ayu, closing with her birthday
  await page.goto(`${origin}/UgiftWeb/notification`);
  await hydrated(page);
  await page.getByTestId('notice-group-gift').click();
  await expect(page).toHaveURL(new RegExp(`group-gift-start\\?.*friend=${ayu.authUser.member_id}`));
  await hydrated(page);
  await expect(page.getByTestId('start-recipient')).toHaveValue(String(ayu.authUser.member_id));
  await expect(page.getByTestId('start-on-the-day')).toBeVisible();
});
