import type { Page } from '@playwright/test';
import {
  aCounter,
  BASE,
  buyForSelf,
  counterProduct,
  fakeCameraVideo,
  launchCounter,
  signInAtCounter,
  voucherOfOrder,
  watchErrors,
} from './support/counter.ts';
import { expect, expectAccessible, hydrated, SHOTS, test } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { type Session, useSession as withSession } from './support/session.ts';
import { aStaff } from './support/staff.ts';

/**
 * The counter (/UgiftWeb/counter): the merchant of the test's own counter (aCounter) signs in, picks the outlet,
 * scans a member's voucher with the camera (Chromium's fake camera playing the voucher's own QR code or barcode, made
 * into a video with ffmpeg), or types its code, and redeems it; the member's voucher then shows Used. Every test buys
 * its own voucher for its own fresh member.
 */
const TABLET = { width: 820, height: 1180 };

/** Picks the counter's outlet and waits for the counter. */
async function pickOutlet(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Choose this counter’s outlet' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByTestId('current-outlet')).toHaveText(name);
  await expect(page.getByRole('heading', { name: 'Scan a voucher' })).toBeVisible();
}

/** The counter asks before a whole redemption (decision 0239): the dialog names the amount; the staff member confirms. */
async function confirmRedemption(page: Page, amount: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: `Redeem ${amount}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('confirm-amount')).toHaveText(amount);
  await dialog.getByRole('button', { name: `Redeem ${amount}` }).click();
}

/** The member's own voucher page (the code the member shows at the counter). */
async function memberVoucherPage(page: Page, member: Session, lineId: number): Promise<void> {
  await withSession(page, member);
  await page.goto(`${BASE}/voucher-details?id=${lineId}`);
  await hydrated(page);
}

async function openVoucher(page: Page, member: Session, lineId: number): Promise<void> {
  await memberVoucherPage(page, member, lineId);
  const card = page.getByTestId('voucher-code-card');
  await expect(card).toHaveAttribute('data-status', 'Active');
  // the counter's brand has merchants: the holder shows the code at the counter instead of marking it used
  await expect(card.getByTestId('at-counter')).toBeVisible();
  await expect(card.getByTestId('mark-used')).toHaveCount(0);
}

/** Dark pixels of the wallet's QR canvas (it draws after hydration). */
async function darkPixels(page: Page): Promise<number> {
  return page.getByTestId('voucher-qr').evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 100) dark++;
    return dark;
  });
}

/** After a redemption the member's voucher page says Used, and where. */
async function expectUsedInWallet(page: Page, outlet: string): Promise<void> {
  await page.reload();
  await hydrated(page);
  const card = page.getByTestId('voucher-code-card');
  await expect(card).toHaveAttribute('data-status', 'Used');
  await expect(card.locator('[data-kind="usedOn"]')).toBeVisible();
  await expect(page.getByTestId('used-outlet')).toContainText(outlet);
}

test.describe('counter', () => {
  // a second Chromium per camera test, a member, a purchase and axe on several screens: more than the default minute
  test.describe.configure({ timeout: 120_000 });

  test("the counter's page may use the camera and compile the barcode reader's WebAssembly", async ({ request }) => {
    // the shop's pages forbid the camera (Permissions-Policy camera=()) and WebAssembly (script-src without
    // 'wasm-unsafe-eval'); the counter needs both: getUserMedia, and the zxing-wasm reader where the browser has no
    // BarcodeDetector of its own (Chromium on Linux and Windows, Firefox, Safari)
    const res = await request.get(`${BASE}/counter`);
    expect(res.status()).toBe(200);
    expect(res.headers()['permissions-policy'], 'Permissions-Policy of /UgiftWeb/counter').toMatch(/(^|[\s,])camera=(\*|\(self\))/);
    const scriptSrc = (res.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, 'script-src of /UgiftWeb/counter').toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  test('a QR voucher is scanned with the camera and redeemed; the wallet shows it used; scanning it again is refused', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const counter = await aCounter(baseURL ?? '');
    const OUTLET = counter.outlet.outlet_name;
    const product = await counterProduct(baseURL ?? '', counter, { codeType: 'qrcode', price: 10, label: 'Counter QR cappuccino' });
    const member = await registerMember(request, { name: 'Quinn Counter' });
    const orderId = await buyForSelf(request, member, product.id);
    const voucher = await voucherOfOrder(request, member, orderId);
    expect(voucher.codeType).toBe('qrcode');
    expect(voucher.code).toMatch(/^UGIFT:[2-9A-Z]{20}$/);

    await openVoucher(page, member, voucher.lineId);
    await expect.poll(() => darkPixels(page)).toBeGreaterThan(2000);
    const video = fakeCameraVideo(await page.getByTestId('voucher-qr').screenshot(), testInfo.outputDir, 'qr');

    const device = await launchCounter(testInfo.project.use.launchOptions, baseURL ?? '', video);
    try {
      const s = device.page;
      await signInAtCounter(s, counter.merchant);
      await expect(s.getByRole('heading', { name: 'Choose this counter’s outlet' })).toBeVisible();
      await shot(s, 'merchant-outlets');
      await expectAccessible(s);
      await pickOutlet(s, OUTLET);
      await shot(s, 'merchant-counter');
      await expectAccessible(s);

      await s.getByRole('button', { name: 'Scan with the camera' }).click();
      const card = s.getByTestId('voucher');
      await expect(card.getByRole('heading', { name: voucher.productName })).toBeVisible({ timeout: 30_000 });
      await expect(card).toHaveAttribute('data-state', 'Active');
      await expect(card).toContainText('Qu•••• C.');
      await expect(card.getByTestId('voucher-value')).toHaveText('SGD 10.00');
      await expect(card.getByTestId('voucher-balance')).toHaveCount(0);
      await expect(card).toContainText(voucher.code);
      await expect(s.getByTestId('outcome')).toBeEmpty();
      await shot(s, 'merchant-voucher');
      await expectAccessible(s);

      await s.getByRole('button', { name: `Redeem at ${OUTLET}` }).click();
      await confirmRedemption(s, 'SGD 10.00');
      const outcome = s.getByRole('status').filter({ hasText: 'Redeemed' });
      await expect(outcome).toContainText(`redeemed at ${OUTLET}`);
      await expect(card).toHaveAttribute('data-state', 'Used');
      await expect(s.getByRole('button', { name: /^Redeem/ })).toHaveCount(0);
      await expect(s.getByRole('button', { name: 'Next customer' })).toBeFocused();
      await shot(s, 'merchant-redeemed');
      await expectAccessible(s);

      await expectUsedInWallet(page, OUTLET);

      // the next customer shows the same code again: it is already used, and the counter says where and when
      await s.getByRole('button', { name: 'Next customer' }).click();
      await expect(s.getByTestId('voucher')).toHaveCount(0);
      await s.getByRole('button', { name: 'Scan with the camera' }).click();
      await expect(card).toHaveAttribute('data-state', 'Used');
      await expect(s.getByTestId('outcome')).toContainText(
        new RegExp(`Cannot be redeemed\\s*Already redeemed at ${OUTLET} on \\d{1,2} [A-Z][a-z]{2} \\d{4}`),
      );
      await expect(s.getByRole('button', { name: /^Redeem/ })).toHaveCount(0);
      await shot(s, 'merchant-already-used');
      await expectAccessible(s);
      expect(device.errors, 'console errors on the counter').toEqual([]);
    } finally {
      await device.close();
    }
  });

  test('a CODE128 barcode voucher is scanned and redeemed on a tablet; the wallet shows it used', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const counter = await aCounter(baseURL ?? '');
    const OUTLET = counter.outlet.outlet_name;
    const product = await counterProduct(baseURL ?? '', counter, { codeType: 'barcode', price: 8, label: 'Counter barcode flat white' });
    const member = await registerMember(request, { name: 'Bao Barcode' });
    const orderId = await buyForSelf(request, member, product.id);
    const voucher = await voucherOfOrder(request, member, orderId);
    expect(voucher.codeType).toBe('barcode');
    expect(voucher.code).toMatch(/^\d{25}$/);

    // the member's phone draws the bars at two device pixels per CSS pixel, as phones do: at one, a bar 1.6 px wide
    // comes out soft, and a camera reads it only some of the time
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true });
    let video: string;
    try {
      const phonePage = await phone.newPage();
      await openVoucher(phonePage, member, voucher.lineId);
      const barcode = phonePage.getByTestId('voucher-barcode');
      await expect.poll(() => barcode.locator('rect').count()).toBeGreaterThan(20);
      video = fakeCameraVideo(await barcode.screenshot({ scale: 'device' }), testInfo.outputDir, 'barcode');
    } finally {
      await phone.close();
    }

    const device = await launchCounter(testInfo.project.use.launchOptions, baseURL ?? '', video, TABLET);
    try {
      const s = device.page;
      await signInAtCounter(s, counter.merchant);
      await expect(s.getByRole('heading', { name: 'Choose this counter’s outlet' })).toBeVisible();
      await shot(s, 'merchant-outlets-820');
      await pickOutlet(s, OUTLET);
      await s.getByRole('button', { name: 'Scan with the camera' }).click();
      await expect(s.getByTestId('scanner-status')).toBeVisible();
      const card = s.getByTestId('voucher');
      // the camera reads frames as fast as the machine lets it: wait for the read, however long a busy machine takes
      await expect(card.getByRole('heading', { name: product.name })).toBeVisible({ timeout: 30_000 });
      await expect(card).toHaveAttribute('data-state', 'Active');
      await expect(card.getByTestId('voucher-value')).toHaveText('SGD 8.00');
      await expect(card).toContainText('Ba•••• B.');
      await shot(s, 'merchant-voucher-820');
      await expectAccessible(s);
      await s.getByRole('button', { name: `Redeem at ${OUTLET}` }).click();
      await confirmRedemption(s, 'SGD 8.00');
      await expect(s.getByRole('status').filter({ hasText: 'Redeemed' })).toContainText(`${product.name} (SGD 8.00) redeemed at ${OUTLET}`);
      await shot(s, 'merchant-redeemed-820');
      expect(device.errors, 'console errors on the counter').toEqual([]);
    } finally {
      await device.close();
    }
    await memberVoucherPage(page, member, voucher.lineId);
    await expectUsedInWallet(page, OUTLET);
  });

  test('a typed code is looked up and redeemed; a second counter redeeming the same code is refused', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const counter = await aCounter(baseURL ?? '');
    const OUTLET = counter.outlet.outlet_name;
    const product = await counterProduct(baseURL ?? '', counter, {
      codeType: 'alphanumeric',
      price: 6,
      label: 'Counter typed mocha',
    });
    const member = await registerMember(request, { name: 'Tay Typed' });
    const orderId = await buyForSelf(request, member, product.id);
    const voucher = await voucherOfOrder(request, member, orderId);
    expect(voucher.code).toMatch(/^[2-9A-Z]{4}(-[2-9A-Z]{1,4})+$/);

    // two counters (two tabs, one staff session) have the same customer's code up at once
    await signInAtCounter(page, counter.merchant);
    await pickOutlet(page, OUTLET);
    const second = await page.context().newPage();
    const secondErrors: string[] = [];
    watchErrors(second, secondErrors);
    await second.goto(`${BASE}/counter`);
    // the outlet is remembered on the device: the second tab goes straight to the counter
    await expect(second.getByTestId('current-outlet')).toHaveText(OUTLET);
    for (const counter of [page, second]) {
      // counter staff type it as they read it: any case, without the dashes
      await counter.getByLabel('Voucher code').fill(voucher.code.toLowerCase().replace(/-/g, ''));
      await counter.getByRole('button', { name: 'Look up' }).click();
      await expect(counter.getByTestId('voucher')).toHaveAttribute('data-state', 'Active');
    }
    await expect(page.getByTestId('voucher')).toContainText('Ta•••• T.');

    await page.getByRole('button', { name: `Redeem at ${OUTLET}` }).click();
    await confirmRedemption(page, 'SGD 6.00');
    await expect(page.getByRole('status').filter({ hasText: 'Redeemed' })).toBeVisible();

    await second.getByRole('button', { name: `Redeem at ${OUTLET}` }).click();
    await confirmRedemption(second, 'SGD 6.00');
    const refusal = second.getByTestId('outcome');
    await expect(refusal).toContainText('Not redeemed');
    await expect(refusal).toContainText(new RegExp(`Already redeemed at ${OUTLET} on `));
    // the card then shows the voucher as it is now, without the Redeem button
    await expect(second.getByTestId('voucher')).toHaveAttribute('data-state', 'Used');
    await expect(second.getByRole('button', { name: /^Redeem/ })).toHaveCount(0);
    await shot(second, 'merchant-refused');
    await expectAccessible(second);
    // an unknown code is refused by the lookup
    await second.getByRole('button', { name: 'Next customer' }).click();
    await second.getByLabel('Voucher code').fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ-Z');
    await second.getByRole('button', { name: 'Look up' }).click();
    await expect(second.getByTestId('outcome')).toContainText('Unknown code');
    expect(secondErrors).toEqual([]);
    await second.close();

    const memberPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await memberVoucherPage(memberPage, member, voucher.lineId);
    await expectUsedInWallet(memberPage, OUTLET);
    await memberPage.close();
  });

  test('a stored-value voucher is spent in part: the amount, the new balance and the past redemptions', async ({
    page,
    request,
    baseURL,
  }) => {
    const counter = await aCounter(baseURL ?? '');
    const OUTLET = counter.outlet.outlet_name;
    const product = await counterProduct(baseURL ?? '', counter, {
      codeType: 'alphanumeric',
      storedValue: true,
      price: 50,
      label: 'Counter gift card',
    });
    const member = await registerMember(request, { name: 'Sam Stored' });
    const voucher = await voucherOfOrder(request, member, await buyForSelf(request, member, product.id));

    await signInAtCounter(page, counter.merchant);
    await pickOutlet(page, OUTLET);
    await page.getByLabel('Voucher code').fill(voucher.code);
    await page.getByRole('button', { name: 'Look up' }).click();
    const card = page.getByTestId('voucher');
    await expect(card.getByTestId('voucher-balance')).toHaveText('SGD 50.00');
    await expect(card.getByRole('heading', { name: 'Past redemptions' })).toBeVisible();
    await expect(card).toContainText('None yet.');
    const amount = page.getByLabel('Amount to redeem (SGD)');
    await amount.fill('60');
    await page.getByRole('button', { name: `Redeem at ${OUTLET}` }).click();
    await expect(page.getByText('The balance is only SGD 50.00.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('12.50');
    await page.getByRole('button', { name: `Redeem at ${OUTLET}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Redeemed' })).toContainText(
      `SGD 12.50 redeemed at ${OUTLET}. New balance: SGD 37.50.`,
    );
    // a part under the threshold (PUBLIC_COUNTER_CONFIRM_OVER, SGD 50 by default) is redeemed without asking
    await expect(page.getByTestId('confirm-redeem')).toHaveCount(0);
    await expect(card.getByTestId('voucher-balance')).toHaveText('SGD 37.50');
    await expect(card).toHaveAttribute('data-state', 'Active');
    await expect(card.getByTestId('voucher-redemptions').getByRole('listitem')).toHaveCount(1);
    await expect(card.getByTestId('voucher-redemptions')).toContainText(OUTLET);
    await shot(page, 'merchant-stored-value');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Next customer' }).click();
    await page.getByLabel('Voucher code').fill(voucher.code);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(card.getByTestId('voucher-balance')).toHaveText('SGD 37.50');
    await expect(page.getByLabel('Amount to redeem (SGD)')).toHaveValue('');
    await page.setViewportSize(TABLET);
    await shot(page, 'merchant-stored-value-820');
    await expectAccessible(page);
  });

  test('only merchant staff may use the counter; the counter signs out after its idle time and keeps the outlet', async ({
    page,
    baseURL,
  }) => {
    const counter = await aCounter(baseURL ?? '');
    const OUTLET = counter.outlet.outlet_name;
    const OTHER = counter.otherOutlet.outlet_name;
    const support = await aStaff(baseURL ?? '', 'support');
    await page.clock.install();
    await page.goto(`${BASE}/counter`);
    await expect(page.getByRole('heading', { name: 'Counter sign-in' })).toBeVisible();
    await shot(page, 'merchant-signin');
    await expectAccessible(page);

    await page.getByLabel('Email').fill(counter.merchant.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The email, password or code is not right');

    await page.getByLabel('Email').fill(support.email);
    await page.getByLabel('Password').fill(support.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(
      `${support.email} is not a merchant account. Only merchant staff accounts can redeem vouchers at the counter; you have been signed out.`,
    );
    await expect.poll(async () => (await page.request.get(`${BASE}/admin/api/session`)).status()).toBe(401);
    await shot(page, 'merchant-not-merchant');
    await expectAccessible(page);

    await page.getByLabel('Email').fill(counter.merchant.email);
    await page.getByLabel('Password').fill(counter.merchant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await pickOutlet(page, OUTLET);
    await expect(page.getByTestId('signed-in-as')).toHaveText(counter.merchant.name);
    // the outlet can be changed, and the choice is kept
    await page.getByRole('button', { name: 'Change outlet' }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${OUTLET}`) })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: new RegExp(`^${OTHER}`) }).click();
    await expect(page.getByTestId('current-outlet')).toHaveText(OTHER);

    // nobody touches the counter for the idle time (300 s by default): it signs out and shows sign-in
    await page.clock.fastForward(301_000);
    await expect(page.getByRole('heading', { name: 'Counter sign-in' })).toBeVisible();
    await expect(page.getByTestId('signin-notice')).toHaveText('Signed out after 5 minutes without activity.');
    await expect.poll(async () => (await page.request.get(`${BASE}/admin/api/session`)).status()).toBe(401);

    // the next sign-in goes straight to the counter at the kept outlet
    await page.getByLabel('Email').fill(counter.merchant.email);
    await page.getByLabel('Password').fill(counter.merchant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('current-outlet')).toHaveText(OTHER);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByTestId('signin-notice')).toHaveText('You have signed out.');
  });
});

/** A screenshot of the counter kept for a person to look at. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
