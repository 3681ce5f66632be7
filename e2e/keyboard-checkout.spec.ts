import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrated } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';

/** Moves the focus with Tab alone until the element has it (at most `max` presses); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: no such element');
  for (let i = 0; i < max; i++) {
    if (await handle.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`tabTo: Tab never reached ${target}`);
}

test('from login to payment with the keyboard alone (Tab, Enter and Space)', async ({ page, request }) => {
  // A Singapore member of its own: the login screen's country code in this browser (Asia/Singapore) is theirs.
  const member = await registerMember(request, { prefix: '65', password: 'keyboard-pass' });
  await page.goto('/UgiftWeb/login');
  await hydrated(page);

  await tabTo(page, page.getByLabel('Mobile number'));
  await page.keyboard.type(member.number);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await hydrated(page);

  const item = page.getByTestId('popular-item').first();
  await expect(item).toBeVisible();
  await tabTo(page, item);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-details\?id=\d+/);
  await hydrated(page);

  const add = page.getByTestId('cart-button');
  await expect(add).toBeEnabled();
  await tabTo(page, add);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/basket$/);
  await hydrated(page);

  const checkout = page.getByTestId('checkout');
  await expect(checkout).toBeEnabled();
  await tabTo(page, checkout);
  await page.keyboard.press('Enter');
  const myself = page.getByTestId('choice-myself');
  await expect(myself).toBeVisible();
  await tabTo(page, myself, 20); // the dialog traps the focus: few presses reach it
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/checkout-order/);
  await hydrated(page);

  const place = page.getByTestId('place-order');
  await expect(place).toBeEnabled();
  await tabTo(page, place);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/payment\/sandbox\//);

  await tabTo(page, page.getByRole('button', { name: /^Pay / }), 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/payment-status\?id=\d+/);
  await hydrated(page);
  await expect(page.getByTestId('status-title')).toHaveText('Payment Success');
});
