import type { APIRequestContext } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { callOption, useSession } from './support/session.ts';
import { registerMember } from './support/members.ts';
import { aProduct, aUdollarCard } from './support/products.ts';
import { checkoutBasket } from './support/purchase.ts';

type Call = (group: string, option: string, form?: Record<string, string>) => Promise<Record<string, unknown>>;

function caller(request: APIRequestContext, token: string): Call {
  return async (group, option, form = {}) => {
    const { body } = await callOption(request, token, group, option, form);
    if (!body.success) throw new Error(`${group}/${option}: ${body.message}`);
    return body;
  };
}

test("a uDollar card's history after using it at checkout", async ({ page, request, baseURL }) => {
  const member = await registerMember(request, { name: 'Uma Udollar' });
  const call = caller(request, member.authAPI.api_token);

  // Buy a S$50 uDollar card, then spend part of it on a voucher.
  const card = await aUdollarCard(request, member, 50);
  await call('basket', 'product_to_basket', { product_id: String(card.id), quantity: '1' });
  await checkoutBasket(request, member);
  const cards = await call('basket', 'list_udollar_giftcards', { currency_code: 'SGD' });
  const [bought] = cards.table as Array<{ id: string; udollar_balance: number }>;
  expect(bought.udollar_balance).toBe(card.price);

  const voucher = await aProduct(baseURL!, { price: 30 });
  await call('basket', 'product_to_basket', { product_id: String(voucher.id), quantity: '1' });
  const basket = await call('basket', 'detail_basket');
  const { id: basketId, order_amount: total } = basket.table as { id: string | number; order_amount: number };
  const spend = Math.min(1000, bought.udollar_balance, Math.floor(Number(total) / 2));
  expect(spend).toBeGreaterThan(0);
  await call('basket', 'apply_udollar_giftcard', { order_id: String(basketId), udollar_id: bought.id, udollar_amount: String(spend) });
  const spentOrder = String((await checkoutBasket(request, member)).orderId);
  const spentDetail = await call('order', 'detail_order', { order_id: spentOrder });
  const orderNo = String((spentDetail.table as { order_no: string }).order_no);

  await useSession(page, member);
  await page.goto('/UgiftWeb/udollar-list');
  await hydrated(page);
  const cardLink = page.getByTestId('udollar-card');
  await expect(cardLink).toHaveCount(1);
  await expect(cardLink).toContainText('uDollar Gift Card');
  await expect(cardLink).toContainText('Redeem Before');
  await expect(cardLink).toContainText(`SGD ${((card.price - spend) / 100).toFixed(2)}`);
  await expect(cardLink).toContainText(`SGD ${(card.price / 100).toFixed(2)}`);
  await shot(page, 'social-udollar-list');
  await expectAccessible(page);

  await cardLink.click();
  await expect(page).toHaveURL(/\/UgiftWeb\/udollar-history\?id=\d+$/);
  await hydrated(page);
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(orderNo);
  await expect(rows.first()).toContainText(`−SGD ${(spend / 100).toFixed(2)}`);
  // a phone list with the card's name and the balance after each row (newest first)
  await expect(page.getByTestId('history-balance')).toHaveText(`SGD ${((card.price - spend) / 100).toFixed(2)}`);
  await expect(rows.first().getByTestId('history-after')).toContainText(`SGD ${((card.price - spend) / 100).toFixed(2)}`);
  await expect(rows.nth(1).getByTestId('history-after')).toContainText(`SGD ${(card.price / 100).toFixed(2)}`);
  await expect(rows.nth(1)).toContainText('Bought');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'social-udollar-history');
  await expectAccessible(page);
});

test('the empty uDollar screens', async ({ page, request }) => {
  const member = await registerMember(request);
  await useSession(page, member);
  await page.goto('/UgiftWeb/udollar-list');
  await hydrated(page);
  await expect(page.getByText('No uDollar yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/UgiftWeb/categories');
  await page.goto('/UgiftWeb/udollar-history?id=1');
  await hydrated(page);
  await expect(page.getByText('No uDollar history yet')).toBeVisible();
});
