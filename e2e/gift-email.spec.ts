import { test, expect, hydrated, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { useSession } from './support/session.ts';
import { buyGift } from './support/gifts.ts';
import { ok } from './support/purchase.ts';
import { signInToConsole } from './support/counter.ts';
import { aStaff } from './support/staff.ts';

/**
 * Decisions 0266-0268: the sender sends a gift by e-mail from the send dialog, the e-mail reaches the development
 * inbox of the console provider (the server's default), its button opens the card for a guest, and the sender's
 * order then says Opened. The SMTP path itself is covered by the API tests against a real SMTP server.
 */
test('a gift sent by e-mail arrives, its link opens the card, and the sender sees it opened', async ({ page, browser, request }) => {
  const sender = await registerMember(request, { name: 'Elle Mailer' });
  const gift = await buyGift(request, sender, { to: 'Dear Noor', message: 'Sent by e-mail!' });
  const to = `noor-${Date.now()}@example.com`;
  await useSession(page, sender);
  await page.goto(`/UgiftWeb/order-details?id=${gift.orderId}`);
  await hydrated(page);

  await page.getByRole('button', { name: 'Send to friends' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to friends' });
  await dialog.getByRole('radio', { name: 'By e-mail' }).check();
  await dialog.getByLabel('Their e-mail address').fill(to);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send by e-mail' }).click();
  const done = page.getByRole('dialog', { name: 'Gift sent' });
  await expect(done).toContainText(to);
  await done.getByRole('button', { name: 'OK' }).click();
  const delivery = page.getByTestId('email-delivery');
  await expect(delivery).toHaveAttribute('data-status', 'sent');
  await expect(delivery).toContainText(`E-mail to ${to}`);

  // the e-mail in the development inbox, and its button, opened by someone else
  const guest = await browser.newContext();
  const inbox = await guest.newPage();
  await inbox.goto('/UgiftWeb/dev/mail');
  await inbox.getByRole('link', { name: 'Elle Mailer sent you a gift on Ugift' }).first().click();
  await expect(inbox.getByText('Sent by e-mail!')).toBeVisible();
  const link = (await inbox.getByRole('link', { name: 'Open your gift' }).getAttribute('href')) ?? '';
  expect(link).toMatch(/\/UgiftWeb\/giftcard-share\?id=[A-Za-z0-9_-]{22}$/);
  await inbox.goto(new URL(link).pathname + new URL(link).search);
  await hydrated(inbox);
  await inbox.getByRole('button', { name: 'Tap to open your card' }).click();
  await expect(inbox.getByTestId('opened-card')).toBeVisible();
  await guest.close();

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('email-delivery')).toHaveAttribute('data-status', 'opened');
  await expect(page.getByTestId('email-delivery')).toContainText('Opened');
});

test('a mistyped address is corrected until the gift is opened: the old link says so, the new address gets the gift', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const sender = await registerMember(request, { name: `Ria ${stamp}` });
  const gift = await buyGift(request, sender, { to: 'Dear Omar', message: 'Corrected in time' });
  const wrong = `omar-typo-${stamp}@example.com`;
  const right = `omar-${stamp}@example.com`;
  await ok(request, sender, 'order', 'send_order', { order_id: String(gift.orderId), recipient_email: wrong, recipient_language: 'eng' });

  const guest = await browser.newContext();
  const inbox = await guest.newPage();
  const linkTo = async (address: string) => {
    await inbox.goto('/UgiftWeb/dev/mail');
    await inbox.getByRole('listitem').filter({ hasText: address }).getByRole('link').click();
    const href = (await inbox.getByRole('link', { name: 'Open your gift' }).getAttribute('href')) ?? '';
    return new URL(href).pathname + new URL(href).search;
  };
  const oldLink = await linkTo(wrong);

  // the sender corrects the address on the order page, by keyboard
  await useSession(page, sender);
  await page.goto(`/UgiftWeb/order-details?id=${gift.orderId}`);
  await hydrated(page);
  await expect(page.getByTestId('email-delivery')).toContainText(`E-mail to ${wrong}`);
  await page.getByLabel('Correct the address').fill(right);
  await page.getByTestId('readdress-send').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sent to the new address. The old link no longer works.')).toBeVisible();
  await expect(page.getByTestId('email-delivery')).toContainText(`E-mail to ${right}`);

  // the old link tells whoever holds it what happened; the new one opens the card
  await inbox.goto(oldLink);
  await hydrated(inbox);
  await expect(inbox.getByTestId('link-notice')).toHaveAttribute('data-why', 'readdressed');
  await expect(inbox.getByRole('heading', { name: 'This gift went to another address' })).toBeVisible();
  await expectAccessible(inbox);
  await inbox.goto(await linkTo(right));
  await hydrated(inbox);
  await inbox.getByRole('button', { name: 'Tap to open your card' }).click();
  await expect(inbox.getByTestId('opened-card')).toBeVisible();
  await guest.close();
});

test('support sends a gift e-mail to a corrected address from the console, and the new address gets it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const sender = await registerMember(request, { name: `Sol ${stamp}` });
  const gift = await buyGift(request, sender, { to: 'Dear Wei', message: 'Fixed by support' });
  const wrong = `wei-typo-${stamp}@example.com`;
  const right = `wei-${stamp}@example.com`;
  await ok(request, sender, 'order', 'send_order', { order_id: String(gift.orderId), recipient_email: wrong, recipient_language: 'eng' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToConsole(page, await aStaff(baseURL ?? '', 'support'));
  await page.goto(`/UgiftWeb/admin#/orders/${gift.orderId}/show`);
  const actions = page.getByTestId('gift-email-actions');
  await expect(actions).toContainText(`E-mail to ${wrong}`);
  await actions.getByLabel('Corrected address').fill(right);
  await actions.getByRole('button', { name: 'Send to this address' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('The link sent to the old address stops working at once.');
  // the dialog has finished fading in: axe measures contrast on what is fully painted
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Send to the new address' }).click();
  await expect(page.getByText(`The gift was sent to ${right}`)).toBeVisible();
  await expect(actions).toContainText(`E-mail to ${right}`);

  await page.goto('/UgiftWeb/dev/mail');
  await expect(page.getByRole('listitem').filter({ hasText: right })).toHaveCount(1);
});
