import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { aCardDesign } from './support/card-designs.ts';
import { callOption } from './support/session.ts';
import { freshMember, useMember } from './catalogue-helpers.ts';

const BASE = '/UgiftWeb';

test('a member adds a product, sees the badge, then updates the line from the product page', async ({ page, request }) => {
  const session = await freshMember(request);
  await useMember(page, session);
  await page.goto(`${BASE}/home`);
  await hydrated(page);
  await expect(page.getByTestId('invite-banner')).toBeVisible();
  await expect(page.getByTestId('basket-badge')).toHaveCount(0);

  await page.getByTestId('popular-item').first().click();
  await hydrated(page);
  const productUrl = page.url();
  await expect(page.getByTestId('cart-button')).toHaveText('Add to Cart');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/basket$/);

  await page.goto(`${BASE}/home`);
  await hydrated(page);
  await expect(page.getByTestId('basket-badge')).toHaveText('2');
  await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Basket, 2 items');
  await expect(page.getByTestId('popular-item').first()).toBeVisible();
  await shot(page, 'catalogue-member-home-badge');
  await expectAccessible(page);

  await page.goto(productUrl);
  await hydrated(page);
  await expect(page.getByTestId('cart-button')).toHaveText('Update Cart');
  await expect(page.getByTestId('quantity')).toHaveText('2');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await shot(page, 'catalogue-member-update-cart');
  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/basket$/);
  await page.goto(`${BASE}/home`);
  await hydrated(page);
  await expect(page.getByTestId('basket-badge')).toHaveText('3');
});

test('more than the stock left is refused with Cart Update Failed', async ({ page, request }) => {
  const session = await freshMember(request);
  await useMember(page, session);
  // Sakura Sweets whole shortcake has 3 left in Singapore; the request is sent for 4 as if the stock had dropped
  await page.goto(`${BASE}/product-search?q=shortcake`);
  await hydrated(page);
  await page.getByTestId('product-row').first().click();
  await hydrated(page);
  const more = page.getByRole('button', { name: 'Increase quantity' });
  await more.click();
  await more.click();
  await expect(page.getByTestId('quantity')).toHaveText('3');
  await expect(more).toBeDisabled();
  const id = new URL(page.url()).searchParams.get('id')!;
  const res = await callOption(request, session.authAPI.api_token, 'basket', 'product_to_basket', { product_id: id, quantity: '4' });
  expect(res.status).toBe(409);
  await page.route('**/UgiftWeb/api/basket', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('product_to_basket')) {
      await route.continue({ postData: body.replace(/quantity=\d+/, 'quantity=4') });
    } else await route.continue();
  });
  await page.getByTestId('cart-button').click();
  const failed = page.getByRole('dialog', { name: 'Cart Update Failed' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Only 3 left in stock');
  await shot(page, 'catalogue-cart-failed');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(failed).toBeHidden();
});

test('a gift card sent with an empty basket lands on card selection', async ({ page, request }) => {
  const session = await freshMember(request);
  await useMember(page, session);
  await page.goto(`${BASE}/gift-card`);
  await hydrated(page);
  await expect(page.getByTestId('giftcard-tile').first()).toBeVisible();
  await page.getByRole('button', { name: 'Thank You' }).click();
  await expect(page.getByRole('button', { name: 'Thank You' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.giftcards__group')).toHaveCount(1);
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.locator('.giftcards__group')).toHaveCount(5);
  await shot(page, 'catalogue-gift-cards');
  await expectAccessible(page);

  // one of the shop's own designs, which have related products (designs other tests make have none)
  await page.getByTestId('giftcard-tile').filter({ hasNotText: 'E2E card' }).first().click();
  await expect(page).toHaveURL(/gift-card-product\?id=\d+/);
  await hydrated(page);
  await expect(page.getByTestId('giftcard-name')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await shot(page, 'catalogue-gift-card-product');
  await expectAccessible(page);
  const id = new URL(page.url()).searchParams.get('id')!;

  await page.getByTestId('send-card').click();
  await expect(page).toHaveURL(/\/checkout-cardselection$/);
  const basket = await callOption(request, session.authAPI.api_token, 'basket', 'update_order_status', { order_status: 'gift' });
  expect(basket.body.table.giftcard_id).toBe(id);
  expect(basket.body.table.order_status).toBe('gift');
});

test('with products in the basket a sent card goes to the basket; a chosen card rides along with the next product', async ({
  page,
  request,
  baseURL,
}) => {
  // two card designs of the test's own
  const [first, second] = [await aCardDesign(baseURL ?? ''), await aCardDesign(baseURL ?? '')];
  const session = await freshMember(request);
  await useMember(page, session);
  await page.goto(`${BASE}/gift-card-product?id=${first}`);
  await hydrated(page);
  await page.getByTestId('add-more-gifts').click();
  await expect(page).toHaveURL(/\/categories$/);
  expect(await page.evaluate(() => localStorage.getItem('gid'))).toBe(String(first));
  await hydrated(page);
  await page.getByTestId('taxon-tile').first().click();
  await hydrated(page);
  await page.getByTestId('product-row').first().click();
  await hydrated(page);
  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/basket$/);
  const after = await callOption(request, session.authAPI.api_token, 'basket', 'update_order_status', { order_status: 'gift' });
  expect(after.body.table.products).toHaveLength(1);
  expect(after.body.table.giftcard_id).toBe(String(first));

  await page.goto(`${BASE}/gift-card-product?id=${second}`);
  await hydrated(page);
  await page.getByTestId('send-card').click();
  await expect(page).toHaveURL(/\/basket$/);
  const card = await callOption(request, session.authAPI.api_token, 'basket', 'update_order_status', { order_status: 'gift' });
  expect(card.body.table.giftcard_id).toBe(String(second));
});

test('a guest sending a card is asked to log in', async ({ page, baseURL }) => {
  await page.goto(`${BASE}/gift-card-product?id=${await aCardDesign(baseURL ?? '')}`);
  await hydrated(page);
  await page.getByTestId('send-card').click();
  await expect(page.getByRole('dialog', { name: 'Welcome, please login to continue' })).toBeVisible();
});
