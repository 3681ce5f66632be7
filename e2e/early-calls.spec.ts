import type { Page, Request } from '@playwright/test';
import { test, expect, hydrated } from './support/fixtures.ts';
import { useSession } from './support/session.ts';
import { registerMember } from './support/members.ts';

/**
 * Decision 0230: a member's page sends the reads it made on the member's last visit from the document's head, before
 * any island loads, and the island takes that answer instead of asking again.
 */
const isWalletList = (r: Request) => r.url().endsWith('/UgiftWeb/api/evoucher') && (r.postData() ?? '').includes('option=list_evoucher');

function countWalletLists(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (isWalletList(r)) n++;
  });
  return () => n;
}

/** A new member's first visit of their (empty) wallet (the session already in the page), until its reads are recorded. */
async function firstWalletVisit(page: Page): Promise<void> {
  await page.goto('/UgiftWeb/vouchers');
  await hydrated(page);
  await expect(page.getByTestId('wallet-empty')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('earlyCalls') ?? '{}'))))
    .toContain('/UgiftWeb/vouchers');
}

test('a member’s second visit sends the wallet list from the head, and the wallet asks once', async ({ page, request }) => {
  const member = await registerMember(request);
  await useSession(page, member);
  await firstWalletVisit(page);

  // With every script of the build held back, the list is still asked for: by the head script alone.
  await page.route('**/_astro/**', (route) => route.abort());
  const early = page.waitForRequest(isWalletList);
  await page.goto('/UgiftWeb/vouchers');
  const sent = await early;
  expect(sent.headers().authorization).toBe(`Bearer ${member.authAPI.api_token}`);
  await page.unroute('**/_astro/**');

  // An ordinary visit: the island takes the head's answer, so the list is asked for once.
  const lists = countWalletLists(page);
  await page.goto('/UgiftWeb/vouchers');
  await hydrated(page);
  await expect(page.getByTestId('wallet-empty')).toBeVisible();
  const received = page.waitForRequest((r) => isWalletList(r) && (r.postData() ?? '').includes('filter_by_status=received'));
  await page.getByRole('tab', { name: 'Received' }).click();
  await received;
  await expect(page.getByTestId('wallet-empty')).toBeVisible();
  // the Active tab's list once (the head's request) and the Received tab's once
  expect(lists()).toBe(2);
});

test('logging out forgets the recorded reads', async ({ page, request }) => {
  await useSession(page, await registerMember(request));
  await firstWalletVisit(page);
  await page.goto('/UgiftWeb/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('earlyCalls'))).toBeNull();
});

test('a guest’s page sends no recorded read', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'earlyCalls',
      JSON.stringify({ '/UgiftWeb/vouchers': [{ url: '/UgiftWeb/api/evoucher', body: 'option=list_evoucher&member_id=1' }] }),
    ),
  );
  const lists = countWalletLists(page);
  await page.goto('/UgiftWeb/vouchers');
  await hydrated(page);
  await expect(page.getByText('Welcome, please login to continue')).toBeVisible();
  expect(lists()).toBe(0);
});
