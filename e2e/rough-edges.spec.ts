import { clippedText } from './support/clipping.ts';
import { test, expect, hydrated, expectAccessible, shot } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { aProduct } from './support/products.ts';
import { buyForSelf } from './support/purchase.ts';
import { callOption, useSession } from './support/session.ts';

/** Languages and rough edges: what a demanding shopper noticed, each shown in the browser. */

test('a notification reads in the language of its reader, and a nameless sender shows as a masked phone', async ({ page, request }) => {
  const reader = await registerMember(request, { name: 'Lin Reader' });
  const asker = await registerMember(request, { name: ' ' });
  const asked = await callOption(request, asker.authAPI.api_token, 'profile', 'add_friend', {
    friend_id: String(reader.authUser.member_id),
  });
  expect(asked.status).toBe(200);
  await useSession(page, reader);
  await page.goto('/UgiftWeb/home');
  const masked = `+${asker.prefix} •••• ${asker.number.slice(-4)}`;
  for (const [lang, text] of [
    ['eng', `${masked} sent you a friend request`],
    ['cn', `${masked} 向你发送了好友请求`],
    ['jp', `${masked}さんから友だち申請が届きました`],
  ]) {
    await page.evaluate((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await page.goto('/UgiftWeb/notification');
    await hydrated(page);
    await expect(page.locator('.notice__message').first()).toHaveText(text);
  }
  // no member id in place of the name (the masked phone's own digits may contain it by chance)
  const shown = (await page.locator('.notice__message').first().textContent()) ?? '';
  expect(shown.replace(masked, '')).not.toContain(String(asker.authUser.member_id));
});

test('banner art follows the language, English as the fallback, and paints no button', async ({ page }) => {
  await page.goto('/UgiftWeb/home');
  for (const [lang, suffix] of [
    ['eng', /\/banners\/[a-z-]+\.svg$/],
    ['cn', /\.cn\.svg$/],
    ['jp', /\.jp\.svg$/],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await page.goto('/UgiftWeb/home');
    await hydrated(page);
    const art = page.getByTestId('banner').first().locator('img');
    await expect(art).toHaveAttribute('src', suffix);
    const svg = await (await page.request.get((await art.getAttribute('src')) ?? '')).text();
    expect(svg).not.toContain('Shop now');
  }
});

test('a campaign page shows its products, each linked to its page, and a button to shop the offer', async ({ page }) => {
  await page.goto('/UgiftWeb/campaign?id=1');
  await hydrated(page);
  const products = page.getByTestId('campaign-products');
  await expect(products.getByTestId('product-row').first()).toBeVisible();
  const first = products.getByTestId('product-row').first();
  await expect(first).toHaveAttribute('href', /\/UgiftWeb\/product-details\?id=\d+$/);
  await expect(first).toContainText('10% OFF');
  const action = page.getByTestId('campaign-action');
  await expect(action).toHaveText('Shop the offer');
  await shot(page, 'campaign-products');
  await expectAccessible(page);
  await first.click();
  await expect(page).toHaveURL(/\/product-details\?id=\d+$/);
});

test('empty lists show a picture and a next step', async ({ page, request }) => {
  const member = await registerMember(request, { name: 'Nora Nothing' });
  await useSession(page, member);
  for (const [url, testId, action] of [
    ['/UgiftWeb/order-received', 'orders-empty', 'Send a gift'],
    ['/UgiftWeb/notification', 'notifications-empty', 'Send a gift'],
    ['/UgiftWeb/friends', 'friends-empty', 'Invite friends'],
    ['/UgiftWeb/udollar-list', 'udollar-empty', 'Shop Now'],
  ]) {
    await page.goto(url);
    await hydrated(page);
    const empty = page.getByTestId(testId);
    await expect(empty).toBeVisible();
    await expect(empty.locator('svg')).toBeVisible();
    await expect(empty.getByRole('link', { name: action })).toBeVisible();
  }
  // a search that finds nothing offers to start again
  await page.goto('/UgiftWeb/product-search?q=zzzznothing');
  await hydrated(page);
  const none = page.getByTestId('no-result');
  await expect(none).toBeVisible();
  await expect(none.getByRole('button', { name: 'Reset filters' })).toBeVisible();
});

test('long names wrap in order lists and toolbar chips instead of being cut, and card design badges leave the art alone', async ({
  page,
  request,
  baseURL,
}) => {
  // a member of the test's own who bought a product of a long name
  const shopper = await registerMember(request, { name: 'Lena Long' });
  const product = await aProduct(baseURL ?? '', { name: `Bean There Coffee Coffee Lover Gift Pack for Two ${Date.now().toString(36)}` });
  await buyForSelf(request, shopper, [product.id]);
  await useSession(page, shopper);
  await page.goto('/UgiftWeb/order-mypurchases');
  await hydrated(page);
  const name = page.locator('.order-row__name').first();
  await expect(name).toBeVisible();
  // the whole name is shown: nothing hidden behind an ellipsis or a line clamp
  expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(
    true,
  );
  expect(await clippedText(page)).toEqual([]);

  await page.goto('/UgiftWeb/products?category_id=1');
  await hydrated(page);
  await page.getByTestId('sort-button').click();
  await page.getByRole('dialog').getByText('Price high to low', { exact: false }).click();
  await expect(page.getByTestId('sort-button')).toContainText('Price');
  const chip = page.getByTestId('sort-button');
  expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect(await clippedText(page)).toEqual([]);

  await page.goto('/UgiftWeb/checkout-cardselection');
  await hydrated(page);
  const option = page.locator('.card-option', { has: page.locator('.badge') }).first();
  const [img, badge] = await Promise.all([option.locator('img').boundingBox(), option.locator('.badge').boundingBox()]);
  expect(img && badge && badge.y >= img.y + img.height).toBe(true);
});
