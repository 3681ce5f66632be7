import { buyForSelf, voucherOfOrder } from './support/counter.ts';
import { aProduct } from './support/products.ts';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { useSession } from './support/session.ts';

/**
 * The one-tap extension on the voucher page (decision 0262): the seeded markets allow one 30-day extension, so a new
 * voucher offers it once; after the tap the page says the new date, and the offer is gone for good.
 */
for (const [lang, button, done] of [
  ['eng', 'Extend by 30 days', 'Extended: redeem before'],
  ['jp', '30 日延長する', '延長しました'],
] as const) {
  test(`a holder extends a voucher once, in ${lang}`, async ({ page, request, baseURL }) => {
    const member = await registerMember(request);
    const product = await aProduct(baseURL!, { codeType: 'alphanumeric' });
    const voucher = await voucherOfOrder(request, member, await buyForSelf(request, member, product.id));
    await useSession(page, member);
    await page.addInitScript((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await page.goto(`/UgiftWeb/voucher-details?id=${voucher.lineId}`);
    await hydrated(page);
    await expect(page.getByTestId('voucher-code-card')).toBeVisible();
    const extend = page.getByRole('button', { name: button });
    await expect(extend).toBeVisible();
    await expectAccessible(page);
    await shot(page, `voucher-extension-${lang}`);

    await extend.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(done)).toBeVisible();
    await expect(extend).toHaveCount(0);

    // once only: the offer stays gone on a fresh load
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('voucher-code-card')).toBeVisible();
    await expect(page.getByRole('button', { name: button })).toHaveCount(0);
  });
}
