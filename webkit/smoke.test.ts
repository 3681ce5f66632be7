import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyGift } from '../e2e/support/gifts.ts';
import { registerMember } from '../e2e/support/members.ts';
import { callOption } from '../e2e/support/session.ts';
import { MALLS } from '../src/server/seed/data/outlets.ts';
import { productFor } from '../src/server/seed/data/products.ts';
import { type Browser, type Harness, startHarness } from './support/harness.ts';
import { APP, fill, hydrated, open, pageErrors, stored, tap, testId, waitForText, waitForUrl } from './support/page.ts';

/**
 * The shop in WebKit (WebKitGTK 2.50, the engine Safari shares) under WebdriverIO (docs/decisions/0240): one browser
 * session walks a shopper's day in order, so each step starts where the previous one left the demo member.
 */
const DEMO = { code: '65', number: '91234567', password: 'ugift-demo' };
/** Bean There Coffee's "2 lattes" in Singapore: a QR-code voucher the demo merchant redeems at its counter. */
const LATTES = productFor('SG', 'bean-latte2');
/** The first outlet the product's terms name (the seed's rule): the voucher is good there. */
const OUTLET = `${LATTES.brand.names.en} @ ${MALLS.SG[LATTES.id % MALLS.SG.length].name}`;
const MERCHANT = { email: 'merchant@ugift.test', password: 'ugift-staff-demo' };

let harness: Harness;
let browser: Browser;
let api: APIRequestContext;
/** The demo member's token, as the page stored it at login. */
let token = '';
let orderId = '';
let voucherCode = '';
let voucherPage = '';

beforeAll(async () => {
  harness = await startHarness();
  browser = harness.browser;
  api = await playwrightRequest.newContext({ baseURL: harness.base });
});

// every step leaves the page's picture in test-results/webkit, and a failed one its HTML too
afterEach(async ({ task }) => {
  if (!browser) return;
  const dir = path.resolve(process.env.WEBKIT_OUTPUT ?? 'test-results/webkit');
  mkdirSync(dir, { recursive: true });
  const name = task.name.replace(/\W+/g, '-');
  await browser.saveScreenshot(path.join(dir, `${name}.png`)).catch(() => undefined);
  if (task.result?.state === 'fail') writeFileSync(path.join(dir, `${name}.html`), await browser.getPageSource().catch(() => ''));
  // as the Playwright fixtures do: a step fails when its pages threw or logged console.error
  expect(await pageErrors(browser), 'errors on the pages').toEqual([]);
});

afterAll(async () => {
  await api?.dispose();
  await harness?.stop();
});

async function option(group: string, name: string, form: Record<string, string> = {}) {
  const res = await callOption(api, token, group, name, form);
  if (!res.body.success) throw new Error(`${group}/${name}: ${res.body.message}`);
  return res.body as Record<string, unknown>;
}

