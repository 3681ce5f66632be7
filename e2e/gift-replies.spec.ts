import type { Page } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { callOption, useSession, type Session } from './support/session.ts';
import { buyGift, makeFriends } from './support/gifts.ts';

/** The recipient of a friend's gift says thanks, or declines it; the sender sees the answer. */

/** Becomes another member in the same page (the session init script only fills an empty storage). */
async function switchTo(page: Page, s: Session): Promise<void> {
  await page.evaluate((x) => {
    localStorage.setItem('authAPI', JSON.stringify(x.authAPI));
    localStorage.setItem('authUser', JSON.stringify(x.authUser));
  }, s);
}

/** A friend's gift, bought and sent through the API: answers its order id. */
async function aGiftFromFriend(request: Parameters<typeof buyGift>[0], sender: Session, recipient: Session, message: string) {
  const gift = await buyGift(request, sender, { to: 'Dear friend', message });
  const sent = await callOption(request, sender.authAPI.api_token, 'order', 'send_order', {
    order_id: String(gift.orderId),
    recipient_id: String(recipient.authUser.member_id),
  });
  expect(sent.body.success).toBe(true);
  return gift.orderId;
}

/** A gift its recipient redeemed through its link: thanks come after redeeming (decision 0241). */
async function aGiftRedeemedByLink(request: Parameters<typeof buyGift>[0], sender: Session, recipient: Session, message: string) {
  const gift = await buyGift(request, sender, { to: 'Dear friend', message });
  const redeemed = await callOption(request, recipient.authAPI.api_token, 'order', 'redeem_order', { id: gift.shareId });
  expect(redeemed.body.success).toBe(true);
  return gift.orderId;
}

test('a recipient says thanks with a reaction, and the sender reads the note on the order', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Tara Sender' });
  const recipient = await registerMember(request, { name: 'Noah Thankful' });
  await makeFriends(request, sender, recipient);
  const orderId = await aGiftRedeemedByLink(request, sender, recipient, 'For your new flat!');

  await useSession(page, recipient);
  await page.goto(`/UgiftWeb/order-details?id=${orderId}`);
  await hydrated(page);
  const sayThanks = page.getByRole('button', { name: 'Say thanks' });
  await expect(sayThanks).toBeVisible();
  // redeemed: it can no longer be declined
  await expect(page.getByRole('button', { name: 'Decline gift' })).toHaveCount(0);
  await sayThanks.click();

  const dialog = page.getByRole('dialog', { name: 'Thank Tara Sender' });
  await expect(dialog).toBeVisible();
  const note = dialog.getByLabel('Your thank-you note');
  await expect(note).toBeFocused();
  await expect(dialog.getByText('0 / 280 characters')).toBeVisible();
  await note.fill('Thank you Tara! <b>Coffee</b> is on me next time.');
  await expect(dialog.getByText('49 / 280 characters')).toBeVisible();
  const hug = dialog.getByRole('button', { name: 'Hug' });
  await expect(hug).toHaveAttribute('aria-pressed', 'false');
  await hug.click();
  await expect(hug).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Celebrate' })).toHaveAttribute('aria-pressed', 'false');
  await shot(page, 'gifting/gift-replies-thank-eng');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Send thanks' }).click();
  const done = page.getByRole('dialog', { name: 'Thanks sent' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  const mine = page.getByTestId('thank-note');
  await expect(mine.getByRole('heading', { name: 'Your thank-you note' })).toBeVisible();
  await expect(mine).toContainText('Thank you Tara! <b>Coffee</b> is on me next time.');
  await expect(page.getByRole('button', { name: 'Say thanks' })).toHaveCount(0);

  // the sender sees the note (as text, the markup shown as typed) and the reaction
  await switchTo(page, sender);
  await page.goto(`/UgiftWeb/order-details?id=${orderId}`);
  await hydrated(page);
  const theirs = page.getByTestId('thank-note');
  await expect(theirs.getByRole('heading', { name: 'Thank-you note from Noah Thankful' })).toBeVisible();
  await expect(theirs).toContainText('Thank you Tara! <b>Coffee</b> is on me next time.');
  await expect(theirs.getByRole('img', { name: 'Hug' })).toBeVisible();
  await expect(theirs.locator('b')).toHaveCount(0);
  await theirs.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'gifting/gift-replies-eng');
  await expectAccessible(page);

  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'jp'));
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Noah Thankfulさんからのお礼' })).toBeVisible();
  await page.getByTestId('thank-note').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'gifting/gift-replies-jp');
});

test('a recipient declines a gift; it is back with the sender, who can send it again', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Uma Giver' });
  const recipient = await registerMember(request, { name: 'Leo Decliner' });
  await makeFriends(request, sender, recipient);
  const orderId = await aGiftFromFriend(request, sender, recipient, 'Enjoy!');

  await useSession(page, recipient);
  await page.goto(`/UgiftWeb/order-details?id=${orderId}`);
  await hydrated(page);
  const declineButton = page.getByRole('button', { name: 'Decline gift' });
  await declineButton.click();
  const confirm = page.getByRole('dialog', { name: 'Decline this gift?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('The gift goes back to Uma Giver');
  // focus stays inside the dialog, and goes back to the button when it closes
  await page.keyboard.press('Tab');
  expect(await confirm.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await shot(page, 'gifting/gift-replies-decline-eng');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(declineButton).toBeFocused();

  await declineButton.click();
  await confirm.getByRole('button', { name: 'Decline gift' }).click();
  const done = page.getByRole('dialog', { name: 'Gift declined' });
  await expect(done).toContainText('The gift went back to Uma Giver.');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/UgiftWeb\/order-received/);

  // the sender finds it among their purchases, declined, and can send it again
  await switchTo(page, sender);
  await page.goto('/UgiftWeb/order-mypurchases');
  await hydrated(page);
  const row = page.getByTestId('order-row').filter({ has: page.locator(`a[href*="id=${orderId}"]`) });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await hydrated(page);
  const declined = page.getByTestId('gift-declined');
  await expect(declined.getByRole('heading', { name: /^Declined by Leo Decliner on \d/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send to friends' })).toBeVisible();
  // in the middle of the screen: the action bar is fixed at the bottom
  await declined.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'gifting/gift-replies-declined-eng');
  await expectAccessible(page);

  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'jp'));
  await page.reload();
  await hydrated(page);
  const declinedJp = page.getByRole('heading', { name: /^Leo Declinerさんが.*に辞退しました$/ });
  await expect(declinedJp).toBeVisible();
  await declinedJp.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'gifting/gift-replies-declined-jp');
});
