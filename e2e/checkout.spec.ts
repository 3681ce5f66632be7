import path from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, shot, test } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { aProduct, MALAYSIA } from './support/products.ts';
import { callOption, useSession, type Session } from './support/session.ts';
import { baseURLOf } from './support/staff.ts';

/** Members of their own: Raj (Malaysia) buys for himself and declines; Yuki (Japan) sends a gift. */
const JAPAN = 3;

async function ok(request: APIRequestContext, s: Session, group: string, option: string, form: Record<string, string> = {}) {
  const r = await callOption(request, s.authAPI.api_token, group, option, form);
  if (!r.body.success) throw new Error(`${group}/${option}: ${r.body.message}`);
  return r.body as Record<string, unknown>;
}

/** An in-stock product of the test's own in the member's country that makes e-vouchers. */
async function voucherProduct(request: APIRequestContext, countryId: number): Promise<{ id: string; name: string }> {
  const product = await aProduct(await baseURLOf(request), { countryId, stock: 20 });
  return { id: String(product.id), name: product.name };
}

/** Starts from an empty cart holding exactly these products. */
async function fillCart(request: APIRequestContext, s: Session, items: Array<{ id: string; quantity: number }>) {
  const basket = (await ok(request, s, 'basket', 'detail_basket')).table as {
    products: Array<{ product_id: string }>;
    giftcard_id: string;
  };
  for (const p of basket.products) await ok(request, s, 'basket', 'remove_product', { product_id: p.product_id });
  if (basket.giftcard_id !== '0') await ok(request, s, 'basket', 'remove_giftcard');
  for (const i of items) await ok(request, s, 'basket', 'product_to_basket', { product_id: i.id, quantity: String(i.quantity) });
}

async function openCart(page: Page) {
  await page.goto('/UgiftWeb/checkout-confirmation');
  await hydrated(page);
  await expect(page.getByTestId('cart')).toBeVisible();
}

