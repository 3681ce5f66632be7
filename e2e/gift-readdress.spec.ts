import type { Page } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { useSession, type Session } from './support/session.ts';
import { buyGift, makeFriends } from './support/gifts.ts';

/**
 * Decision 0269: a gift sent to the wrong friend is corrected on the order page before it is opened. The right friend
 * finds it in Received; the wrong one no longer has it, in the list or by its address.
 */

/** Becomes another member in the same page (the session init script only fills an empty storage). */
async function switchTo(page: Page, s: Session): Promise<void> {
  await page.evaluate((x) => {
    localStorage.setItem('authAPI', JSON.stringify(x.authAPI));
    localStorage.setItem('authUser', JSON.stringify(x.authUser));
  }, s);
}

async function receivedFrom(page: Page, senderName: string) {
  await page.goto('/UgiftWeb/order-received');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
  return page.getByTestId('order-row').filter({ hasText: senderName });
}

test('a gift sent to the wrong friend goes to the right one from the order page; the wrong one loses it', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const senderName = `Sara ${stamp}`;
  const sender = await registerMember(request, { name: senderName });
  const wrong = await registerMember(request, { name: `Wes Wrong ${stamp}` });
  const right = await registerMember(request, { name: `Rita Right ${stamp}` });
  await makeFriends(request, sender, wrong);
  await makeFriends(request, sender, right);
  const gift = await buyGift(request, sender, { to: 'Dear Rita', message: 'For the right person' });
  const orderPage = `/UgiftWeb/order-details?id=${gift.orderId}`;

  // sent to the wrong friend by a slip of the finger
  await useSession(page, sender);
  await page.goto(orderPage);
  await hydrated(page);
  await page.getByRole('button', { name: 'Send to friends' }).click();
  const send = page.getByRole('dialog', { name: 'Send to friends' });
  await send.getByRole('button', { name: `Send to Wes Wrong ${stamp}` }).click();
  const sent = page.getByRole('dialog', { name: 'Gift sent' });
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('order-status')).toContainText(`Wes Wrong ${stamp}`);

  // corrected before it is opened
  await page.getByRole('button', { name: 'Wrong recipient? Change it' }).click();
  const change = page.getByRole('dialog', { name: 'Send it to someone else' });
  await expect(change.getByRole('radio', { name: 'A friend' })).toBeChecked();
  // the friend it went to is not offered again
  await expect(change.getByTestId('change-friend')).toHaveCount(1);
  await expectAccessible(page);
  await shot(page, 'gift-readdress/change-dialog-eng');
  await change.getByRole('button', { name: `Send to Rita Right ${stamp} instead` }).click();
  const changed = page.getByRole('dialog', { name: 'Recipient changed' });
  await expect(changed).toContainText(`Rita Right ${stamp} has your gift.`);
  await changed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('order-status')).toContainText(`Rita Right ${stamp}`);
  await expect(page.getByTestId('order-status')).not.toContainText('Wes Wrong');

  // the right friend has it; the wrong one has nothing, not even by the order's address
  await switchTo(page, right);
  await expect(await receivedFrom(page, senderName)).toHaveCount(1);
  await shot(page, 'gift-readdress/right-received-eng');
  await switchTo(page, wrong);
  await expect(await receivedFrom(page, senderName)).toHaveCount(0);
  await page.goto(orderPage);
  await hydrated(page);
  await expect(page.getByTestId('order-details')).toHaveCount(0);
  await expect(page.getByText('This order could not be found.')).toBeVisible();
});
