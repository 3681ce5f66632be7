import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, shot, test } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { useSession } from './support/session.ts';
import { aProduct, aUdollarCard } from './support/products.ts';
import { checkoutBasket, ok } from './support/purchase.ts';

/** Purchase rules in the browser: uDollar never pays for uDollar, and a gift without a design still has one. */

const SG = '2';

/** A shopper-visible reason, as locales/<lang>/errors.json words it. */
function reasonText(lang: 'eng' | 'jp', reason: string): string {
  const text = JSON.parse(readFileSync(new URL(`../locales/${lang}/errors.json`, import.meta.url), 'utf8')).reasons[reason];
  if (typeof text !== 'string' || !text) throw new Error(`locales/${lang}/errors.json has no reasons.${reason}`);
  return text;
}

/** Opens the uDollar dialog of the cart, picks the member's one card and tries to redeem SGD 10 with it. */
async function tryUdollar(page: Page) {
  await page.goto('/UgiftWeb/checkout-confirmation');
  await hydrated(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('open-udollar').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const card = dialog.getByRole('radio');
  await expect(card).toHaveCount(1);
  await card.check();
  const amount = dialog.getByTestId('udollar-amount');
  await amount.fill('10');
  await dialog.getByTestId('udollar-apply').click();
  return { dialog, amount };
}

test('uDollar cannot pay for a uDollar gift card: the dialog says why, in English and Japanese', async ({ page, request }) => {
  const member = await registerMember(request, { name: 'Ulla Rules' });
  const udollar50 = await aUdollarCard(request, member, 50);

  // the member owns a S$50 uDollar card: bought for herself and paid at the sandbox cashier
  await ok(request, member, 'basket', 'product_to_basket', { product_id: String(udollar50.id), quantity: '1', country_id: SG });
  await checkoutBasket(request, member, 'Self-Use');
  const cards = (await ok(request, member, 'basket', 'list_udollar_giftcards', { currency_code: 'SGD' })).table as Array<{
    udollar_balance: number;
  }>;
  expect(cards.map((c) => c.udollar_balance)).toEqual([udollar50.price]);

  // a uDollar gift card in the cart cannot be paid with it
  await ok(request, member, 'basket', 'product_to_basket', { product_id: String(udollar50.id), quantity: '1', country_id: SG });
  await useSession(page, member);

  const eng = await tryUdollar(page);
  // English readers get the server's own wording (src/lib/use-error-text.ts), the same sentence as the locale's
  const rule = reasonText('eng', 'udollar_for_udollar');
  await expect(eng.dialog.getByRole('alert')).toHaveText(rule);
  await expect(eng.amount).toHaveAttribute('aria-invalid', 'true');
  // the field's description is the message followed by its hint ("Up to …")
  await expect(eng.amount).toHaveAccessibleDescription(new RegExp(`^${rule.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await shot(page, 'gifting/udollar-rule-eng');
  await expectAccessible(page);

  // nothing was applied: the dialog stays open on the message, the cart still offers uDollar and the basket has none
  await page.keyboard.press('Escape');
  await expect(eng.dialog).toBeHidden();
  await expect(page.getByTestId('open-udollar')).toContainText('Redeem with uDollar');
  const basket = (await ok(request, member, 'basket', 'detail_basket')).table as { udollar_amount: number | string };
  expect(Number(basket.udollar_amount)).toBe(0);

  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'jp'));
  const jp = await tryUdollar(page);
  await expect(jp.dialog.getByRole('alert')).toHaveText(reasonText('jp', 'udollar_for_udollar'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await shot(page, 'gifting/udollar-rule-jp');
  await expectAccessible(page);
  expect(Number(((await ok(request, member, 'basket', 'detail_basket')).table as { udollar_amount: number | string }).udollar_amount)).toBe(
    0,
  );
});

test('a gift bought without a card design opens on the market’s default design, never an empty card', async ({
  page,
  request,
  baseURL,
}) => {
  const sender = await registerMember(request, { name: 'Dora Default' });
  const product = await aProduct(baseURL!);
  // a product sent as a gift, no card design chosen
  await ok(request, sender, 'basket', 'product_to_basket', { product_id: String(product.id), quantity: '1', country_id: SG });
  const gift = await checkoutBasket(request, sender, 'gift');
  expect(Number(gift.giftcard_id)).toBe(0);
  const designs = (await ok(request, sender, 'giftcard', 'list_giftcard', { filter_by_country_id: SG })).table as Array<{ image: string }>;
  const designImages = designs.map((d) => d.image);

  // a guest opens the link
  await page.goto(`/UgiftWeb/giftcard-share?id=${gift.share_id}`);
  await hydrated(page);
  await expect(page.getByText('Dora Default')).toBeVisible();
  await page.getByRole('button', { name: 'Tap to open your card' }).click();
  await expect(page.getByTestId('opened-card')).toBeVisible({ timeout: 5000 });

  const card = page.getByRole('group', { name: 'Gift card from Dora Default' });
  await expect(card).toBeVisible();
  const art = card.locator('img.card-canvas__art');
  await expect(art).toHaveCount(1);
  const src = await art.getAttribute('src');
  expect(src).toMatch(/\S/);
  // the design of the gift's market, and its art really loaded (not a broken or grey box)
  expect(designImages.some((image) => src === image || src?.endsWith(image))).toBe(true);
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await art.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  await expect(page.getByRole('heading', { name: 'Your gifts' })).toBeVisible();
  await expect(page.getByText('Qty: 1')).toBeVisible();
  await shot(page, 'gifting/default-card-eng');
  await expectAccessible(page);
});
