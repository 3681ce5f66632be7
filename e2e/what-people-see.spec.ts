import type { APIRequestContext } from '@playwright/test';
import { buyForSelf } from './support/counter.ts';
import { expect, hydrated, shot, test } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { apiLogin, callOption, type Session, useSession } from './support/session.ts';
import { DEMO } from './support/demo-member.ts';
import { buyGift } from './support/gifts.ts';

/** What shoppers see (decision 0243): each test makes its own member and data. */
const BASE = '/UgiftWeb';

async function giftable(request: APIRequestContext, s: Session): Promise<number> {
  const list = await callOption(request, s.authAPI.api_token, 'catalogue', 'list_product', { filter_by_country_id: '2', limit: '30' });
  const rows = (list.body.table ?? []) as Array<{
    id: number | string;
    stock?: number | string;
    multiple_languages?: { en?: { name?: string } };
  }>;
  const row = rows.find((r) => Number(r.stock ?? 1) > 2 && !/udollar/i.test(r.multiple_languages?.en?.name ?? ''));
  if (!row) throw new Error('no product to buy');
  return Number(row.id);
}

test('a content page opened directly follows the language chosen in the shop', async ({ page }) => {
  await page.goto(`${BASE}/home`);
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'cn'));
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  for (const path of ['privacy-policy', 'terms-n-conditions', 'support', 'contact-us']) {
    await page.goto(`${BASE}/${path}`);
    await expect(page).toHaveURL(new RegExp(`/${path}/cn$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  }
  // back to English: the English page stays English
  await page.goto(`${BASE}/home`);
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'eng'));
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${BASE}/support`);
  await expect(page).toHaveURL(/\/support$/);
});

test('the saved billing address is still there in the basket after the first order', async ({ page, request }) => {
  const member = await registerMember(request);
  const token = member.authAPI.api_token;
  const set = await callOption(request, token, 'profile', 'update_profile', {
    billing_address: '8 Shenton Way',
    billing_postcode: '068811',
    billing_state: 'Singapore',
  });
  expect(set.status).toBe(200);
  const product = await giftable(request, member);
  await buyForSelf(request, member, product);
  const put = await callOption(request, token, 'basket', 'product_to_basket', {
    product_id: String(product),
    quantity: '1',
    country_id: '2',
  });
  expect(put.status).toBe(200);
  await useSession(page, member);
  await page.goto(`${BASE}/basket`);
  await hydrated(page);
  await expect(page.getByTestId('open-billing')).toContainText('8 Shenton Way, 068811, Singapore');
  await expect(page.getByTestId('open-billing')).not.toContainText('Add a billing address');
});

test('the demo member sees a friend’s birthday, dated like every other date', async ({ page, request }) => {
  const demo = await apiLogin(request, DEMO.phone, DEMO.password);
  await useSession(page, demo);
  await page.goto(`${BASE}/home`);
  await hydrated(page);
  const friend = page.getByTestId('birthday-friend').filter({ hasText: 'Mei Ling' });
  await expect(friend).toBeVisible();
  await expect(friend).toContainText(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  await shot(page, 'people-see-birthday-strip');
});

test('the chosen card’s Selected tick sits under its name, never over the art', async ({ page, request }) => {
  const member = await registerMember(request);
  const token = member.authAPI.api_token;
  const product = await giftable(request, member);
  await callOption(request, token, 'basket', 'product_to_basket', { product_id: String(product), quantity: '1', country_id: '2' });
  await callOption(request, token, 'basket', 'update_order_status', { order_status: 'gift', country_id: '2' });
  await useSession(page, member);
  await page.goto(`${BASE}/checkout-cardselection`);
  await hydrated(page);
  const design = page.locator('.card-option').first();
  await design.click();
  await expect(design).toHaveAttribute('aria-pressed', 'true');
  const art = await design.locator('img').boundingBox();
  const name = await design.locator('.card-option__name').boundingBox();
  const tick = await design.locator('.card-option__tick').boundingBox();
  expect(art && name && tick).toBeTruthy();
  expect(tick!.y).toBeGreaterThanOrEqual(art!.y + art!.height - 1);
  expect(tick!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
});

test('a gift’s song is named in Japanese, and its footer buttons keep their labels on one line', async ({ page, request }) => {
  const member = await registerMember(request);
  const gift = await buyGift(request, member, { to: 'Dear Aiko', message: 'お誕生日おめでとう' });
  await useSession(page, member);
  await page.goto(`${BASE}/order-details?id=${gift.orderId}`);
  await hydrated(page);
  for (const button of await page.locator('.order-actions > *').all()) {
    const fits = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return (
        el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().height < 2.2 * Number.parseFloat(style.lineHeight || '20') + 24
      );
    });
    expect(fits).toBe(true);
  }
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'jp'));
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('music-button')).toContainText('バースデー・ベル');
  await shot(page, 'people-see-order-jp');
});

test('a Japanese reader sees the art painted in Japanese: campaigns and card designs', async ({ page }) => {
  await page.goto(`${BASE}/home`);
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'jp'));
  await page.goto(`${BASE}/campaign?id=1`);
  await hydrated(page);
  await expect(page.locator('.campaign__image').first()).toHaveAttribute('src', /coffee-break\.jp\.svg$/);
  await page.goto(`${BASE}/gift-card`);
  await hydrated(page);
  const first = page.locator('img[src*="/demo/giftcards/"]').first();
  await expect(first).toHaveAttribute('src', /\.jp\.svg$/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shot(page, 'people-see-cards-jp');
});
