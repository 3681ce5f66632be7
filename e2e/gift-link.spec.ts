import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { callOption, useSession } from './support/session.ts';
import { buyGift } from './support/gifts.ts';

/** Whether Howler has a track playing right now (the card's music). */
const howlerPlaying = () =>
  (window as unknown as { Howler?: { _howls: Array<{ playing(): boolean }> } }).Howler?._howls.some((h) => h.playing()) ?? false;

test('a shared gift link: the second member opens the card, hears the music, redeems and finds the vouchers', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Sofia Share' });
  const gift = await buyGift(request, sender, { to: 'Dear Ben', message: 'Happy birthday! Enjoy your treat.' });
  const friend = await registerMember(request, { name: 'Ben Redeemer' });
  await useSession(page, friend);

  await page.goto(`/UgiftWeb/giftcard-share?id=${gift.shareId}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Ugift' })).toBeVisible();
  await expect(page.getByText('Sofia Share')).toBeVisible();
  await expect(page.getByText('sent you a card')).toBeVisible();
  const closed = page.getByRole('button', { name: 'Tap to open your card' });
  await expect(closed).toBeVisible();
  // the Redeem bar only appears once the card is open
  await expect(page.getByTestId('redeem-button')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await shot(page, 'orders-share-closed-card');
  await expectAccessible(page);

  await closed.click();
  // the three layered frame sequences run, then the opened card replaces them (about 1.7 s, no loop)
  await expect(page.getByTestId('opening-card')).toBeVisible();
  await expect(page.getByTestId('opening-card').locator('img')).toHaveCount(3);
  await expect(page.getByTestId('opened-card')).toBeVisible({ timeout: 5000 });
  await expect(page.getByTestId('card-canvas')).toContainText('Dear Ben');
  await expect(page.getByRole('heading', { name: 'Message' })).toBeVisible();
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Message' }) })).toContainText(
    'Happy birthday! Enjoy your treat.',
  );
  await expect(page.getByTestId('card-canvas')).toContainText('Happy birthday! Enjoy your treat.');
  await expect(page.getByText('Qty: 1')).toBeVisible();

  // the music started with the tap (Howler state), and the music button toggles it
  await expect.poll(() => page.evaluate(howlerPlaying)).toBe(true);
  const musicButton = page.getByTestId('music-button');
  await expect(musicButton).toHaveAttribute('data-state', 'playing');
  await expect(musicButton).toContainText('Birthday Bells');
  await musicButton.click();
  await expect(musicButton).toHaveAttribute('data-state', 'paused');
  expect(await page.evaluate(howlerPlaying)).toBe(false);
  await musicButton.click();
  await expect.poll(() => page.evaluate(howlerPlaying)).toBe(true);
  await page.waitForTimeout(400);
  await shot(page, 'orders-share-opened-card');
  await expectAccessible(page);

  // the sender's order already shows the gift as opened, not yet redeemed
  const opened = await callOption(request, sender.authAPI.api_token, 'order', 'detail_order', { order_id: String(gift.orderId) });
  expect((opened.body.table as { opened_date: string }).opened_date).not.toBe('');

  // redeeming stops the music, celebrates with confetti and a dialog, then lands on the gift's page, where it can be
  // swapped once
  await page.getByTestId('redeem-button').click();
  const done = page.getByRole('dialog', { name: 'Gift redeemed!' });
  await expect(done).toBeVisible();
  await expect(page.locator('body > canvas[aria-hidden="true"]')).toHaveCount(1);
  await expectAccessible(page);
  await expect(done).toContainText('you can swap it once');
  await done.getByRole('button', { name: 'See my gift' }).click();
  await expect(page).toHaveURL(new RegExp(`/UgiftWeb/order-details\\?id=${gift.orderId}$`));
  await hydrated(page);
  await expect(page.getByTestId('swap-gift')).toBeVisible();

  const vouchers = await callOption(request, friend.authAPI.api_token, 'evoucher', 'list_evoucher', {
    filter_by_order_id: String(gift.orderId),
  });
  expect(vouchers.status).toBe(200);
  expect((vouchers.body.table as unknown[]).length).toBeGreaterThan(0);
  const received = await callOption(request, friend.authAPI.api_token, 'order', 'list_order', { filter_by: 'received' });
  expect((received.body.table as Array<{ id: number }>).map((r) => r.id)).toContain(gift.orderId);

  // the link now only tells who redeemed it
  await page.goto(`/UgiftWeb/giftcard-share?id=${gift.shareId}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Giftcard redeemed by Ben Redeemer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/UgiftWeb/home');

  // the sender follows the gift on the order itself: sent by link, opened, redeemed
  await page.evaluate((s) => {
    localStorage.setItem('authAPI', JSON.stringify(s.authAPI));
    localStorage.setItem('authUser', JSON.stringify(s.authUser));
  }, sender);
  await page.goto(`/UgiftWeb/order-details?id=${gift.orderId}`);
  await hydrated(page);
  const facts = page.getByTestId('order-status');
  await expect(facts.locator('dt', { hasText: 'Opened on' })).toBeVisible();
  await expect(facts.locator('dt', { hasText: 'Redeemed on' })).toBeVisible();
  await expect(facts).not.toContainText('Not opened yet');
});

test('a guest who taps Redeem is asked to log in or open the app, and the music stops', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Gina Guestlink' });
  const gift = await buyGift(request, sender, { to: 'Hello!', message: 'A little something for you.' });
  await page.goto(`/UgiftWeb/giftcard-share?id=${gift.shareId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Tap to open your card' }).click();
  await expect(page.getByTestId('opened-card')).toBeVisible({ timeout: 5000 });
  await expect.poll(() => page.evaluate(howlerPlaying)).toBe(true);

  await page.getByTestId('redeem-button').click();
  const dialog = page.getByRole('dialog', { name: 'Login to redeem' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Will redirect to app/appstore');
  expect(await page.evaluate(howlerPlaying)).toBe(false);
  await expect(dialog.getByRole('link', { name: 'Bring me to the app' })).toHaveAttribute(
    'href',
    `ugift://RedeemGift?id=${encodeURIComponent(gift.shareId)}`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('redeem-button').click();
  await page.getByRole('dialog', { name: 'Login to redeem' }).getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/UgiftWeb/login\\?type=redirect&id=${gift.shareId}$`));
});

test('the sender cannot redeem their own link, and a bad link says so', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Omar Owner' });
  const gift = await buyGift(request, sender, { to: 'Hi', message: 'For you' });
  await useSession(page, sender);
  await page.goto(`/UgiftWeb/giftcard-share?id=${gift.shareId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Tap to open your card' }).click();
  await expect(page.getByText('You sent this gift.', { exact: false })).toBeVisible({ timeout: 5000 });
  await expect(page.getByTestId('redeem-button')).toHaveCount(0);

  // an order id is not a share id: the page tells the link is not valid
  await page.goto(`/UgiftWeb/giftcard-share?id=${gift.orderId}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'This gift link is not valid' })).toBeVisible();
});

test("inside a social app's in-app browser only the notice shows", async ({ browser }) => {
  for (const ua of [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/440.0.0.0;]',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Line/13.20.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0',
  ]) {
    const context = await browser.newContext({ userAgent: ua, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/UgiftWeb/giftcard-share?id=AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByTestId('inapp-notice')).toBeVisible();
    await expect(page.getByRole('heading', { name: "Please browse this page using your phone's browser" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ugift' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tap to open your card' })).toHaveCount(0);
    if (ua.includes('MicroMessenger')) {
      await shot(page, 'orders-share-inapp-notice');
      await expectAccessible(page);
    }
    await context.close();
  }
});
