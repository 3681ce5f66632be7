import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { useSession } from './support/session.ts';
import { buyGift, makeFriends, reservePending } from './support/gifts.ts';

test('a member buys a gift, sends it to a friend, and the friend finds it received', async ({ browser, request }) => {
  const buyer = await registerMember(request, { name: 'Priya Sender' });
  const friend = await registerMember(request, { name: 'Quentin Friend' });
  await makeFriends(request, buyer, friend);
  const gift = await buyGift(request, buyer, { to: 'Dear Quentin', message: 'Thanks for the help with the move!' });

  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await buyerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await buyerContext.newPage();
  await useSession(page, buyer);

  // My Purchase lists it in the current month, chosen by default
  await page.goto('/UgiftWeb/order-mypurchases');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'My Purchases' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Purchase' })).toHaveAttribute('aria-selected', 'true');
  const months = page.getByLabel('Month');
  await expect(months.locator('option')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await shot(page, 'orders-mypurchases');
  await expectAccessible(page);
  await page.getByTestId('order-row').getByRole('link').click();

  // the details: card, message, music, status, summary and the gift actions
  await expect(page).toHaveURL(new RegExp(`/order-details\\?id=${gift.orderId}$`));
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByTestId('card-canvas')).toContainText('Dear Quentin');
  // the message is printed once, in full, under the card
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Message' }) })).toContainText(
    'Thanks for the help with the move!',
  );
  await expect(page.getByTestId('card-canvas')).not.toContainText('Thanks for the help with the move!');
  await expect(page.getByText('Thanks for the help with the move!')).toHaveCount(1);
  await expect(page.getByTestId('music-button')).toContainText('Birthday Bells');
  await expect(page.getByTestId('order-status')).toContainText('Order ID');
  await expect(page.getByTestId('order-totals')).toContainText('Total');
  await expect(page.getByRole('link', { name: 'View Voucher' })).toHaveAttribute('href', `/UgiftWeb/view-vouchers?id=${gift.orderId}`);
  await shot(page, 'orders-details-owner');
  await expectAccessible(page);

  // Send to friends: Social Share copies the text and link, then Send to the friend found by name
  await page.getByRole('button', { name: 'Send to friends' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to friends' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('social-share').click();
  await expect(dialog.getByTestId('social-share')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Priya Sender sent you an e-gift card!');
  expect(copied).toContain(`/UgiftWeb/giftcard-share?id=${gift.shareId}`);
  await dialog.getByLabel('Search by name').fill('nobody-like-this');
  await expect(dialog.getByText('Your search has no result')).toBeVisible();
  await dialog.getByLabel('Search by name').fill('Quentin');
  await expect(dialog.getByTestId('send-friend')).toHaveCount(1);
  await shot(page, 'orders-send-dialog');
  await dialog.getByRole('button', { name: 'Send to Quentin Friend' }).click();
  const success = page.getByRole('dialog', { name: 'Gift sent' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('order-status')).toContainText('Quentin Friend');
  await expect(page.getByRole('button', { name: 'Send to friends' })).toHaveCount(0);

  // the Sent tab (also reached by ?status=sent) lists it with the recipient
  await page.goto('/UgiftWeb/order-mypurchases?status=sent');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('order-row')).toContainText('Sent to Quentin Friend');
  await buyerContext.close();

  // the friend finds it received: no prices, "Received from", View Voucher only
  const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const friendPage = await friendContext.newPage();
  await useSession(friendPage, friend);
  await friendPage.goto('/UgiftWeb/order-received');
  await hydrated(friendPage);
  await expect(friendPage.getByRole('heading', { name: 'Received' })).toBeVisible();
  const row = friendPage.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('From Priya Sender');
  await expect(row).not.toContainText('SGD');
  await shot(friendPage, 'orders-received');
  await expectAccessible(friendPage);
  await row.getByRole('link').click();
  await hydrated(friendPage);
  await expect(friendPage.getByTestId('order-status')).toContainText('Received from');
  await expect(friendPage.getByTestId('order-status')).toContainText('Priya Sender');
  await expect(friendPage.getByTestId('order-totals')).toHaveCount(0);
  await expect(friendPage.getByTestId('order-details')).not.toContainText('SGD');
  await expect(friendPage.getByRole('link', { name: 'View Voucher' })).toBeVisible();
  await expect(friendPage.getByRole('button', { name: 'Send to friends' })).toHaveCount(0);
  await shot(friendPage, 'orders-details-recipient');
  await friendContext.close();
});

test('a pending order: Pay goes to the cashier, Cancel Order asks first and cancels it', async ({ page, request }) => {
  const member = await registerMember(request, { name: 'Rita Pending' });
  const orderId = await reservePending(request, member);
  await useSession(page, member);

  await page.goto('/UgiftWeb/order-topay');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'To Pay' })).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText('Waiting for payment');
  await shot(page, 'orders-topay');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL(new RegExp(`/order-details\\?id=${orderId}$`));
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Pay Now' })).toBeVisible();
  await expect(page.getByTestId('order-actions').getByRole('button')).toHaveText(['Cancel Order', 'Pay']);
  await shot(page, 'orders-details-pending');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/UgiftWeb\/payment\/sandbox\//);
  await page.goBack();
  await hydrated(page);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Order' });
  await expect(confirm).toContainText('Are you sure you want to cancel this order?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog', { name: 'Cancel Order' }).getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'Order Cancelled' });
  await expect(done).toContainText('Your order was cancelled.');
  await expect(done.getByText('Order Cancelled')).toHaveCount(1); // the title only, not repeated as the message
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByTestId('order-actions')).toHaveCount(0);

  await page.goto('/UgiftWeb/order-topay');
  await hydrated(page);
  await expect(page.getByText('No order yet')).toBeVisible();
});

test('order lists and details need a logged-in member', async ({ page }) => {
  await page.goto('/UgiftWeb/order-received');
  await expect(page).toHaveURL(/\/UgiftWeb\/login/);
});
