import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, shot, test } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { customiseGiftCard, placeAndPay, toOrderPage } from './support/gift-checkout.ts';
import { aCardDesign } from './support/card-designs.ts';
import { aProduct } from './support/products.ts';
import { fillBasket } from './support/purchase.ts';
import { callOption, useSession, type Session } from './support/session.ts';

/** Decision 0242: card words on ruled lines at a readable size, empty slots hidden, a blank-card notice, stickers. */

/** The test's own product in the member's basket. */
async function productInBasket(request: APIRequestContext, baseURL: string, s: Session): Promise<void> {
  await fillBasket(request, s, [(await aProduct(baseURL)).id]);
}

/** From the cart, Send as a gift with a card design of the test's own (a photo, to, message and music), to its customisation. */
async function customiseOwnCard(page: Page, baseURL: string): Promise<void> {
  const design = await aCardDesign(baseURL);
  await page.goto('/UgiftWeb/checkout-confirmation');
  await hydrated(page);
  await customiseGiftCard(page, design);
}

/** Pays at the sandbox cashier in the page; answers the order's share id. */
async function payAndShare(page: Page, request: APIRequestContext, s: Session): Promise<string> {
  const orderId = await placeAndPay(page);
  const detail = await callOption(request, s.authAPI.api_token, 'order', 'detail_order', { order_id: String(orderId) });
  return (detail.body.table as { share_id: string }).share_id;
}

