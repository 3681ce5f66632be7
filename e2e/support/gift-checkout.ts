import { expect, type Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';

/**
 * The gift checkout in the browser, as the card journeys walk it: from the cart, Send as a gift, a design, its
 * customisation; then Place order and Pay at the sandbox cashier in the page, ending on the settled payment status
 * page (Payment Success shown, the member's session kept, nothing in flight). Set-up that is not about these pages
 * buys through the API instead (e2e/support/purchase.ts).
 */

/** From the cart, Send as a gift with the given design (the test's own, e2e/support/card-designs.ts), to its customisation. */
export async function customiseGiftCard(page: Page, designId: number): Promise<void> {
  await page.getByTestId('checkout').click();
  await page.getByTestId('choice-gift').click();
  await page.waitForURL(/checkout-cardselection/);
  await hydrated(page);
  await page.getByTestId(`design-${designId}`).click();
  await page.getByTestId('next-step').click();
  await page.waitForURL(/checkout-cardcustomization/);
  await hydrated(page);
}

/** From the customisation, Next to the order page. */
export async function toOrderPage(page: Page): Promise<void> {
  await page.getByTestId('customise-next').click();
  await page.waitForURL(/checkout-order/);
  await hydrated(page);
}

/** Place order, Pay at the sandbox cashier, and the settled payment status page; answers the order's id. */
export async function placeAndPay(page: Page): Promise<number> {
  await page.getByTestId('place-order').click();
  await page.waitForURL(/payment\/sandbox\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/payment-status\?id=\d+/);
  await hydrated(page);
  await expect(page.getByTestId('status-title')).toHaveText('Payment Success');
  return Number(new URL(page.url()).searchParams.get('id'));
}