test('buy for myself through the sandbox cashier: Payment Success and vouchers issued', async ({ page, request }) => {
  const raj = await registerMember(request, { prefix: '60', name: 'Raj Kumar' });
  const a = await voucherProduct(request, MALAYSIA);
  const b = await voucherProduct(request, MALAYSIA);
  await fillCart(request, raj, [
    { id: a.id, quantity: 2 },
    { id: b.id, quantity: 1 },
  ]);
  await useSession(page, raj);

  await openCart(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByText('Subtotal')).toBeVisible();
  await expect(page.getByTestId('total')).toContainText('MYR');
  // "Discount Applied" shows only when a line is discounted (never "- MYR 0.00").
  const discounted = await page.locator('.summary__promo').count();
  await expect(page.getByText('Discount Applied')).toHaveCount(discounted > 0 ? 1 : 0);
  await expectAccessible(page);
  await shot(page, 'checkout-cart');

  // billing address dialog
  await page.getByTestId('open-billing').click();
  await page.getByTestId('billing-input').fill('88 Jalan Ampang, 50450 Kuala Lumpur');
  await page.getByTestId('billing-save').click();
  await expect(page.getByTestId('open-billing')).toContainText('88 Jalan Ampang');

  // uDollar dialog validation: no card chosen
  await page.getByTestId('open-udollar').click();
  await page.getByTestId('udollar-apply').click();
  await expect(page.getByText(/Please choose a uDollar giftcard|Please enter a valid redemption amount/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('checkout').click();
  await page.getByTestId('choice-myself').click();
  await page.waitForURL(/checkout-order/);
  await hydrated(page);
  await expect(page.getByTestId('points')).toBeVisible();
  await expect(page.getByTestId('place-order')).toHaveText('Place Order');
  await expectAccessible(page);
  await shot(page, 'checkout-order-myself');

  await page.getByTestId('place-order').click();
  await page.waitForURL(/payment\/sandbox\//);
  await expect(page.getByTestId('cashier-amount')).toContainText('MYR');
  await shot(page, 'checkout-sandbox-cashier');
  await page.getByRole('button', { name: /^Pay / }).click();

  await page.waitForURL(/payment-status\?id=\d+/);
  await hydrated(page);
  await expect(page.getByTestId('status-title')).toHaveText('Payment Success');
  await expect(page.getByText('Phrase of The Day')).toBeVisible();
  await expect(page.getByTestId('phrase')).not.toBeEmpty();
  await expect(page.getByTestId('view-order')).toBeVisible();
  await expect(page.getByText('Back to Home')).toBeVisible();
  await expect(page.getByText('Gift it to a friend')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'checkout-payment-success');

  const orderId = new URL(page.url()).searchParams.get('id')!;
  const vouchers = await ok(request, raj, 'evoucher', 'list_evoucher', { filter_by_order_id: orderId });
  const items = vouchers.table as Array<Record<string, unknown>>;
  const count = items.reduce((s, it) => s + (it.order_evouchers as unknown[]).length, 0);
  expect(count).toBe(3);
  const cart = (await ok(request, raj, 'basket', 'detail_basket')).table as { products: unknown[] };
  expect(cart.products).toHaveLength(0);
});

test('send as a gift with a customised card (text, photo, music) to the confirmation and the cashier', async ({ page, request }, info) => {
  const yuki = await registerMember(request, { prefix: '81', name: 'Yuki Sato' });
  const p = await voucherProduct(request, JAPAN);
  await fillCart(request, yuki, [{ id: p.id, quantity: 1 }]);
  await useSession(page, yuki);

  await openCart(page);
  await page.getByTestId('checkout').click();
  await page.getByTestId('choice-gift').click();
  await page.waitForURL(/checkout-cardselection/);
  await hydrated(page);
  await expect(page.getByText('Card Selection')).toBeVisible();
  await expect(page.getByText('Editable').first()).toBeVisible();
  await page.getByTestId('design-1').click();
  await expectAccessible(page);
  await shot(page, 'checkout-card-selection');
  await page.getByTestId('next-step').click();

  await page.waitForURL(/checkout-cardcustomization\?id=1/);
  await hydrated(page);
  const to = page.getByTestId('card-text-to');
  await to.fill('Dear Mei');
  await to.press('Enter');
  await expect(page).toHaveURL(/checkout-cardcustomization/);
  const message = page.locator('[data-testid^="card-message-"]').first();
  await message.fill('Happy birthday');
  await message.press('Enter');
  await message.pressSequentially(' from Tokyo!');
  await expect(message).toHaveValue('Happy birthday from Tokyo!');

  mkdirSync(info.outputDir, { recursive: true });
  const png = path.join(info.outputDir, 'photo.png');
  writeFileSync(
    png,
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFgAJ/lXY+1QAAAABJRU5ErkJggg==', 'base64'),
  );
  await page.getByTestId('card-photo-photo').locator('input[type=file]').setInputFiles(png);
  await expect(page.getByTestId('card-photo-photo').locator('img')).toBeVisible();

  await page.getByTestId('open-music').click();
  const musicDialog = page.getByRole('dialog');
  await musicDialog.getByRole('radio').nth(2).check();
  const chosen = ((await musicDialog.getByRole('radio').nth(2).locator('xpath=..').textContent()) ?? '').trim();
  await musicDialog
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(musicDialog.getByRole('button', { name: /^Pause / })).toBeVisible();
  await musicDialog.getByRole('button', { name: /^Pause / }).click();
  await page.getByTestId('music-ok').click();
  await expect(page.getByTestId('music-name')).toHaveText(chosen);
  await expectAccessible(page);
  await shot(page, 'checkout-card-customisation');

  await page.getByTestId('customise-next').click();
  await page.waitForURL(/checkout-order/);
  await hydrated(page);
  await expect(page.getByTestId('card-canvas')).toBeVisible();
  await expect(page.getByTestId('card-canvas')).toContainText('Dear Mei');
  await expect(page.getByTestId('card-canvas').locator('img[src*="/UgiftWeb/media/"]')).toBeVisible();
  await expect(page.getByTestId('order-message')).toHaveText('Happy birthday from Tokyo!');
  await expect(page.getByTestId('order-music')).toContainText(chosen);
  await expect(page.getByText('Order', { exact: true })).toBeVisible();
  await shot(page, 'checkout-order-gift');

  await page.getByTestId('place-order').click();
  await page.waitForURL(/payment\/sandbox\//);
  await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/payment-status/);
  await hydrated(page);
  await expect(page.getByTestId('status-title')).toHaveText('Payment Success');
  await expect(page.getByText('Gift it to a friend')).toBeVisible();
  await expect(page.getByTestId('open-friends')).toHaveText('Ugift Friends');
  await page.getByTestId('open-friends').click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(/You have no friends yet|Friends are not available right now\.|^Send$/)
      .first(),
  ).toBeVisible();
  await shot(page, 'checkout-gift-friends');
});

test('a declined payment shows Payment Failed', async ({ page, request }) => {
  const raj = await registerMember(request, { prefix: '60', name: 'Raj Kumar' });
  const p = await voucherProduct(request, MALAYSIA);
  await fillCart(request, raj, [{ id: p.id, quantity: 1 }]);
  await useSession(page, raj);
  await openCart(page);
  await page.getByTestId('checkout').click();
  await page.getByTestId('choice-myself').click();
  await page.waitForURL(/checkout-order/);
  await hydrated(page);
  await page.getByTestId('place-order').click();
  await page.waitForURL(/payment\/sandbox\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/payment-status/);
  await hydrated(page);
  await expect(page.getByTestId('status-title')).toHaveText('Payment Failed');
  await expect(page.getByTestId('pay-again')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'checkout-payment-failed');
});

test('a guest sees the login prompt on the cart', async ({ page }) => {
  await page.goto('/UgiftWeb/basket');
  await hydrated(page);
  await expect(page.getByText('Welcome, please login to continue')).toBeVisible();
});
