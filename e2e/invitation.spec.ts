import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const WECHAT = `${IPHONE} MicroMessenger/8.0.40`;

test('the invitation page welcomes a desktop visitor with the store badges and the privacy policy', async ({ page }) => {
  await page.goto('/UgiftWeb/invitation?id=12&referral=ALEX2026&source=web');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Welcome to Ugift' })).toBeVisible();
  await expect(page.getByText("Your friend's referral code: ALEX2026")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/UgiftWeb/privacy-policy');
  await shot(page, 'orders-invitation');
  await expectAccessible(page);
});

test('on a phone it opens the store listing, or the app with the referral', async ({ browser }) => {
  const iphone = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const page = await iphone.newPage();
  await page.route('https://apps.apple.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>App Store</title><h1>App Store listing</h1>' }),
  );
  await page.goto('/UgiftWeb/invitation');
  await expect(page).toHaveURL(/^https:\/\/apps\.apple\.com\//);
  await expect(page.getByRole('heading', { name: 'App Store listing' })).toBeVisible();
  await iphone.close();

  const android = await browser.newContext({ userAgent: ANDROID, viewport: { width: 390, height: 844 } });
  const droid = await android.newPage();
  await droid.route('https://play.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Play listing</h1>' }));
  await droid.goto('/UgiftWeb/invitation?source=sms');
  await expect(droid.getByRole('heading', { name: 'Play listing' })).toBeVisible();
  // with a referral the app itself is opened by its custom link (a page the browser cannot follow here, so it stays)
  await droid.goto('/UgiftWeb/invitation?id=7&referral=ALEX2026');
  await expect(droid.getByTestId('opening-link')).toHaveAttribute('href', 'ugift://Invitation?referral=ALEX2026&id=7');
  await android.close();
});

test("inside WeChat it asks to open the page in the phone's browser and does not redirect", async ({ browser }) => {
  const wechat = await browser.newContext({ userAgent: WECHAT, viewport: { width: 390, height: 844 } });
  const page = await wechat.newPage();
  await page.goto('/UgiftWeb/invitation?referral=ALEX2026');
  await expect(page.getByTestId('wechat-notice')).toContainText("Please open this page in your phone's browser");
  await expect(page).toHaveURL(/\/UgiftWeb\/invitation/);
  await expect(page.getByTestId('opening-link')).toHaveCount(0);
  await shot(page, 'orders-invitation-wechat');
  await wechat.close();
});
