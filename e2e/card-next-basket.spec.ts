import { expect, hydrated, test } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { customiseGiftCard, placeAndPay, toOrderPage } from './support/gift-checkout.ts';
import { aCardDesign } from './support/card-designs.ts';
import { aProduct } from './support/products.ts';
import { callOption, useSession } from './support/session.ts';

/** Decision 0242: the card chosen for a gift belongs to that order; the next basket starts without one. */
test('after a gift order with a card, the next basket and the next Send as a gift start clean', async ({ page, request, baseURL }) => {
  const shopper = await registerMember(request, { name: 'Nadia Next' });
  const product = (await aProduct(baseURL!)).id;
  const design = await aCardDesign(baseURL!);
  await useSession(page, shopper);

  // the first basket: the test's own card, then "Add more gifts", a product, sent as a gift, paid at the sandbox cashier
  await page.goto(`/UgiftWeb/gift-card-product?id=${design}`);
  await hydrated(page);
  await page.getByTestId('add-more-gifts').click();
  await page.waitForURL(/categories/);
  await page.goto(`/UgiftWeb/product-details?id=${product}`);
  await hydrated(page);
  await page.getByTestId('cart-button').click();
  await page.waitForURL(/\/basket/);
  await hydrated(page);
  await customiseGiftCard(page, design);
  await page.getByTestId('card-text-to').fill('Dear Ola');
  await toOrderPage(page);
  await placeAndPay(page);
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
  await expect(page.getByTestId(`design-${design}`)).toBeVisible();
  await expect(page.locator('.card-option[aria-pressed="true"]')).toHaveCount(0);
  await expect(page.getByTestId('next-step')).toBeDisabled();
});
