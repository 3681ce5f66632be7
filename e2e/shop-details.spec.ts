import { test, expect, hydrated } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { callOption, useSession } from './support/session.ts';
import { buyGift, reservePending } from './support/gifts.ts';

/** Small things that were broken, each with its journey here (the market after login is e2e/market-after-login.spec.ts). */

test('price bands are labelled in the listed catalogue currency, even with a stale stored currency', async ({ page }) => {
  // Japan chosen, but the stored currency is still Singapore's (an older session).
  await page.addInitScript(() => {
    localStorage.setItem('country', '3');
    localStorage.setItem('currency', 'SGD');
  });
  await page.goto('/UgiftWeb/product-search?filter=popular');
  await hydrated(page);
  await expect(page.getByTestId('product-row').first()).toContainText('JPY');
  await page.getByTestId('filter-button').click();
  const dialog = page.getByRole('dialog');
  const price = dialog.getByRole('group', { name: 'Price' });
  await expect(price.getByText(/Below JPY/).first()).toBeVisible();
  await expect(price.getByText(/SGD/)).toHaveCount(0);
});

test('a cancelled order shows Cancelled on its details', async ({ page, request }) => {
  const buyer = await registerMember(request, { name: 'Cara Cancel' });
  const orderId = await reservePending(request, buyer);
  const cancelled = await callOption(request, buyer.authAPI.api_token, 'order', 'cancel_order', { order_id: String(orderId) });
  expect(cancelled.body.success, cancelled.body.message).toBe(true);
  await useSession(page, buyer);
  await page.goto(`/UgiftWeb/order-details?id=${orderId}`);
  await hydrated(page);
  const status = page.getByTestId('order-status');
  await expect(status).toContainText('Status');
  await expect(status).toContainText('Cancelled');
});

test('opening a shared card asks only for frames that exist', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Fran Frames' });
  const gift = await buyGift(request, sender, { to: 'Dear Gus', message: 'For you' });
  const frames: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/share-animation/')) frames.push(r.url());
  });
  await page.goto(`/UgiftWeb/giftcard-share?id=${gift.shareId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Tap to open your card' }).click();
  await expect(page.getByTestId('opened-card')).toBeVisible({ timeout: 10_000 });
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((u) => !/\/share-animation\/(envelope|card|sparkle)\/\d\d\.svg$/.test(u))).toEqual([]);
});
