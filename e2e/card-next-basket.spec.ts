import { expect, hydrated, test } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { callOption, useSession, type Session } from './support/session.ts';
import type { APIRequestContext } from '@playwright/test';

const SG = '2';

/** An in-stock Singapore product that makes e-vouchers (not a uDollar card). */
async function productId(request: APIRequestContext, s: Session): Promise<string> {
  const list = await callOption(request, s.authAPI.api_token, 'catalogue', 'list_product', { filter_by_country_id: SG, limit: '30' });
  const rows = list.body.table as Array<{ id: number | string; stock?: number | string; multiple_languages?: { en?: { name?: string } } }>;
  const row = rows.find((r) => Number(r.stock ?? 1) > 3 && !/udollar/i.test(r.multiple_languages?.en?.name ?? ''));
  if (!row) throw new Error('no product in stock');
  return String(row.id);
}

/** Decision 0242: the card chosen for a gift belongs to that order; the next basket starts without one. */
test('after a gift order with Birthday Balloons, the next basket and the next Send as a gift start clean', async ({ page, request }) => {
  const shopper = await registerMember(request, { name: 'Nadia Next' });
  const product = await productId(request, shopper);
  await useSession(page, shopper);

  // the first basket: Birthday Balloons, then "Add more gifts", a product, sent as a gift, paid at the sandbox cashier
  await page.goto('/UgiftWeb/gift-card-product?id=1');
  await hydrated(page);
  await page.getByTestId('add-more-gifts').click();
  await page.waitForURL(/categories/);
  await page.goto(`/UgiftWeb/product-details?id=${product}`);
  await hydrated(page);
  await page.getByTestId('cart-button').click();
  await page.waitForURL(/\/basket/);
  await hydrated(page);
  await page.getByTestId('checkout').click();
  await page.getByTestId('choice-gift').click();
  await page.waitForURL(/checkout-cardselection/);
  await hydrated(page);
  await page.getByTestId('design-1').click();
  await page.getByTestId('next-step').click();
  await page.waitForURL(/checkout-cardcustomization/);
  await hydrated(page);
  await page.getByTestId('card-text-to').fill('Dear Ola');
  await page.getByTestId('customise-next').click();
  await page.waitForURL(/checkout-order/);
  await hydrated(page);
  await page.getByTestId('place-order').click();
  await page.waitForURL(/payment\/sandbox\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/payment-status/);
  await hydrated(page);
  await expect(page.getByTestId('status-title')).toHaveText('Payment Success');
  // the shopper goes back through the pages they came by, to the customisation they filled in
  while (!/checkout-cardcustomization/.test(page.url())) await page.goBack();
  await hydrated(page);
  await expect(page.getByTestId('customise')).toBeVisible();

  // the next basket: the same way in, no card on it
  await page.goto(`/UgiftWeb/product-details?id=${product}`);
  await hydrated(page);
  await page.getByTestId('cart-button').click();
  await page.waitForURL(/\/basket/);
  await hydrated(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Your gift card' })).toHaveCount(0);
  const basket = await callOption(request, shopper.authAPI.api_token, 'basket', 'detail_basket');
  expect((basket.body.table as { giftcard_id: string }).giftcard_id).toBe('0');

  // and Send as a gift offers the designs with none chosen
  await page.getByTestId('checkout').click();
  await page.getByTestId('choice-gift').click();
  await page.waitForURL(/checkout-cardselection/);
  await hydrated(page);
  await expect(page.getByTestId('design-1')).toBeVisible();
  await expect(page.locator('.card-option[aria-pressed="true"]')).toHaveCount(0);
  await expect(page.getByTestId('next-step')).toBeDisabled();
});
