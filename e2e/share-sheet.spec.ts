import { test, expect, hydrated } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { useSession } from './support/session.ts';
import { buyGift } from './support/gifts.ts';

/** Sharing a gift offers the phone's share sheet (Web Share API) where there is one, copying otherwise. */
test('Social Share opens the share sheet with the gift link when the browser has one', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Shay Sheet' });
  const gift = await buyGift(request, sender, { to: 'Dear Kim', message: 'Enjoy' });
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  });
  await useSession(page, sender);
  await page.goto(`/UgiftWeb/order-details?id=${gift.orderId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Send to friends' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to friends' });
  await dialog.getByTestId('social-share').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBe(1);
  const [shared] = await page.evaluate(() => (window as unknown as { __shared: Array<{ url: string; text: string }> }).__shared);
  expect(shared.url).toContain(`/UgiftWeb/giftcard-share?id=${gift.shareId}`);
  expect(shared.text).toContain('Shay Sheet');
  // The sheet did the sharing: the button does not claim a copy.
  await expect(dialog.getByTestId('social-share')).not.toHaveText('Copied');
});
