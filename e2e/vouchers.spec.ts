import type { Page } from '@playwright/test';
import { clippedText } from './support/clipping.ts';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { apiLogin, callOption, useSession, type Session } from './support/session.ts';
import { DEMO } from './support/demo-member.ts';
import { registerMember } from './support/members.ts';
import { buyEachCodeType, type Purchase } from './support/vouchers.ts';

async function openWallet(page: Page) {
  await page.goto('/UgiftWeb/vouchers');
  await hydrated(page);
}

async function darkPixels(page: Page): Promise<number> {
  return page
    .getByTestId('voucher-qr')
    .first()
    .evaluate((el) => {
      const canvas = el as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 100) dark++;
      return dark;
    });
}

test('guests are asked to log in on the wallet and the notifications', async ({ page }) => {
  await openWallet(page);
  await expect(page.getByText('Welcome, please login to continue')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/UgiftWeb/login');
  await page.goto('/UgiftWeb/notification');
  await hydrated(page);
  await expect(page.getByText('Welcome, please login to continue')).toBeVisible();
});

test('the wallet lists vouchers by tab with their date lines, and searches by name', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, DEMO.phone, DEMO.password));
  await openWallet(page);
  const cards = page.getByTestId('voucher-card');
  await expect(cards.filter({ hasText: 'Movie Tickets for Two' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Movie Tickets for Two' }).locator('[data-kind="redeemBefore"]')).toHaveText(
    /^Redeem Before \d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );
  await expect(cards.filter({ hasText: 'Movie Tickets for Two' }).locator('[data-kind="redeemBefore"]')).toHaveClass(/text-success/);
  await expect(cards.filter({ hasText: 'Coffee Lover Gift Pack' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'wallet-active');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Received' }).click();
  await expect(cards.filter({ hasText: 'Coffee Lover Gift Pack' })).toBeVisible();
  await expect(cards).toHaveCount(1);

  await page.getByRole('tab', { name: 'Past' }).click();
  const expired = cards.filter({ hasText: 'PageTurner Books' }).locator('[data-kind="expiredOn"]');
  await expect(expired).toHaveText(/^Expired on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(expired).toHaveClass(/text-danger/);
  await expect(cards.locator('[data-kind="usedOn"]')).toHaveText(/^Used on /);
  await shot(page, 'wallet-past');

  await page.getByRole('tab', { name: 'Active' }).click();
  await page.getByRole('searchbox', { name: 'Search your vouchers' }).fill('movie');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Movie Tickets for Two');
  await page.getByRole('searchbox', { name: 'Search your vouchers' }).fill('no such voucher');
  await expect(page.getByText('Your search has no result')).toBeVisible();
});

test('an expired voucher shows the expired image with its code hidden; its dialogs show sanitised text and outlets', async ({
  page,
  request,
}) => {
  const session = await apiLogin(request, DEMO.phone, DEMO.password);
  const { body } = await callOption(request, session.authAPI.api_token, 'evoucher', 'list_evoucher', {
    filter_by_status: 'used',
    filter_by_keywords: 'PageTurner',
  });
  const lineId = body.table[0].id;
  await useSession(page, session);
  await page.goto(`/UgiftWeb/voucher-details?id=${lineId}`);
  await hydrated(page);
  const card = page.getByTestId('voucher-code-card');
  await expect(card).toHaveAttribute('data-status', 'Expired');
  await expect(card.getByRole('img', { name: 'Expired voucher' })).toBeVisible();
  await expect(card.getByTestId('voucher-code-text')).toHaveCount(0);
  await expect(card.getByTestId('copy-code')).toHaveCount(0);
  await expect(card.getByTestId('mark-used')).toHaveCount(0);
  await expect(card.locator('[data-kind="expiredOn"]')).toBeVisible();
  await shot(page, 'voucher-expired');
  await expectAccessible(page);

  // the three info buttons carry short labels on one line; each opens its dialog under the full title
  const infoBoxes = await page.locator('.voucher-info .ui-button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
  expect(new Set(infoBoxes.map((r) => Math.round(r.top))).size).toBe(1);
  expect(infoBoxes.every((r) => r.height < 48)).toBe(true);
  await page.getByRole('button', { name: 'Terms', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms & Conditions' });
  await expect(dialog).toContainText('Valid for 365 days');
  expect(await dialog.locator('[onclick], script, a[href^="javascript"]').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'How to use' }).click();
  await page.getByRole('dialog', { name: 'How to redeem' }).getByText('Need help?').click();
  expect(await page.evaluate(() => (window as unknown as { __ugiftXss?: boolean }).__ugiftXss)).toBeUndefined();
  await page.getByRole('dialog', { name: 'How to redeem' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Outlets', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Available outlets' }).getByRole('listitem').first()).toContainText('Singapore');
  // a long outlet e-mail address wraps inside the dialog instead of running over its edge
  expect(await clippedText(page)).toEqual([]);
});

test.describe
  .serial('after a purchase', () => {
    let bought: Purchase;
    let session: Session;

    test.beforeEach(async ({ context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // the redeem links of type url point at the voucher partner: answered here, never fetched
      await context.route('https://redeem.ugift.example/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title><p>Redeemed</p>' }),
      );
    });

    test("the wallet shows the new vouchers, and the order's voucher list links to them", async ({ page, request, baseURL }) => {
      // a member of its own (Malaysian, as the purchase is): the wallet holds only this purchase
      session = await registerMember(request, { prefix: '60' });
      bought = await buyEachCodeType(request, baseURL!, session);
      await useSession(page, session);
      await openWallet(page);
      const cards = page.getByTestId('voucher-card');
      for (const name of Object.values(bought.names)) await expect(cards.filter({ hasText: name })).toBeVisible();
      await shot(page, 'wallet-after-purchase');

      await page.goto(`/UgiftWeb/view-vouchers?id=${bought.orderId}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
      await expect(cards).toHaveCount(4);
      await expectAccessible(page);
      await cards.filter({ hasText: bought.names.qrcode }).click();
      await expect(page).toHaveURL(/\/voucher-details\?id=\d+$/);
    });

    test('a QR code renders on a canvas, the code copies, and refresh keeps the code', async ({ page }) => {
      await useSession(page, session);
      await openWallet(page);
      await page.getByTestId('voucher-card').filter({ hasText: bought.names.qrcode }).click();
      await hydrated(page);
      const card = page.getByTestId('voucher-code-card');
      await expect(card).toHaveAttribute('data-type', 'qrcode');
      await expect(page.getByTestId('voucher-qr')).toBeVisible();
      await expect.poll(() => darkPixels(page)).toBeGreaterThan(2000);
      const code = (await card.getByTestId('voucher-code-text').textContent())!;
      expect(code).toMatch(/^UGIFT:[2-9A-Z]{20}$/);
      await card.getByRole('button', { name: 'Copy code' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Code copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await shot(page, 'voucher-qr');
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Voucher refreshed' })).toBeVisible();
      // Refresh re-evaluates the status only: the code the shopper may have shown stays.
      await expect(card.getByTestId('voucher-code-text')).toHaveText(code);
      await expect.poll(() => darkPixels(page)).toBeGreaterThan(2000);
    });

    test('a barcode renders as a non-empty SVG, and the screen is kept awake while it shows', async ({ page }) => {
      // headless Chromium refuses real wake locks: a stand-in records what the screen asks for
      await page.addInitScript(() => {
        const log: string[] = [];
        (window as unknown as { __wakeLog: string[] }).__wakeLog = log;
        Object.defineProperty(navigator, 'wakeLock', {
          configurable: true,
          value: {
            async request(type: string) {
              log.push(`request:${type}`);
              const listeners: Array<() => void> = [];
              return {
                released: false,
                addEventListener: (_: string, cb: () => void) => listeners.push(cb),
                async release() {
                  log.push('release');
                  for (const cb of listeners) cb();
                },
              };
            },
          },
        });
      });
      await useSession(page, session);
      await openWallet(page);
      await page.getByTestId('voucher-card').filter({ hasText: bought.names.barcode }).click();
      await hydrated(page);
      const svg = page.getByTestId('voucher-barcode');
      await expect(svg).toBeVisible();
      await expect.poll(() => svg.locator('rect').count()).toBeGreaterThan(20);
      const box = await svg.boundingBox();
      expect(box!.width).toBeGreaterThan(150);
      await expect(svg).toContainText(/^\d{25}$/);
      await expect(page.getByRole('status').filter({ hasText: 'Your screen stays on while the code is shown.' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __wakeLog: string[] }).__wakeLog)).toEqual(['request:screen']);
      await shot(page, 'voucher-barcode');
    });

    test('a link voucher opens its partner site only after a confirmation; a shop without outlets says so', async ({ page, context }) => {
      await useSession(page, session);
      await openWallet(page);
      await page.getByTestId('voucher-card').filter({ hasText: bought.names.url }).click();
      await hydrated(page);
      const card = page.getByTestId('voucher-code-card');
      await expect(card).toHaveAttribute('data-type', 'url');
      await card.getByRole('button', { name: 'Redeem' }).click();
      const confirm = page.getByRole('dialog', { name: 'Open external site?' });
      await expect(confirm).toContainText('redeem.ugift.example');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      expect(context.pages()).toHaveLength(1);
      await card.getByRole('button', { name: 'Redeem' }).click();
      const popup = context.waitForEvent('page');
      await confirm.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(async () => (await popup).url()).toMatch(/^https:\/\/redeem\.ugift\.example\/v\/[a-z2-9]{20}$/);
      await (await popup).close();

      await page.getByRole('button', { name: 'Outlets', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Available outlets' }).getByText('No outlets available')).toBeVisible();
    });

    test('mark as used asks first, then shows Used with its date and a disabled button; the voucher moves to Past', async ({ page }) => {
      await useSession(page, session);
      await openWallet(page);
      const name = bought.names.alphanumeric;
      await page.getByTestId('voucher-card').filter({ hasText: name }).click();
      await hydrated(page);
      const card = page.getByTestId('voucher-code-card');
      await expect(card).toHaveAttribute('data-status', 'Active');
      await card.getByRole('button', { name: 'Mark as used' }).click();
      const confirm = page.getByRole('dialog', { name: 'Mark as used?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(card).toHaveAttribute('data-status', 'Active');
      await card.getByRole('button', { name: 'Mark as used' }).click();
      await confirm.getByRole('button', { name: 'Mark as used' }).click();
      await expect(card).toHaveAttribute('data-status', 'Used');
      await expect(card.locator('[data-kind="usedOn"]')).toHaveText(/^Used on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
      await expect(card.getByTestId('mark-used')).toBeDisabled();
      await expect(card.getByTestId('mark-used')).toHaveText('Used');
      await shot(page, 'voucher-marked-used');

      await openWallet(page);
      await expect(page.getByTestId('voucher-card').filter({ hasText: name })).toHaveCount(0);
      await page.getByRole('tab', { name: 'Past' }).click();
      await expect(page.getByTestId('voucher-card').filter({ hasText: name }).locator('[data-kind="usedOn"]')).toBeVisible();
    });
  });