describe('the shop in WebKit', () => {
  it('home hydrates for a guest in Singapore', async () => {
    // the first visit's popups (country, video, promo) stay away, as in the Playwright suite's fixtures
    await browser.url(`${harness.base}${APP}/healthz`);
    await browser.execute(() => {
      sessionStorage.setItem('ugift.popups', '1');
      localStorage.setItem('country', '2');
      localStorage.setItem('currency', 'SGD');
    });
    await open(browser, harness.base, 'home');
    await browser.$(testId('banner')).waitForDisplayed();
    await browser.$(testId('popular-item')).waitForDisplayed();
    expect(await browser.$$(testId('popular-item')).length).toBe(5);
    await expect(browser.$(testId('basket-badge')).isExisting()).resolves.toBe(false);
  });

  it('the demo member logs in', async () => {
    await open(browser, harness.base, 'login');
    const code = browser.$('select[name="country_code"]');
    await browser.waitUntil(async () => (await code.$$('option').length) > 1, { timeoutMsg: 'no country codes' });
    await code.selectByAttribute('value', DEMO.code);
    await fill(browser, 'input[name="mobile"]', DEMO.number);
    await fill(browser, 'input[name="password"]', DEMO.password);
    await tap(browser, 'form button[type="submit"]');
    await waitForUrl(browser, /\/UgiftWeb\/home$/);
    await hydrated(browser);
    const user = await stored<{ phone_number: string }>(browser, 'authUser');
    expect(user?.phone_number).toBe(DEMO.number);
    token = (await stored<{ api_token: string }>(browser, 'authAPI'))?.api_token ?? '';
    expect(token).not.toBe('');
  });

  it('a product page adds to the basket', async () => {
    // the demo member's basket starts empty, so the checkout below holds this one line
    const basket = (await option('basket', 'detail_basket')).table as { products: Array<{ product_id: string }>; giftcard_id: string };
    for (const p of basket.products) await option('basket', 'remove_product', { product_id: p.product_id });
    if (basket.giftcard_id !== '0') await option('basket', 'remove_giftcard');

    await open(browser, harness.base, `product-details?id=${LATTES.id}`);
    await waitForText(browser, testId('product-name'), new RegExp(LATTES.names.en));
    await waitForText(browser, testId('cart-button'), /^Add to Cart$/);
    await tap(browser, testId('cart-button'));
    await waitForUrl(browser, /\/UgiftWeb\/basket$/);
  });

  it('basket and checkout through the sandbox cashier', async () => {
    await hydrated(browser);
    await browser.$(testId('cart')).waitForDisplayed();
    expect(await browser.$$(testId('cart-line')).length).toBe(1);
    await waitForText(browser, testId('total'), /SGD/);
    await tap(browser, testId('checkout'));
    await tap(browser, testId('choice-myself'));
    await waitForUrl(browser, /checkout-order/);
    await hydrated(browser);
    await waitForText(browser, testId('place-order'), /^Place Order$/);
    await tap(browser, testId('place-order'));
    await waitForUrl(browser, /payment\/sandbox\//);
    await waitForText(browser, testId('cashier-amount'), /SGD/);
    await tap(browser, 'button.pay');
    const paid = await waitForUrl(browser, /payment-status\?id=\d+/);
    orderId = new URL(paid).searchParams.get('id') ?? '';
    await hydrated(browser);
    await waitForText(browser, testId('status-title'), /^Payment Success$/);
  });

  it("the voucher's QR code renders", async () => {
    await open(browser, harness.base, `view-vouchers?id=${orderId}`);
    const card = browser.$(testId('voucher-card'));
    await card.waitForDisplayed();
    await card.click();
    voucherPage = await waitForUrl(browser, /\/voucher-details\?id=\d+$/);
    await hydrated(browser);
    const codeCard = browser.$(testId('voucher-code-card'));
    await codeCard.waitForDisplayed();
    expect(await codeCard.getAttribute('data-type')).toBe('qrcode');
    expect(await codeCard.getAttribute('data-status')).toBe('Active');
    voucherCode = await waitForText(browser, testId('voucher-code-text'), /^UGIFT:[2-9A-Z]{20}$/);
    // the canvas is drawn after hydration: wait for its dark modules
    await browser.waitUntil(
      () =>
        browser.execute((sel) => {
          const canvas = document.querySelector(sel) as HTMLCanvasElement | null;
          const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
          let dark = 0;
          for (let i = 0; data && i < data.length; i += 4) if (data[i] < 100) dark++;
          return dark > 2000;
        }, testId('voucher-qr')),
      { timeoutMsg: 'the QR canvas stayed blank' },
    );
    // the code copies (the clipboard, or the fallback for a browser that refuses it)
    await tap(browser, testId('copy-code'));
    await browser.$('//*[@role="status"][contains(., "Code copied")]').waitForDisplayed({ timeoutMsg: 'the code did not copy' });
  });

  it("a shared gift's card opens with its animation and is redeemed", async () => {
    const sender = await registerMember(api, { name: 'Wendy Webkit' });
    const gift = await buyGift(api, sender, { to: 'Dear Demo', message: 'Opened in WebKit' });
    await open(browser, harness.base, `giftcard-share?id=${gift.shareId}`);
    await waitForText(browser, 'main', /Wendy Webkit/);
    await waitForText(browser, testId('closed-card'), /Tap to open your card/);
    await tap(browser, testId('closed-card'));
    // the three layered frame sequences play (the frame moves on), then the opened card replaces them
    const opening = browser.$(testId('opening-card'));
    await browser.waitUntil(async () => Number((await opening.isExisting()) && (await opening.getAttribute('data-frame'))) > 0, {
      timeoutMsg: 'the opening animation did not play',
    });
    expect(await opening.$$('img').length).toBe(3);
    await browser.$(testId('opened-card')).waitForDisplayed();
    await waitForText(browser, testId('card-canvas'), /Dear Demo/);
    await tap(browser, testId('redeem-button'));
    await waitForText(browser, 'dialog[open]', /Gift redeemed!/);
    // the gift's own page, where it can be thanked for or swapped once (decision 0265)
    await tap(browser, '//dialog[@open]//button[normalize-space()="See my gift"]');
    await waitForUrl(browser, new RegExp(`/UgiftWeb/order-details\\?id=${gift.orderId}$`));
    const received = await option('order', 'list_order', { filter_by: 'received' });
    expect((received.table as Array<{ id: number }>).map((r) => r.id)).toContain(gift.orderId);
  });

  it("the counter redeems the voucher's typed code", async () => {
    await open(browser, harness.base, 'merchant');
    await fill(browser, '#counter-email', MERCHANT.email);
    await fill(browser, '#counter-password', MERCHANT.password);
    await tap(browser, 'form button[type="submit"]');
    await tap(browser, `//button[.//span[@class="counter-outlet__name" and text()="${OUTLET}"]]`);
    await waitForText(browser, testId('current-outlet'), new RegExp(`^${OUTLET}$`));
    await fill(browser, '#counter-code', voucherCode.toLowerCase());
    await tap(browser, 'button=Look up');
    await browser.$(`${testId('voucher')}[data-state="Active"]`).waitForDisplayed();
    await tap(browser, `//button[contains(., "Redeem") and contains(., "${OUTLET}")]`);
    // a whole voucher is confirmed first, naming the amount (decision 0239)
    await browser.$(`${testId('confirm-redeem')}[open]`).waitForDisplayed();
    await tap(browser, `//dialog[@data-testid="confirm-redeem"]//button[contains(@class, "counter-button--primary")]`);
    await waitForText(browser, testId('outcome'), new RegExp(`redeemed at ${OUTLET}`));
    await browser.$(`${testId('voucher')}[data-state="Used"]`).waitForDisplayed();

    // the member's voucher page now says Used
    await browser.url(voucherPage);
    await hydrated(browser);
    await browser.$(`${testId('voucher-code-card')}[data-status="Used"]`).waitForDisplayed();
  });
});