/** The recipient opens the card on the share page. */
async function openShared(page: Page, request: APIRequestContext, shareId: string, name: string): Promise<void> {
  const friend = await registerMember(request, { name });
  // the page now belongs to the friend: their session replaces the sender's
  await page.evaluate((f) => {
    localStorage.clear();
    localStorage.setItem('authAPI', JSON.stringify(f.authAPI));
    localStorage.setItem('authUser', JSON.stringify(f.authUser));
    localStorage.setItem('country', String(f.authUser.country_id || 2));
  }, friend);
  await page.goto(`/UgiftWeb/giftcard-share?id=${shareId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Tap to open your card' }).click();
  await expect(page.getByTestId('opened-card')).toBeVisible({ timeout: 5000 });
  await expect(page.getByTestId('redeem-button')).toBeVisible();
}

/** Each line of a text slot: inside its box (reference units), under the one before, and at least 12 CSS px. */
async function expectReadableLines(page: Page, key: string, box: { width: number }) {
  const slot = page.getByTestId('opened-card').getByTestId(`card-words-${key}`);
  await expect(slot).toBeVisible();
  const measured = await slot.evaluate((g) => {
    const svg = (g as SVGGElement).ownerSVGElement!;
    const scale = svg.getBoundingClientRect().width / 600;
    const lines = [...g.querySelectorAll('tspan')].map((t) => {
      const b = (t as SVGTextContentElement).getBBox();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    });
    const rules = (g.querySelector('path.card-canvas__rules')?.getAttribute('d') ?? '').match(/M/g)?.length ?? 0;
    return { scale, font: Number(g.getAttribute('data-font')), lines, rules };
  });
  expect(measured.font * measured.scale).toBeGreaterThanOrEqual(11.9);
  expect(measured.lines.length).toBeGreaterThan(0);
  expect(measured.rules).toBeGreaterThanOrEqual(measured.lines.length);
  for (const [i, l] of measured.lines.entries()) {
    expect(l.width).toBeLessThanOrEqual(box.width + 1);
    if (i > 0) expect(l.y).toBeGreaterThanOrEqual(measured.lines[i - 1].y + measured.lines[i - 1].height - 0.5);
  }
  return measured;
}

test('stickers: placed, moved by pointer and keys, removed, paid for, and on the recipient’s card; long words wrap onto ruled lines', async ({
  page,
  request,
  baseURL,
}) => {
  const sender = await registerMember(request, { name: 'Suki Sticker' });
  await productInBasket(request, baseURL!, sender);
  await useSession(page, sender);
  await customiseOwnCard(page, baseURL!);

  const longTo = 'Dear Mei Ling and the whole Tan family';
  await page.getByTestId('card-text-to').fill(longTo);
  await page
    .getByTestId('card-message-message')
    .fill('Happy birthday! Wishing you a wonderful year ahead, full of coffee, cake and good friends. See you soon!');

  await page.getByTestId('add-sticker-heart').click();
  await page.getByTestId('add-sticker-star').click();
  const heart = page.getByTestId('placed-sticker-0');
  const star = page.getByTestId('placed-sticker-1');
  await expect(heart).toHaveAttribute('data-sticker', 'heart');
  await expect(star).toHaveAttribute('data-sticker', 'star');

  // drag the heart by pointer to the card's top left
  const card = (await page.getByTestId('card-canvas').boundingBox())!;
  const h = (await heart.boundingBox())!;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(card.x + card.width * 0.3, card.y + card.height * 0.3, { steps: 5 });
  await page.mouse.move(card.x + card.width * 0.15, card.y + card.height * 0.2, { steps: 5 });
  await page.mouse.up();
  const dragged = (await heart.boundingBox())!;
  expect(Math.abs(dragged.x + dragged.width / 2 - (card.x + card.width * 0.15))).toBeLessThan(4);
  expect(Math.abs(dragged.y + dragged.height / 2 - (card.y + card.height * 0.2))).toBeLessThan(4);

  // move the star with the arrow keys, then remove it with its × button
  const before = (await star.boundingBox())!;
  await star.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowRight');
  const after = (await star.boundingBox())!;
  expect(after.x - before.x).toBeCloseTo(card.width * 0.1, 0);
  expect(after.y - before.y).toBeCloseTo(card.height * 0.02, 0);
  await expectAccessible(page);
  await shot(page, 'card-stickers-customise');
  await page.getByTestId('remove-sticker-1').click();
  await expect(page.locator('[data-testid^="placed-sticker-"]')).toHaveCount(1);

  await toOrderPage(page);
  await expect(page.getByTestId('card-canvas').locator('img[data-sticker="heart"]')).toBeVisible();
  await expect(page.getByTestId('card-canvas').locator('img[data-sticker="star"]')).toHaveCount(0);
  await expect(page.getByTestId('blank-card-notice')).toHaveCount(0);
  const shareId = await payAndShare(page, request, sender);
  // the sender's order details show the card with its sticker
  const orderId = new URL(page.url()).searchParams.get('id')!;
  await page.goto(`/UgiftWeb/order-details?id=${orderId}`);
  await hydrated(page);
  await expect(page.getByTestId('card-canvas').locator('img[data-sticker="heart"]')).toBeVisible();

  await openShared(page, request, shareId, 'Rina Recipient');
  const opened = page.getByTestId('opened-card');
  const sticker = opened.locator('img[data-sticker="heart"]');
  await expect(sticker).toBeVisible();
  await expect(opened.locator('img[data-sticker="star"]')).toHaveCount(0);
  const placed = (await sticker.boundingBox())!;
  const shown = (await opened.getByTestId('card-canvas').boundingBox())!;
  expect(Math.abs(placed.x + placed.width / 2 - (shown.x + shown.width * 0.15))).toBeLessThan(shown.width * 0.02);

  // the long one-line text wraps onto two ruled lines at a readable size; the message sits on its lines
  await expect(opened).toContainText(longTo);
  const to = await expectReadableLines(page, 'to', { width: 280 });
  expect(to.lines.length).toBe(2);
  await expect(opened.getByTestId('card-words-to').locator('tspan').last()).not.toContainText('…');
  await expectReadableLines(page, 'message', { width: 280 });
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'card-words-on-ruled-lines');
});

test('a blank card: checkout says so before paying, and the recipient sees no empty photo frame or ruled lines', async ({
  page,
  request,
  baseURL,
}) => {
  const sender = await registerMember(request, { name: 'Bea Blank' });
  await productInBasket(request, baseURL!, sender);
  await useSession(page, sender);
  await customiseOwnCard(page, baseURL!);
  await toOrderPage(page);
  const notice = page.getByTestId('blank-card-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Your card is blank' })).toBeVisible();
  await expect(notice.getByTestId('blank-card-edit')).toHaveAttribute('href', /checkout-cardcustomization\?id=1/);
  await expectAccessible(page);
  await shot(page, 'card-blank-notice');
  // in Japanese and Chinese too
  for (const [lang, title] of [
    ['jp', 'カードが空白です'],
    ['cn', '你的卡片是空白的'],
    ['eng', 'Your card is blank'],
  ]) {
    await page.evaluate((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('blank-card-notice').getByRole('heading')).toHaveText(title);
    if (lang !== 'eng') await shot(page, `card-blank-notice-${lang}`);
  }
  const shareId = await payAndShare(page, request, sender);

  await openShared(page, request, shareId, 'Eli Empty');
  const canvas = page.getByTestId('opened-card').getByTestId('card-canvas');
  await expect(canvas.locator('.card-canvas__art')).toBeVisible();
  await expect(canvas.locator('img:not(.card-canvas__art)')).toHaveCount(0);
  await expect(canvas.locator('svg.card-canvas__words')).toHaveCount(0);
  await expect(canvas.locator('.card-canvas__upload')).toHaveCount(0);
  // the design's art itself holds no photo frame and no ruled lines to show empty
  const art = await page.request.get((await canvas.locator('.card-canvas__art').getAttribute('src'))!);
  const svg = await art.text();
  expect(svg).not.toMatch(/stroke-opacity="\.08"|<rect x="28" y="104"/);
  await shot(page, 'card-blank-share');
});
